import type { Db, Executor, Trx } from '../../platform/db.ts';
import { type Language, languageOf } from '../../platform/languages.ts';
import { publish } from '../../platform/pubsub.ts';
import type { AppServices, Session } from '../../platform/trpc.ts';
import { findAccountsByIds } from '../accounts/index.ts';
import { recordAdminAction } from '../audit/index.ts';
import { sendMail } from '../mail/index.ts';
import { findTicketForUpdate, insertTicket, listTickets, type TicketRow, updateTicket } from './repo.ts';
import { supportError } from './errors.ts';

export const MESSAGE_RULE = 'Message minimum length is 20 and maximum length is 1000';

export const supportErrors = {
  message: () => supportError('MESSAGE_LENGTH'),
  subject: () => supportError('SUBJECT_REQUIRED'),
  email: () => supportError('EMAIL_FORMAT'),
  captcha: () => supportError('CAPTCHA_FAILED'),
  notFound: () => supportError('TICKET_NOT_FOUND'),
  closed: () => supportError('TICKET_CLOSED'),
};

export interface ContactInput {
  subject: string;
  message: string;
  email?: string | null;
  recaptcha?: string | null;
  /** the language the ticket is written in: the answer's e-mail is written in it */
  language?: Language | null;
}

/** A support message from the contact form: a ticket the team sees in /control. */
export async function contactSupport(
  services: Pick<AppServices, 'db' | 'clock' | 'captcha'>,
  session: Session | null,
  input: ContactInput,
) {
  const now = services.clock.now();
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!subject || subject.length > 120) throw supportErrors.subject();
  if (message.length < 20 || message.length > 1000) throw supportErrors.message();
  const email = session ? null : (input.email ?? '').trim();
  if (!session && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email ?? '')) throw supportErrors.email();
  if (!(await services.captcha.verify(input.recaptcha, 'contact', now))) throw supportErrors.captcha();
  await insertTicket(services.db, {
    accountId: session?.accountId ?? null,
    email,
    subject,
    message,
    language: languageOf(input.language),
    at: new Date(now),
  });
  return { ok: true };
}

/** Tickets with the author's name and reply address, for the control panel. */
export async function ticketViews(ex: Executor, rows: TicketRow[]) {
  const accounts = await findAccountsByIds(ex, [
    ...new Set(rows.map((r) => r.account_id).filter((x): x is string => !!x)),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return rows.map((r) => {
    const a = r.account_id ? byId.get(r.account_id) : undefined;
    return {
      id: r.id,
      subject: r.subject,
      message: r.message,
      status: r.status,
      answer: r.answer,
      createdAt: r.created_at,
      closedAt: r.closed_at,
      username: a?.username ?? null,
      email: a?.email ?? r.email,
    };
  });
}

export async function adminTickets(db: Db, status: string | null) {
  return ticketViews(db, await listTickets(db, status, 500));
}

/** The answer's signature, in the ticket's language. */
const TEAM: Record<Language, string> = { en: 'The Ephoran Frontier team', de: 'Das Team von Ephoran Frontier' };

/** Answers a ticket by mail (outbox or SMTP) and audits it. */
export async function answerTicket(trx: Trx, admin: Session, ticketId: string, answer: string, now: number) {
  const t = await findTicketForUpdate(trx, ticketId);
  if (!t) throw supportErrors.notFound();
  if (t.status === 'closed') throw supportErrors.closed();
  const [view] = await ticketViews(trx, [t]);
  if (view?.email) {
    await sendMail(
      trx,
      {
        to: view.email,
        kind: 'ticket-answer',
        subject: `${languageOf(t.language) === 'de' ? 'AW' : 'Re'}: ${t.subject}`,
        text: `${answer}\n\n— ${TEAM[languageOf(t.language)]}\n\n> ${t.message.replace(/\n/g, '\n> ')}`,
      },
      now,
    );
  }
  await updateTicket(trx, t.id, { status: 'answered', answer });
  await recordAdminAction(trx, admin, 'answer-ticket', t.subject, { ticketId }, now);
  return (await ticketViews(trx, [{ ...t, status: 'answered', answer }]))[0]!;
}

/** Closes a ticket; the author's open browsers get the ticket-closed toast at once. */
export async function closeTicket(trx: Trx, admin: Session, ticketId: string, now: number) {
  const t = await findTicketForUpdate(trx, ticketId);
  if (!t) throw supportErrors.notFound();
  if (t.status === 'closed') throw supportErrors.closed();
  await updateTicket(trx, t.id, { status: 'closed', closed_at: new Date(now) });
  if (t.account_id) {
    await publish(trx, {
      accountId: t.account_id,
      kind: 'ticket-closed',
      data: { ticketId: t.id, subject: t.subject, text: `Your support ticket "${t.subject}" was closed.` },
    });
  }
  await recordAdminAction(trx, admin, 'close-ticket', t.subject, { ticketId }, now);
  return (await ticketViews(trx, [{ ...t, status: 'closed', closed_at: new Date(now) }]))[0]!;
}
