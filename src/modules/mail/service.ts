import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../../platform/config.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { enqueue } from '../../platform/jobs.ts';
import { findMail, findMailForUpdate, insertMail, markMail, requeueMail } from './repo.ts';
import { mailError } from './errors.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** what the mail is for: approval, denial, ticket-answer … (shown in the outbox) */
  kind: string;
}

/**
 * Records a mail in the outbox inside the caller's transaction. With SMTP configured it is also
 * queued for delivery by the `mail/send` job (which runs only if the transaction commits);
 * without SMTP it stays in the outbox that /control shows.
 */
export async function sendMail(trx: Executor, mail: OutgoingMail, now: number): Promise<string> {
  const smtp = Boolean(config.smtpUrl);
  const row = await insertMail(trx, { ...mail, status: smtp ? 'queued' : 'outbox', at: new Date(now) });
  if (smtp) await enqueue(trx, 'mail/send', { mailId: row.id }, { jobKey: `mail:${row.id}` });
  return row.id;
}

let transport: Transporter | null = null;

export async function deliverMail(ex: Executor, mailId: string, now: number): Promise<void> {
  const mail = await findMail(ex, mailId);
  if (!mail || mail.status === 'sent') return; // already delivered: a retried job changes nothing
  transport ??= nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
    });
    await markMail(ex, mailId, 'sent', new Date(now));
  } catch (err) {
    await markMail(ex, mailId, 'failed', new Date(now), String(err));
    throw err; // graphile-worker retries with back-off
  }
}

/**
 * An admin sends a mail again: a failed or stuck one is queued for the `mail/send` job
 * afresh. Without SMTP there is nowhere to send it: the outbox is where it is read. Audit-logged.
 */
export async function resendMail(
  trx: Trx,
  admin: Pick<Session, 'accountId' | 'username'>,
  mailId: string,
  reason: string,
  now: number,
) {
  if (!config.smtpUrl) throw mailError('NO_SMTP');
  const mail = await findMailForUpdate(trx, mailId);
  if (!mail) throw mailError('MAIL_NOT_FOUND', { field: 'mailId' });
  if (mail.status === 'sent') throw mailError('MAIL_SENT');
  await requeueMail(trx, mail.id);
  await enqueue(trx, 'mail/send', { mailId: mail.id }, { jobKey: `mail:${mail.id}:again:${now}` });
  await recordAdminAction(
    trx,
    admin,
    'mail-resend',
    mail.to_address,
    {
      reason,
      mailId: mail.id,
      kind: mail.kind,
      before: { status: mail.status, error: mail.error },
      after: { status: 'queued' },
    },
    now,
  );
  return { id: mail.id, status: 'queued' };
}
