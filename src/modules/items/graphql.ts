import { FRAGMENTS_TO_COMBINE, type SHOP_ITEMS } from '../../game/index.ts';
import { builder, callerFor } from '../../platform/graphql.ts';
import { itemsRouter } from './procedures.ts';

const api = callerFor(itemsRouter);

const ShopItemRef = builder.objectRef<(typeof SHOP_ITEMS)[number]>('ShopItem').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    kind: t.exposeString('kind', {
      description: 'speedup, crate, shield, portal-shield, teleport, hyperdrive or radar',
    }),
    price: t.exposeInt('price', { description: 'credits' }),
    target: t.string({
      nullable: true,
      description: 'speed-ups: building, research, training or healing; radars: pirate-ship or quantarite-asteroid',
      resolve: (i) => (i.kind === 'speedup' || i.kind === 'radar' ? i.target : null),
    }),
    minutes: t.int({
      nullable: true,
      description: 'speed-ups: minutes taken off; shields: minutes up; radars: minutes the finds show',
      resolve: (i) =>
        i.kind === 'speedup' || i.kind === 'shield' || i.kind === 'portal-shield' || i.kind === 'radar'
          ? i.ms / 60_000
          : null,
    }),
    gives: t.string({
      nullable: true,
      description: 'crates: JSON text of the resources inside',
      resolve: (i) => (i.kind === 'crate' ? JSON.stringify(i.gives) : null),
    }),
  }),
});

const BackpackItemRef = builder.objectRef<{ type: string; count: number }>('BackpackItem').implement({
  fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }),
});

type Fragments = Awaited<ReturnType<ReturnType<typeof api>['fragments']>>;
const FragmentsRef = builder.objectRef<Fragments>('FragmentsResult').implement({
  description: 'the backpack after a fragment conversion or combination, and what came of it',
  fields: (t) => ({
    backpack: t.field({ type: [BackpackItemRef], resolve: (r) => r.backpack }),
    symbols: t.int({
      nullable: true,
      description: 'a conversion: symbol fragments gained',
      resolve: (r) => r.outcome.symbols ?? null,
    }),
    address: t.string({
      nullable: true,
      description: "a combination: another commander's portal address",
      resolve: (r) => r.outcome.address ?? null,
    }),
    commander: t.string({ nullable: true, resolve: (r) => r.outcome.commander ?? null }),
    x: t.int({ nullable: true, resolve: (r) => r.outcome.x ?? null }),
    y: t.int({ nullable: true, resolve: (r) => r.outcome.y ?? null }),
  }),
});

builder.queryField('shopItems', (t) => t.field({ type: [ShopItemRef], resolve: (_r, _a, ctx) => api(ctx).shop() }));
builder.queryField('backpack', (t) =>
  t.field({ type: [BackpackItemRef], resolve: (_r, _a, ctx) => api(ctx).backpack() }),
);

builder.mutationFields((t) => ({
  buyItem: t.field({
    type: [BackpackItemRef],
    description:
      "buys count of an item with credits: 'Item purchase failed', \"You don't have enough credits\"; answers the backpack",
    args: { type: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).buy(a),
  }),
  useItem: t.field({
    type: [BackpackItemRef],
    description:
      "uses items: crates empty into the stores, a planetary or portal shield goes up, a radar sweeps, unknown fragments convert, five symbol fragments combine into an address: 'Not enough items', 'You need to select an amount', 'Your protection is already active', 'Cannot activate protection, you have to wait 30 minutes after disabling it'; answers the backpack",
    args: { type: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).use(a),
  }),
  convertFragments: t.field({
    type: FragmentsRef,
    description:
      "converts unknown fragments into symbol fragments (1 to 3 each), with a 'fragments converted' report: 'Not enough items', 'You need to select an amount'",
    args: { count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).fragments({ kind: 'convert', count: a.count }),
  }),
  combineFragments: t.field({
    type: FragmentsRef,
    description:
      "combines five symbol fragments into another commander's portal address, with a 'fragments combined' report: 'Not enough items'",
    resolve: (_r, _a, ctx) => api(ctx).fragments({ kind: 'combine', count: FRAGMENTS_TO_COMBINE }),
  }),
  teleportBase: t.field({
    type: [BackpackItemRef],
    description:
      "moves the base to an empty spot with a teleport from the backpack: 'Location not empty', 'Teleport failed'; answers the backpack",
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).teleport({ x: a.x, y: a.y }),
  }),
  speedUp: t.field({
    type: [BackpackItemRef],
    description:
      "uses count speed-ups on a running queue item: 'No speedups available', 'You need to select an amount', 'Speed up failed'; answers the backpack",
    args: {
      queueItemId: t.arg.id({ required: true }),
      type: t.arg.string({ required: true }),
      count: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) => api(ctx).speedUp({ queueItemId: String(a.queueItemId), type: a.type, count: a.count }),
  }),
}));
