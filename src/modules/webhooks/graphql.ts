import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { WEBHOOK_KINDS } from './kinds.ts';
import { webhooksRouter } from './procedures.ts';
import type { WebhookView } from './service.ts';

const api = callerFor(webhooksRouter);

/** What a webhook is sent: a member under attack, a rally opened, an event ending. */
const WebhookKindRef = listEnum('WebhookKind', WEBHOOK_KINDS);

const WebhookRef = builder.objectRef<WebhookView>('AllianceWebhook').implement({
  description: 'an outgoing webhook of the alliance (its leader reads them)',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    kinds: t.expose('kinds', { type: [WebhookKindRef] }),
    createdBy: t.exposeString('createdBy'),
    createdAt: t.exposeFloat('createdAt'),
    enabled: t.exposeBoolean('enabled', { description: 'false once switched off after repeated failures' }),
    failures: t.exposeInt('failures', { description: 'deliveries given up in a row' }),
    lastStatus: t.exposeString('lastStatus', { nullable: true }),
    lastAt: t.exposeFloat('lastAt', { nullable: true }),
  }),
});

const AddedRef = builder.objectRef<{ webhook: WebhookView; secret: string }>('AllianceWebhookAdded').implement({
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, resolve: (r) => r.webhook }),
    secret: t.exposeString('secret', { description: 'the signing secret, shown this once' }),
  }),
});

builder.queryField('allianceWebhooks', (t) =>
  t.field({
    type: [WebhookRef],
    description: "the alliance's outgoing webhooks (its leader): 'Only the alliance’s leader manages its webhooks'",
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
);

builder.mutationFields((t) => ({
  addAllianceWebhook: t.field({
    type: AddedRef,
    description: 'adds a webhook (public addresses only; at most 3 per alliance); its signing secret is shown once',
    args: { url: t.arg.string({ required: true }), kinds: t.arg({ type: [WebhookKindRef], required: true }) },
    resolve: (_r, a, ctx) => api(ctx).add({ url: a.url, kinds: a.kinds }),
  }),
  removeAllianceWebhook: t.field({
    type: [WebhookRef],
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).remove({ id: String(a.id) }),
  }),
  enableAllianceWebhook: t.field({
    type: WebhookRef,
    description: 'switches on a webhook switched off after repeated failures',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).enable({ id: String(a.id) }),
  }),
  pingAllianceWebhook: t.field({
    type: WebhookRef,
    description: 'sends a test message now',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).ping({ id: String(a.id) }),
  }),
}));
