import { builder, callerFor } from '../../platform/graphql.ts';
import { allyHelpRouter } from './procedures.ts';
import type { HelpRequestView } from './service.ts';

const api = callerFor(allyHelpRouter);

const HelpRequestRef = builder.objectRef<HelpRequestView>('AllianceHelpRequest').implement({
  description: "a member's call for help on a running queue item (decision 071)",
  fields: (t) => ({
    id: t.exposeID('id'),
    profileId: t.exposeID('profileId'),
    commander: t.exposeString('commander'),
    queueItemId: t.exposeID('queueItemId'),
    kind: t.exposeString('kind', { description: 'building, research, training or healing' }),
    target: t.exposeString('target', { description: 'the building, research line or unit type' }),
    level: t.exposeInt('level', { description: 'the level it reaches; for a batch, how many units' }),
    dueAt: t.float({ description: 'epoch ms: when the item ends now', resolve: (r) => r.dueAt }),
    helps: t.exposeInt('helps'),
    cap: t.exposeInt('cap', { description: 'most helps the item can get' }),
    cutMs: t.float({ description: 'what one help cuts, ms', resolve: (r) => r.cutMs }),
    mine: t.exposeBoolean('mine'),
    helpedByMe: t.exposeBoolean('helpedByMe'),
  }),
});
const HelpAllRef = builder.objectRef<{ helped: number; requests: HelpRequestView[] }>('AllianceHelpAll').implement({
  fields: (t) => ({
    helped: t.exposeInt('helped', { description: 'how many requests this tap helped' }),
    requests: t.field({ type: [HelpRequestRef], resolve: (r) => r.requests }),
  }),
});

builder.queryField('allianceHelp', (t) =>
  t.field({
    type: [HelpRequestRef],
    description: "the open help requests of the reader's alliance, oldest first",
    resolve: (_r, _a, ctx) => api(ctx).open(),
  }),
);
builder.mutationField('askAllianceHelp', (t) =>
  t.field({
    type: [HelpRequestRef],
    description:
      "asks the alliance for help on a running queue item: 'You already asked your alliance for help with this'",
    args: { queueItemId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).ask({ queueItemId: String(a.queueItemId) }),
  }),
);
builder.mutationField('helpAlly', (t) =>
  t.field({
    type: [HelpRequestRef],
    description:
      "one tap: the ally's item ends earlier: 'You already helped with this', 'This item has all the help it can get'",
    args: { requestId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).help({ requestId: String(a.requestId) }),
  }),
);
builder.mutationField('helpAllAllies', (t) =>
  t.field({
    type: HelpAllRef,
    description: 'helps every open request the reader has not helped yet',
    resolve: (_r, _a, ctx) => api(ctx).helpAll(),
  }),
);
