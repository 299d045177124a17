import { builder, callerFor, listEnum } from '../../platform/graphql.ts';
import { coresRouter } from './procedures.ts';
import type { CoreView } from './service.ts';
import { CATALYSTS } from '../../game/index.ts';

/** A core's four catalysts. */
const CatalystRef = listEnum('Catalyst', CATALYSTS);

const api = callerFor(coresRouter);

const CatalystsRef = builder.objectRef<CoreView['catalysts']>('Catalysts').implement({
  fields: (t) => ({
    attack: t.exposeInt('attack'),
    defense: t.exposeInt('defense'),
    health: t.exposeInt('health'),
    global: t.exposeInt('global', { description: 'production: food, steel and energy output' }),
  }),
});
const EffectRef = builder.objectRef<{ effect: string; amount: number }>('CoreEffect').implement({
  fields: (t) => ({
    effect: t.exposeString('effect', { description: "a modifier's name, e.g. ranger-attack, food-output" }),
    amount: t.exposeFloat('amount', { description: '0.03 = +3 %' }),
  }),
});
const CoreRef = builder.objectRef<CoreView>('EphoranCore').implement({
  description: 'an Ephoran core: its catalysts (levels 0–10) and what they give, and its Embrace',
  fields: (t) => ({
    id: t.exposeID('id'),
    catalysts: t.field({ type: CatalystsRef, resolve: (c) => c.catalysts }),
    effects: t.field({ type: [EffectRef], resolve: (c) => c.effects }),
    embracedUntil: t.float({
      nullable: true,
      description: 'epoch ms: its Embrace lasts until then',
      resolve: (c) => c.embracedUntil,
    }),
    embraceReadyAt: t.float({
      nullable: true,
      description: 'epoch ms: Embrace may be used again then',
      resolve: (c) => c.embraceReadyAt,
    }),
  }),
});

builder.queryField('ephoranCores', (t) => t.field({ type: [CoreRef], resolve: (_r, _a, ctx) => api(ctx).list() }));
builder.mutationFields((t) => ({
  buildCore: t.field({
    type: CoreRef,
    description: "builds a core from 10 core shards: 'Not enough items', 'You hold as many cores as you can'",
    resolve: (_r, _a, ctx) => api(ctx).build(),
  }),
  refineCatalyst: t.field({
    type: CoreRef,
    description:
      "raises a catalyst (attack, defense, health, global) one level for catalyst dust: 'Not enough items', 'This catalyst is at its highest level'",
    args: { coreId: t.arg.id({ required: true }), catalyst: t.arg({ type: CatalystRef, required: true }) },
    resolve: (_r, a, ctx) => api(ctx).refine({ coreId: String(a.coreId), catalyst: a.catalyst }),
  }),
  embraceCore: t.field({
    type: CoreRef,
    description:
      'doubles the core\'s effect for two hours of game time, then it rests a day: "You can\'t activate Embrace yet."',
    args: { coreId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).embrace({ coreId: String(a.coreId) }),
  }),
}));
