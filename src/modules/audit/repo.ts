import type { Generated, Selectable } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface AuditTable {
  audit_log: {
    /** bigserial: read back as a number (our counters stay far below 2^53) */
    id: Generated<number>;
    at: Generated<Date>;
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
  e: {
    at: Date;
    adminId: string | null;
    adminUsername: string;
    action: string;
    target: string | null;
    details: unknown;
  },
) {
  await q(ex)
    .insertInto('audit_log')
    .values({
      at: e.at,
      admin_account_id: e.adminId,
      admin_username: e.adminUsername,
      action: e.action,
      target: e.target,
      details: e.details ?? null,
    })
    .execute();
}

/** The newest entries, newest first (the targets as stored: ids, or text for what is not a commander or account). */
export function listEntries(ex: Executor, limit: number) {
  return q(ex).selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
export type AuditEntryRow = Selectable<AuditTable['audit_log']>;
