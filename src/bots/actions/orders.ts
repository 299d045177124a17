/**
 * Fleet orders as a player gives them (decision 073): a repeat order farming the nearest pirate
 * ships in turn, and one contingency rule (to the home planet's orbit, or to an alliance mate's base).
 */
import type { UnitCounts } from '../../game/index.ts';
import { type Ctx, fleet, nearest, readMap, slotFree } from './context.ts';
import { pirateLevelFor } from './fleet.ts';

const ORDERS = '{ fleetOrders { orders { status } rules { id } } }';
type Orders = { fleetOrders: { orders: { status: string }[]; rules: { id: string }[] } };

/** A repeat order on one or two pirate ships near the base, half the fleet each trip (one at a time). */
export async function repeatFarm(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  const r = await ctx.c.call<Orders>('fleetOrders', ORDERS);
  if (r.kind !== 'ok' || !r.data) return;
  if (r.data.fleetOrders.orders.some((o) => o.status === 'active')) return;
  await readMap(ctx);
  const level = pirateLevelFor(home);
  const first = nearest(ctx, (t) => t === 'pirate-ship', level);
  if (!first) return;
  const second = nearest(
    ctx,
    (t) => t === 'pirate-ship',
    level,
    (m) => m.x !== first.x || m.y !== first.y,
  );
  const units = fleet(home, 0.5);
  if (!units.length) return;
  await ctx.c.call(
    'createRepeatOrder',
    'mutation($t:[RepeatTargetInput!]!){ createRepeatOrder(targets:$t, lossThreshold:30){ id } }',
    { t: [first, second].flatMap((p) => (p ? [{ x: p.x, y: p.y, units }] : [])) },
  );
}

/** One contingency rule per bot: to the orbit, or (in an alliance) now and then to a mate's base. */
export async function contingency(ctx: Ctx) {
  const r = await ctx.c.call<Orders>('fleetOrders:rules', ORDERS);
  if (r.kind !== 'ok' || !r.data) return;
  if (r.data.fleetOrders.rules.length > 0) {
    ctx.ruleSet = true;
    return;
  }
  let ally: string | undefined;
  if (ctx.inAlliance && ctx.rng.next() < 0.5) {
    const mates = await ctx.c.call<{ myAlliance: { members: { commander: string }[] } }>(
      'myAlliance:members',
      '{ myAlliance { alliance { id } members { commander } } }',
    );
    const names = (mates.data?.myAlliance.members ?? []).map((m) => m.commander).filter((n) => n !== ctx.o.username);
    if (names.length) ally = names[ctx.rng.int(0, names.length - 1)];
  }
  const added = await ctx.c.call(
    'addContingencyRule',
    'mutation($m:Int!,$a:ContingencyAction!,$ally:String){ addContingencyRule(minutes:$m, action:$a, ally:$ally){ id } }',
    { m: ctx.rng.int(2, 10), a: ally ? 'ally' : 'evacuate', ally },
  );
  if (added.kind === 'ok') ctx.ruleSet = true;
}
