import type { Executor } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { insertEntry } from './repo.ts';

/** Writes one admin action (or the server's own, accountId null, e.g. the nightly checker's repairs) to the audit log, in the caller's transaction (so it exists iff the action committed). */
export async function recordAdminAction(
  trx: Executor,
  admin: Pick<Session, 'username'> & { accountId: string | null },
  action: string,
  target: string | null,
  details: Record<string, unknown> | null,
  now: number,
): Promise<void> {
  await insertEntry(trx, {
    at: new Date(now),
    adminId: admin.accountId,
    adminUsername: admin.username,
    action,
    target,
    details,
  });
}
