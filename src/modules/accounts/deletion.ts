/**
 * Deleting an account: asked for with the password, it waits `DELETION_GRACE_MS` — every session
 * ends, and signing in again before the end cancels it. Then `accounts/erase` (a job at the due
 * time, composed in src/server/account-erasure.ts) erases the personal data; the world keeps a
 * neutral ghost of each commander. Each step is in the audit log.
 */
import { randomBytes } from 'node:crypto';
import type { Executor, Trx } from '../../platform/db.ts';
import { enqueue } from '../../platform/jobs.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { deleteEmailChanges } from './email-repo.ts';
import { emailErrors } from './email.ts';
import { accountsErrors } from './errors.ts';
import { eraseAccountRow, findAccountByIdForUpdate, updateAccount } from './repo.ts';
import { endSessions } from './sessions.ts';

export const DELETION_GRACE_MS = 7 * 24 * 3_600_000;
export const ERASE_TASK = 'accounts/erase';

export async function requestAccountDeletion(trx: Trx, session: Session, currentPassword: string, now: number) {
  const account = await findAccountByIdForUpdate(trx, session.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (account.role === 'admin') throw accountsErrors.adminUntouchable();
  if (!(await Bun.password.verify(currentPassword, account.password_hash))) throw emailErrors.wrongPassword();
  const due = now + DELETION_GRACE_MS;
  await updateAccount(trx, account.id, { deletion_due_at: new Date(due) });
  await enqueue(trx, ERASE_TASK, { accountId: account.id }, { runAt: due, jobKey: `erase:${account.id}` });
  await endSessions(trx, account.id, { all: true }, now);
  await recordAdminAction(trx, session, 'account-deletion-asked', account.username, { dueAt: due }, now);
  return { dueAt: due };
}

/** Signing in during the grace period cancels the deletion (inside the sign-in's transaction). */
export async function cancelDeletionOnSignIn(
  trx: Executor,
  account: { id: string; username: string; deletion_due_at: Date | null },
  now: number,
) {
  if (!account.deletion_due_at) return;
  await updateAccount(trx, account.id, { deletion_due_at: null });
  await recordAdminAction(
    trx,
    { accountId: account.id, username: account.username },
    'account-deletion-cancelled',
    account.username,
    { by: 'sign-in', dueAt: account.deletion_due_at.getTime() },
    now,
  );
}

/**
 * Erases the account if its deletion is still due (not cancelled by a sign-in): returns what the
 * other modules must erase of theirs, or null when nothing is to be done. In the job's transaction.
 */
export async function eraseAccountIfDue(trx: Trx, accountId: string, now: number) {
  const account = await findAccountByIdForUpdate(trx, accountId);
  if (!account?.deletion_due_at || account.erased_at || account.deletion_due_at.getTime() > now) return null;
  // a hash of a secret nobody keeps: no password signs in to it again
  const hash = await Bun.password.hash(randomBytes(24).toString('hex'), { algorithm: 'argon2id' });
  await eraseAccountRow(trx, account.id, new Date(now), hash);
  await deleteEmailChanges(trx, account.id);
  await recordAdminAction(
    trx,
    { accountId: account.id, username: account.username },
    'account-erased',
    account.id,
    { askedDueAt: account.deletion_due_at.getTime() },
    now,
  );
  return { accountId: account.id };
}
