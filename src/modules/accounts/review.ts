import { config } from '../../platform/config.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { languageOf } from '../../platform/languages.ts';
import { sendMail } from '../mail/index.ts';
import { accountMails } from './mails.ts';
import { accountsErrors } from './errors.ts';
import {
  findAccountByIdForUpdate,
  findTokenOfAccount,
  insertToken,
  listAccountsByStatus,
  updateAccount,
} from './repo.ts';
import { newToken } from './registration.ts';

const ACTIVATION_TTL_MS = 14 * 24 * 3600 * 1000;

export function listRegistrations(ex: Executor, status: string) {
  return listAccountsByStatus(ex, status, 500);
}

/** Approves a pending registration: mails the activation link (outbox or SMTP) and audits it. */
export async function approveRegistration(trx: Trx, admin: Session, accountId: string, now: number) {
  const account = await findAccountByIdForUpdate(trx, accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (account.status !== 'pending') throw accountsErrors.alreadyReviewed();
  const token = newToken();
  await insertToken(trx, {
    token,
    accountId,
    kind: 'activate',
    expiresAt: new Date(now + ACTIVATION_TTL_MS),
    at: new Date(now),
  });
  await updateAccount(trx, accountId, { status: 'approved', reviewed_at: new Date(now) });
  await sendMail(
    trx,
    {
      to: account.email,
      kind: 'approval',
      ...accountMails[languageOf(account.language)].approval({
        username: account.username,
        link: `${config.publicUrl}/activate/${token}`,
        unsubscribe: `${config.publicUrl}/unsubscribe/${(await findTokenOfAccount(trx, accountId, 'unsubscribe'))?.token ?? ''}`,
      }),
    },
    now,
  );
  await recordAdminAction(trx, admin, 'approve-registration', account.username, { accountId }, now);
  return { ...account, status: 'approved', reviewed_at: new Date(now) };
}

/** Denies a pending registration, tells the person by mail and audits it. */
export async function denyRegistration(trx: Trx, admin: Session, accountId: string, now: number) {
  const account = await findAccountByIdForUpdate(trx, accountId);
  if (!account) throw accountsErrors.accountNotFound();
  if (account.status !== 'pending') throw accountsErrors.alreadyReviewed();
  await updateAccount(trx, accountId, { status: 'denied', reviewed_at: new Date(now) });
  await sendMail(
    trx,
    {
      to: account.email,
      kind: 'denial',
      ...accountMails[languageOf(account.language)].denial({ username: account.username }),
    },
    now,
  );
  await recordAdminAction(trx, admin, 'deny-registration', account.username, { accountId }, now);
  return { ...account, status: 'denied', reviewed_at: new Date(now) };
}
