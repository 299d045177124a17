/**
 * An account's e-mail: re-subscribing after an unsubscribe link, and changing the address — a
 * confirmation link goes to the new address; once confirmed, a link to undo it goes to the old one
 * and works for a week (someone who took over the account cannot silently keep it). Reverting also
 * ends every session of the account.
 */
import { config } from '../../platform/config.ts';
import type { Db, Trx } from '../../platform/db.ts';
import { badInput } from '../../platform/input-errors.ts';
import type { Session } from '../../platform/trpc.ts';
import { languageOf } from '../../platform/languages.ts';
import { sendMail } from '../mail/index.ts';
import { accountMails } from './mails.ts';
import {
  expireOpenConfirmations,
  findEmailChangeForUpdate,
  insertEmailChange,
  markEmailChangeUsed,
  pendingEmailChange,
} from './email-repo.ts';
import { accountsError, accountsErrors } from './errors.ts';
import { newToken } from './registration.ts';
import { findAccountById, findAccountByIdForUpdate, updateAccount } from './repo.ts';
import { endSessions } from './sessions.ts';
import { emailError } from './validation.ts';

export const CONFIRM_TTL_MS = 24 * 3_600_000;
export const REVERT_TTL_MS = 7 * 24 * 3_600_000;

export const emailErrors = {
  badLink: () => accountsError('EMAIL_LINK_INVALID'),
  same: () => accountsError('EMAIL_SAME', { field: 'email' }),
  invalid: (message: string) => badInput(['email'], message),
  wrongPassword: () => accountsError('WRONG_PASSWORD', { field: 'currentPassword' }),
};

export async function emailSettings(db: Db, accountId: string, now: number) {
  const account = await findAccountById(db, accountId);
  if (!account) throw accountsErrors.accountNotFound();
  const pending = await pendingEmailChange(db, accountId, new Date(now));
  return {
    email: account.email,
    mailOff: account.mail_opt_out,
    pendingEmail: pending?.new_email ?? null,
    deletionDueAt: account.deletion_due_at?.getTime() ?? null,
  };
}

/** Mail that is not essential reaches the account again (after an unsubscribe link). */
export async function subscribeEmail(db: Db, accountId: string) {
  const account = await findAccountById(db, accountId);
  if (!account) throw accountsErrors.subscribeFailed();
  await updateAccount(db, accountId, { mail_opt_out: false });
  return { ok: true as const };
}

export async function requestEmailChange(
  trx: Trx,
  session: Session,
  input: { email: string; currentPassword: string },
  now: number,
) {
  const email = input.email.trim();
  const rule = emailError(email);
  if (rule) throw emailErrors.invalid(rule);
  const account = await findAccountByIdForUpdate(trx, session.accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (!(await Bun.password.verify(input.currentPassword, account.password_hash))) throw emailErrors.wrongPassword();
  if (account.email.toLowerCase() === email.toLowerCase()) throw emailErrors.same();
  await expireOpenConfirmations(trx, account.id, new Date(now));
  const token = newToken();
  await insertEmailChange(trx, {
    token,
    account_id: account.id,
    kind: 'confirm',
    old_email: account.email,
    new_email: email,
    created_at: new Date(now),
    expires_at: new Date(now + CONFIRM_TTL_MS),
  });
  await sendMail(
    trx,
    {
      to: email,
      kind: 'email-confirm',
      ...accountMails[languageOf(account.language)].emailConfirm({
        username: account.username,
        link: `${config.publicUrl}/email/${token}`,
      }),
    },
    now,
  );
  return {
    email: account.email,
    mailOff: account.mail_opt_out,
    pendingEmail: email,
    deletionDueAt: account.deletion_due_at?.getTime() ?? null,
  };
}

/** Follows a link from an e-mail: confirms a change (from the new address) or reverts it (from the old). */
export async function followEmailLink(trx: Trx, token: string, now: number) {
  const row = await findEmailChangeForUpdate(trx, token);
  if (!row || row.used_at || row.expires_at.getTime() <= now) throw emailErrors.badLink();
  const account = await findAccountByIdForUpdate(trx, row.account_id);
  if (!account) throw emailErrors.badLink();
  await markEmailChangeUsed(trx, token, new Date(now));
  if (row.kind === 'revert') {
    await updateAccount(trx, account.id, { email: row.old_email });
    await endSessions(trx, account.id, { all: true }, now);
    return { action: 'reverted' as const, email: row.old_email };
  }
  // confirmed only while the address is the one it was asked from
  if (account.email !== row.old_email) throw emailErrors.badLink();
  await updateAccount(trx, account.id, { email: row.new_email });
  const revert = newToken();
  await insertEmailChange(trx, {
    token: revert,
    account_id: account.id,
    kind: 'revert',
    old_email: row.old_email,
    new_email: row.new_email,
    created_at: new Date(now),
    expires_at: new Date(now + REVERT_TTL_MS),
  });
  await sendMail(
    trx,
    {
      to: row.old_email,
      kind: 'email-revert',
      ...accountMails[languageOf(account.language)].emailRevert({
        username: account.username,
        email: row.new_email,
        link: `${config.publicUrl}/email/${revert}`,
      }),
    },
    now,
  );
  return { action: 'confirmed' as const, email: row.new_email };
}
