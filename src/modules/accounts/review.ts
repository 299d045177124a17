import { config } from '../../platform/config.ts';
import type { Db, Executor } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { sendMail } from '../mail/index.ts';
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
export async function approveRegistration(db: Db, admin: Session, accountId: string, now: number) {
  return db.transaction().execute(async (trx) => {
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
        subject: 'Your Ephoran Frontier access is approved',
        text: [
          `Commander ${account.username},`,
          '',
          'The team has reviewed your registration and approved it. Activate your account with this link:',
          `${config.publicUrl}/activate/${token}`,
          '',
          'The link works once and expires in 14 days. Then sign in and choose your world.',
          '',
          `No newsletters or event mails, please: ${config.publicUrl}/unsubscribe/${(await findTokenOfAccount(trx, accountId, 'unsubscribe'))?.token ?? ''}`,
        ].join('\n'),
      },
      now,
    );
    await recordAdminAction(trx, admin, 'approve-registration', account.username, { accountId }, now);
    return { ...account, status: 'approved', reviewed_at: new Date(now) };
  });
}

/** Denies a pending registration, tells the person by mail and audits it. */
export async function denyRegistration(db: Db, admin: Session, accountId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const account = await findAccountByIdForUpdate(trx, accountId);
    if (!account) throw accountsErrors.accountNotFound();
    if (account.status !== 'pending') throw accountsErrors.alreadyReviewed();
    await updateAccount(trx, accountId, { status: 'denied', reviewed_at: new Date(now) });
    await sendMail(
      trx,
      {
        to: account.email,
        kind: 'denial',
        subject: 'Your Ephoran Frontier registration',
        text: `Commander ${account.username},\n\nthank you for your interest. The team could not approve your registration this time.`,
      },
      now,
    );
    await recordAdminAction(trx, admin, 'deny-registration', account.username, { accountId }, now);
    return { ...account, status: 'denied', reviewed_at: new Date(now) };
  });
}
