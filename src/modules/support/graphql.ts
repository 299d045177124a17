import { builder, callerFor, LanguageRef, OkResultRef } from '../../platform/graphql.ts';
import { supportRouter } from './procedures.ts';

const api = callerFor(supportRouter);

interface TicketShape {
  id: string;
  subject: string;
  message: string;
  status: string;
  answer: string | null;
  createdAt: Date;
  closedAt: Date | null;
  username: string | null;
  email: string | null;
}
const TicketRef = builder.objectRef<TicketShape>('Ticket').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
    status: t.exposeString('status'),
    answer: t.exposeString('answer', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (x) => x.createdAt }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (x) => x.closedAt }),
    username: t.exposeString('username', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
  }),
});

const ContactInputRef = builder.inputType('ContactInput', {
  fields: (t) => ({
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
    email: t.string(),
    recaptcha: t.string(),
    language: t.field({ type: LanguageRef, description: 'the language of the message: the answer is mailed in it' }),
  }),
});

builder.queryFields((t) => ({
  closedTickets: t.field({ type: [TicketRef], resolve: (_r, _a, ctx) => api(ctx).closedTickets() }),
  adminTickets: t.field({
    type: [TicketRef],
    args: { status: t.arg.string() },
    resolve: (_r, a, ctx) => api(ctx).list({ status: (a.status || null) as 'open' | null }),
  }),
}));

builder.mutationFields((t) => ({
  contactSupport: t.field({
    type: OkResultRef,
    args: { input: t.arg({ type: ContactInputRef, required: true }) },
    resolve: (_r, a, ctx) => api(ctx).contact(a.input),
  }),
  acknowledgeTicket: t.field({
    type: OkResultRef,
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).acknowledge({ ticketId: String(a.ticketId) }),
  }),
  answerTicket: t.field({
    type: TicketRef,
    args: { ticketId: t.arg.id({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).answer({ ticketId: String(a.ticketId), answer: a.answer }),
  }),
  closeTicket: t.field({
    type: TicketRef,
    args: { ticketId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).close({ ticketId: String(a.ticketId) }),
  }),
}));
