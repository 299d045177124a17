import { RELATION_KINDS } from '../../game/index.ts';
import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { diplomacyRouter } from './procedures.ts';
import type { RelationView } from './service.ts';

const api = callerFor(diplomacyRouter);

const RelationKindRef = listEnum('RelationKind', RELATION_KINDS);

const OtherAllianceRef = builder
  .objectRef<RelationView['alliance']>('RelationAlliance')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), tag: t.exposeString('tag') }) });

const RelationRef = builder.objectRef<RelationView>('AllianceRelation').implement({
  description:
    'a relation of the reader’s alliance with another (decision 070): pact (no attacks between members), ally (no attacks; members reinforce each other), war (shown only)',
  fields: (t) => ({
    id: t.exposeID('id'),
    alliance: t.field({ type: OtherAllianceRef, resolve: (r) => r.alliance }),
    kind: t.field({ type: RelationKindRef, resolve: (r) => r.kind }),
    status: t.exposeString('status', {
      description: 'in-force; proposed (by the reader’s alliance, waiting); asked (of the reader’s alliance)',
    }),
    since: t.exposeFloat('since', { description: 'epoch ms: in force since, or proposed at' }),
  }),
});

builder.queryField('allianceRelations', (t) =>
  t.field({ type: [RelationRef], resolve: (_r, _a, ctx) => api(ctx).relations() }),
);
builder.mutationField('proposeAllianceRelation', (t) =>
  t.field({
    type: RelationRef,
    nullable: true,
    description:
      "the leader proposes a pact or an alliance (the other leader accepts), or declares war (at once): 'Only the alliance leader can conduct diplomacy', …",
    args: { allianceId: t.arg.id({ required: true }), kind: t.arg({ type: RelationKindRef, required: true }) },
    resolve: (_r, a, ctx) => api(ctx).propose({ allianceId: String(a.allianceId), kind: a.kind }),
  }),
);
builder.mutationField('acceptAllianceRelation', (t) =>
  t.field({
    type: RelationRef,
    nullable: true,
    description: 'the other leader accepts a proposal: it holds from now, replacing the relation in force',
    args: { relationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).accept({ relationId: String(a.relationId) }),
  }),
);
builder.mutationField('endAllianceRelation', (t) =>
  t.field({
    type: 'Boolean',
    description: 'either leader ends a relation, withdraws their proposal or declines the other’s',
    args: { relationId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).end({ relationId: String(a.relationId) }),
  }),
);
