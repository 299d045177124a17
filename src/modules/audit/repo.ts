import type { Executor } from '../../platform/db.ts';
import { tables } from '../../platform/db.ts';

export interface AuditTable {
  audit_log: {
    id: string;
    at: Date;
    admin_account_id: string | null;
    admin_username: string;
    action: string;
    target: string | null;
    details: unknown;
  };
}

const q = (ex: Executor) => tables<AuditTable>(ex);

export async function insertEntry(
  ex: Executor,
  e: { at: Date; adminId: string; adminUsername: string; action: string; target: string | null; details: unknown },
) {
  await q(ex)
    .insertInto('audit_log')
    .values({
      at: e.at,
      admin_account_id: e.adminId,
      admin_username: e.adminUsername,
      action: e.action,
      target: e.target,
      details: (e.details ?? null) as never,
    } as never)
    .execute();
}

export function listEntries(ex: Executor, limit: number) {
  return q(ex).selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
