/**
 * An admin acting on an account: suspend until a time or ban (no end), lift it, or end
 * every session. Each runs in one transaction with its audit entry (the admin, the account, the
 * reason, the values before and after): it is written only when the action is. A suspension ends
 * the account's sessions at once, so its sockets close in every process (endSessions).
 */
import type { Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { accountsErrors, BAN_UNTIL } from './errors.ts';
import { findAccountByIdForUpdate, updateAccount } from './repo.ts';
import { endSessions } from './sessions.ts';

type Admin = Pick<Session, 'accountId' | 'username'>;

export interface AccountStanding {
  accountId: string;
  suspendedUntil: number | null;
  banned: boolean;
  reason: string | null;
  sessionsEnded: number;
}

const standing = (a: { suspended_until: Date | null; suspension_reason: string | null }, now: number) => {
  const live = a.suspended_until && a.suspended_until.getTime() > now ? a.suspended_until : null;
  return {
    suspendedUntil: live ? live.getTime() : null,
    banned: !!live && live.getTime() >= BAN_UNTIL.getTime(),
    reason: live ? a.suspension_reason : null,
  };
};

/** Suspends the account until `until` (epoch ms), or bans it when `until` is null; its sessions end at once. */
export async function suspendAccount(
  trx: Trx,
  admin: Admin,
  input: { accountId: string; until: number | null; reason: string },
  now: number,
): Promise<AccountStanding> {
  if (input.until !== null && input.until <= now) throw accountsErrors.suspensionInPast();
  const account = await findAccountByIdForUpdate(trx, input.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (account.role === 'admin') throw accountsErrors.adminUntouchable();
  const before = standing(account, now);
  const until = input.until === null ? BAN_UNTIL : new Date(input.until);
  await updateAccount(trx, account.id, { suspended_until: until, suspension_reason: input.reason });
  const ended = await endSessions(trx, account.id, { all: true }, now);
  const after = standing({ suspended_until: until, suspension_reason: input.reason }, now);
  await recordAdminAction(
    trx,
    admin,
    input.until === null ? 'account-ban' : 'account-suspend',
    account.id,
    { reason: input.reason, before, after, sessionsEnded: ended.length },
    now,
  );
  return { accountId: account.id, ...after, sessionsEnded: ended.length };
}

/** Lifts a suspension or ban: the player may sign in again. */
export async function liftSuspension(
  trx: Trx,
  admin: Admin,
  input: { accountId: string; reason: string },
  now: number,
): Promise<AccountStanding> {
  const account = await findAccountByIdForUpdate(trx, input.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  const before = standing(account, now);
  if (before.suspendedUntil === null) throw accountsErrors.notSuspended();
  await updateAccount(trx, account.id, { suspended_until: null, suspension_reason: null });
  const after = standing({ suspended_until: null, suspension_reason: null }, now);
  await recordAdminAction(
    trx,
    admin,
    'account-lift-suspension',
    account.id,
    { reason: input.reason, before, after },
    now,
  );
  return { accountId: account.id, ...after, sessionsEnded: 0 };
}

/** Ends every session of the account (all its browsers are signed out at once). */
export async function signOutEverywhere(
  trx: Trx,
  admin: Admin,
  input: { accountId: string; reason: string },
  now: number,
): Promise<AccountStanding> {
  const account = await findAccountByIdForUpdate(trx, input.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  const ended = await endSessions(trx, account.id, { all: true }, now);
  await recordAdminAction(
    trx,
    admin,
    'account-sign-out',
    account.id,
    { reason: input.reason, before: { sessions: ended.length }, after: { sessions: 0 } },
    now,
  );
  return { accountId: account.id, ...standing(account, now), sessionsEnded: ended.length };
}

/** How the account stands now, for the admin's player page. */
export function accountStanding(a: { suspended_until: Date | null; suspension_reason: string | null }, now: number) {
  return standing(a, now);
}
