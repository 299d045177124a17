/** Mail: every outgoing e-mail lands in the outbox (shown in /control) and goes to SMTP when configured. */
export { mailTasks } from './jobs.ts';
export { mailRouter } from './procedures.ts';
export { type OutgoingMail, sendMail } from './service.ts';
export { mailCatalogue } from './errors.ts';
