import type { ItemDef } from '../../game/index.ts';
import { builder, callerFor } from '../../platform/graphql.ts';
import { itemsRouter } from './procedures.ts';

const api = callerFor(itemsRouter);

const ShopItemRef = builder.objectRef<ItemDef>('ShopItem').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    kind: t.exposeString('kind', { description: 'speedup, crate, shield, teleport or hyperdrive' }),
    price: t.exposeInt('price', { description: 'credits' }),
    target: t.string({ nullable: true, description: 'speed-ups: building, research or training', resolve: (i) => (i.kind === 'speedup' ? i.target : null) }),
    minutes: t.int({ nullable: true, description: 'speed-ups: minutes taken off; shields: minutes up', resolve: (i) => (i.kind === 'speedup' || i.kind === 'shield' ? i.ms / 60_000 : null) }),
    gives: t.string({ nullable: true, description: 'crates: JSON text of the resources inside', resolve: (i) => (i.kind === 'crate' ? JSON.stringify(i.gives) : null) }),
  }),
});

const BackpackItemRef = builder.objectRef<{ type: string; count: number }>('BackpackItem').implement({
  fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }),
});

builder.queryField('shopItems', (t) => t.field({ type: [ShopItemRef], resolve: (_r, _a, ctx) => api(ctx).shop() }));
builder.queryField('backpack', (t) => t.field({ type: [BackpackItemRef], resolve: (_r, _a, ctx) => api(ctx).backpack() }));

builder.mutationFields((t) => ({
  buyItem: t.field({
    type: [BackpackItemRef],
    description: "buys count of an item with credits: 'Item purchase failed', \"You don't have enough credits\"; answers the backpack",
    args: { type: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).buy(a),
  }),
  useItem: t.field({
    type: [BackpackItemRef],
    description:
      "uses items: crates empty into the stores, a planetary shield goes up: 'Not enough items', 'You need to select an amount', 'Your protection is already active', 'Cannot activate protection, you have to wait 30 minutes after disabling it'; answers the backpack",
    args: { type: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).use(a),
  }),
  teleportBase: t.field({
    type: [BackpackItemRef],
    description: "moves the base to an empty spot with a teleport from the backpack: 'Location not empty', 'Teleport failed'; answers the backpack",
    args: { x: t.arg.int({ required: true }), y: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).teleport({ x: a.x, y: a.y }),
  }),
  speedUp: t.field({
    type: [BackpackItemRef],
    description: "uses count speed-ups on a running queue item: 'No speedups available', 'You need to select an amount', 'Speed up failed'; answers the backpack",
    args: { queueItemId: t.arg.id({ required: true }), type: t.arg.string({ required: true }), count: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).speedUp({ queueItemId: String(a.queueItemId), type: a.type, count: a.count }),
  }),
}));
