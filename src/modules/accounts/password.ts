import type { Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { accountsErrors, passwordMessages } from './errors.ts';
import { countFailure, type LoginSource } from './login.ts';
import { clearLoginFailures, findAccountByIdForUpdate, findLoginFailuresForUpdate, updateAccount } from './repo.ts';
import { endSessions } from './sessions.ts';
import { passwordError } from './validation.ts';

export interface ChangePasswordResult {
  ok: boolean;
  errors: { field: 'currentPassword' | 'newPassword'; message: string }[];
}

/**
 * Replaces the signed-in account's password after checking the current one (a wrong one counts
 * towards the same per-address block as a failed sign-in). Ends every other session of the
 * account; clears the "must change password" mark of the seeded admin.
 */
export async function changePassword(
  trx: Trx,
  session: Session,
  input: { currentPassword: string; newPassword: string },
  source: LoginSource,
  now: number,
): Promise<ChangePasswordResult> {
  const rule = passwordError(input.newPassword);
  if (rule) return { ok: false, errors: [{ field: 'newPassword', message: rule }] };
  const key = session.username.toLowerCase();
  const failures = await findLoginFailuresForUpdate(trx, key, source.ip);
  if (failures?.blocked_until && failures.blocked_until.getTime() > now) throw accountsErrors.temporarilyBlocked();
  const account = await findAccountByIdForUpdate(trx, session.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (!(await Bun.password.verify(input.currentPassword, account.password_hash))) {
    await countFailure(trx, key, source.ip, failures, now);
    return { ok: false, errors: [{ field: 'currentPassword', message: passwordMessages.wrongCurrent }] };
  }
  if (input.newPassword === input.currentPassword)
    return { ok: false, errors: [{ field: 'newPassword', message: passwordMessages.sameAsCurrent }] };
  if (failures) await clearLoginFailures(trx, key, source.ip);
  const hash = await Bun.password.hash(input.newPassword, { algorithm: 'argon2id' });
  await updateAccount(trx, account.id, { password_hash: hash, must_change_password: false });
  await endSessions(trx, account.id, { allExcept: session.sessionId }, now);
  return { ok: true, errors: [] };
}
