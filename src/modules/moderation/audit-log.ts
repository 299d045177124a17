/**
 * The audit log as /control reads it: each target named when it is a commander (a profile id) or an
 * account (its username, and its first commander to link to), since an operator reads names, not
 * ids. The naming is here, above the modules that write the log (accounts, worlds and the rest stand
 * on audit), and asks the owners of those names through their index.
 */
import type { Executor } from '../../platform/db.ts';
import { findAccountsByIds } from '../accounts/index.ts';
import { auditEntries } from '../audit/index.ts';
import { profileNames, profilesOfAccounts } from '../worlds/index.ts';

/** An id as PostgreSQL writes a uuid as text: what a target naming a commander or an account looks like. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AuditEntry {
  id: string;
  at: Date;
  adminUsername: string;
  action: string;
  target: string | null;
  /** the commander or account the target id names (null: the target is not an id of either) */
  targetName: string | null;
  /** the commander to open: the target itself, or the target account's first */
  targetProfileId: string | null;
  details: string | null;
}

export async function auditLog(ex: Executor, limit: number): Promise<AuditEntry[]> {
  const rows = await auditEntries(ex, limit);
  const ids = [...new Set(rows.flatMap((r) => (r.target !== null && ID.test(r.target) ? [r.target] : [])))];
  const commanders = await profileNames(ex, ids);
  const accountIds = ids.filter((id) => !commanders.has(id));
  const accounts = new Map((await findAccountsByIds(ex, accountIds)).map((a) => [a.id, a.username]));
  const firstCommander = new Map<string, string>();
  for (const p of await profilesOfAccounts(ex, [...accounts.keys()]))
    if (!firstCommander.has(p.account_id)) firstCommander.set(p.account_id, p.id);
  return rows.map((r) => {
    const t = r.target ?? '';
    const commander = commanders.get(t);
    return {
      id: String(r.id),
      at: r.at,
      adminUsername: r.admin_username,
      action: r.action,
      target: r.target,
      targetName: commander ?? accounts.get(t) ?? null,
      targetProfileId: commander !== undefined ? t : (firstCommander.get(t) ?? null),
      details: r.details == null ? null : JSON.stringify(r.details),
    };
  });
}
