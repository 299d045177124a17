/**
 * The shop and the backpack: buying an item with credits (the catalogue is src/game's, as the shop
 * page shows it), using one (a crate emptied into the stores, a radar sweep, a speed-up on a running
 * queue item), and now and then a teleport bought and used to move the base to a free spot nearby.
 */
import { checkItemUse, isOpenForBase, ITEMS_BY_TYPE, type Resources, SHOP_ITEMS, worldSeed } from '../../game/index.ts';
import type { Ctx } from './context.ts';

/** What a bot buys: what it can use at once (shields, portal shields, hyperdrives and teleports are not bought here). */
const BUYABLE = SHOP_ITEMS.filter((i) => i.kind === 'crate' || i.kind === 'speedup' || i.kind === 'radar');
const TELEPORT = ITEMS_BY_TYPE.teleport!;

const BUY = 'mutation($t:String!,$n:Int!){ buyItem(type:$t, count:$n){ type count } }';

async function backpack(ctx: Ctx): Promise<Map<string, number> | null> {
  const r = await ctx.c.call<{ backpack: { type: string; count: number }[] }>(
    'backpack',
    '{ backpack { type count } }',
  );
  if (r.kind !== 'ok' || !r.data) return null;
  return new Map(r.data.backpack.map((i) => [i.type, i.count]));
}

/** Buys one to three of an item it can afford. */
export async function buy(ctx: Ctx, have: Resources) {
  const affordable = BUYABLE.filter((i) => i.price <= have.credits);
  if (!affordable.length) return;
  const item = affordable[ctx.rng.int(0, affordable.length - 1)]!;
  const count = ctx.rng.int(1, Math.max(1, Math.min(3, Math.floor(have.credits / item.price))));
  const r = await ctx.c.call('buyItem', BUY, { t: item.type, n: count });
  if (r.kind === 'ok') ctx.usableItems = null;
}

/** Uses something from the backpack: a crate or a radar (useItem), or a speed-up on a running queue item (speedUp). */
export async function use(ctx: Ctx) {
  const bag = await backpack(ctx);
  if (!bag) return;
  const queue = ctx.base?.queue ?? [];
  const uses: (() => Promise<unknown>)[] = [];
  for (const [type, have] of bag) {
    const d = ITEMS_BY_TYPE[type];
    if (!d || have <= 0) continue;
    if (d.kind === 'crate' || d.kind === 'radar') {
      const count = d.kind === 'crate' ? have : 1;
      if (!checkItemUse(type, count, have).ok) continue;
      uses.push(async () => {
        const r = await ctx.c.call(
          'useItem',
          'mutation($t:String!,$n:Int!){ useItem(type:$t, count:$n){ type count } }',
          { t: type, n: count },
        );
        // what a radar found shows on the map: look again
        if (r.kind === 'ok' && d.kind === 'radar') ctx.mapAt = 0;
      });
    } else if (d.kind === 'speedup') {
      const item = queue.find((q) => checkItemUse(type, 1, have, q.kind).ok);
      if (item)
        uses.push(() =>
          ctx.c.call(
            'speedUp',
            'mutation($q:ID!,$t:String!,$n:Int!){ speedUp(queueItemId:$q, type:$t, count:$n){ type count } }',
            { q: item.id, t: type, n: 1 },
          ),
        );
    }
  }
  ctx.usableItems = uses.length;
  if (!uses.length) return;
  await uses[ctx.rng.int(0, uses.length - 1)]!();
  // what is left is seen at the next look
  ctx.usableItems = null;
}

/** With no fleet of its own away: buys a teleport if it has none, and moves the base to a free spot within eight cells. */
export async function teleport(ctx: Ctx, have: Resources) {
  const b = ctx.base;
  if (!b) return;
  // the game moves no base with a fleet out (the march list shows them)
  const out = await ctx.c.call<{ getMapMarches: { status: string }[] }>(
    'getMapMarches',
    '{ getMapMarches { id kind status } }',
  );
  if (out.kind !== 'ok' || !out.data || out.data.getMapMarches.some((m) => m.status !== 'done')) return;
  const bag = await backpack(ctx);
  if (!bag) return;
  if ((bag.get(TELEPORT.type) ?? 0) < 1) {
    if (have.credits < (TELEPORT.price ?? Number.POSITIVE_INFINITY)) return;
    const r = await ctx.c.call('buyItem:teleport', BUY, { t: TELEPORT.type, n: 1 });
    if (r.kind !== 'ok') return;
  }
  const r = await ctx.c.call<{ getMap: { worldId: string; size: number; items: { x: number; y: number }[] } }>(
    'getMap',
    'query($x:Int!,$y:Int!){ getMap(x:$x, y:$y, radius:10){ worldId size items { x y } } }',
    { x: b.x, y: b.y },
  );
  if (r.kind !== 'ok' || !r.data) return;
  const { worldId, size, items } = r.data.getMap;
  const taken = new Set(items.map((i) => `${i.x}:${i.y}`));
  const seed = worldSeed(worldId);
  for (let i = 0; i < 30; i++) {
    const spot = { x: b.x + ctx.rng.int(-8, 8), y: b.y + ctx.rng.int(-8, 8) };
    if (taken.has(`${spot.x}:${spot.y}`) || !isOpenForBase(seed, size, spot)) continue;
    const moved = await ctx.c.call(
      'teleportBase',
      'mutation($x:Int!,$y:Int!){ teleportBase(x:$x, y:$y){ type count } }',
      spot,
    );
    if (moved.kind === 'ok') {
      // the map around the new spot is another one
      ctx.map = [];
      ctx.mapAt = 0;
    }
    return;
  }
}
