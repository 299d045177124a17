import { sql } from 'kysely';
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
      details: (e.details ?? null) as never,
    } as never)
    .execute();
}

/**
 * The newest entries, each target named when it is a commander (a profile id) or an account (its
 * username, and its first commander to link to): an operator reads names, not ids.
 */
export async function listEntries(ex: Executor, limit: number) {
  const rows = await sql<
    AuditTable['audit_log'] & { target_name: string | null; target_profile_id: string | null }
  >`select a.*, coalesce(p.username, acc.username) as target_name,
      coalesce(p.id, (select f.id from profiles f where f.account_id = acc.id order by f.created_at limit 1))::text as target_profile_id
    from audit_log a
    left join profiles p on p.id::text = a.target
    left join accounts acc on p.id is null and acc.id::text = a.target
    order by a.id desc limit ${limit}`.execute(ex);
  return rows.rows;
}
