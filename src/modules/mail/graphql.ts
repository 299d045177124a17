import { builder, callerFor } from '../../platform/graphql.ts';
import { mailRouter } from './procedures.ts';

const api = callerFor(mailRouter);

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const OutboxMailRef = builder.objectRef<OutboxMail>('OutboxMail').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    kind: t.exposeString('kind'),
    status: t.exposeString('status'),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.sentAt }),
  }),
});

builder.queryField('adminOutbox', (t) =>
  t.field({ type: [OutboxMailRef], resolve: (_r, _a, ctx) => api(ctx).outbox({ limit: 100 }) }),
);

builder.mutationField('adminResendMail', (t) =>
  t.field({
    type: 'String',
    description:
      "admins: queues a failed or stuck mail for SMTP again ('No SMTP server is configured: mail is read in this outbox'); audit-logged; answers the new status",
    args: { mailId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => (await api(ctx).resend({ mailId: String(a.mailId), reason: a.reason })).status,
  }),
);
