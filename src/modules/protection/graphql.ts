import { builder, callerFor } from '../../platform/graphql.ts';
import { protectionRouter } from './procedures.ts';

const api = callerFor(protectionRouter);
type Facts = NonNullable<Awaited<ReturnType<ReturnType<typeof api>['facts']>>>;
type Sheltered = Awaited<ReturnType<ReturnType<typeof api>['sheltered']>>[number];

const FactsRef = builder.objectRef<Facts>('AttackProtection').implement({
  description:
    "what the bash limit and strength protection read about an attack of the reader's on one base (decision 067); the browser runs src/game's checks on it",
  fields: (t) => ({
    landings: t.floatList({
      description: "epoch ms: landings of the reader's (or their alliance's) attacks on the base, landed and in flight",
      resolve: (f) => f.landings,
    }),
    attackerInfluence: t.exposeInt('attackerInfluence'),
    targetInfluence: t.exposeInt('targetInfluence'),
    targetBaseCreatedAt: t.float({
      description: 'epoch ms: when the base was founded',
      resolve: (f) => f.targetBaseCreatedAt,
    }),
    worldSpeed: t.exposeFloat('worldSpeed'),
    targetInactive: t.exposeBoolean('targetInactive', { description: '7 days or more without a sign-in' }),
    targetHasAttackedPlayers: t.exposeBoolean('targetHasAttackedPlayers'),
  }),
});

const ShelteredRef = builder.objectRef<Sheltered>('ShelteredBase').implement({
  description: 'a base strength protection shelters from the reader (decision 067)',
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    until: t.float({ description: 'epoch ms: when the protection ends', resolve: (s) => s.until }),
  }),
});

builder.queryField('attackProtection', (t) =>
  t.field({
    type: FactsRef,
    nullable: true,
    description:
      "the protection facts of an attack on the base at (x, y); null when no other commander's base is there",
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).facts({ x: a.x, y: a.y }),
  }),
);
builder.queryField('shelteredBases', (t) =>
  t.field({
    type: [ShelteredRef],
    description: 'bases around (x, y) that strength protection shelters from the reader now: radius 1 to 20',
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }), radius: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).sheltered({ x: a.x, y: a.y, radius: a.radius }),
  }),
);
