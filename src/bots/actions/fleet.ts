/**
 * Fleets sent from the base: raids on pirate ships, gathering at asteroids, scouting, portal
 * missions, rallies (joined, or opened on a pirate ship).
 */
import { GROUND_UNITS, SPACE_UNITS, type UnitCounts, UNITS } from '../../game/index.ts';
import { type Ctx, fleet, nearest, readMap, slotFree } from './context.ts';

export async function raidPirate(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const strength = SPACE_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0) + GROUND_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0);
  const pirate = nearest(ctx, (t) => t === 'pirate-ship', Math.max(1, Math.floor(strength / 40)));
  if (!pirate) return;
  await ctx.c.call('sendUnits:attack', 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }', { x: pirate.x, y: pirate.y, u: fleet(home, 1) });
}

export async function gather(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const rock = nearest(ctx, (t) => t.endsWith('-asteroid'));
  if (!rock) return;
  await ctx.c.call('sendUnits:gather', 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u, mode:"gather"){ id } }', { x: rock.x, y: rock.y, u: fleet(home, 0.5) });
}

export async function scout(ctx: Ctx) {
  await readMap(ctx);
  const target = ctx.rng.next() < 0.5 ? nearest(ctx, (t) => t === 'pirate-ship') : (ctx.map.find((m) => m.type === 'solar-system' && !m.own && !m.ally) ?? null);
  if (!target) return;
  await ctx.c.call('scout', 'mutation($x:Int!,$y:Int!){ scout(x:$x, y:$y){ id } }', { x: target.x, y: target.y });
}

export async function mission(ctx: Ctx, home: UnitCounts) {
  const r = await ctx.c.call<{ getMissions: { id: string; status: string }[] }>('getMissions', '{ getMissions { id status } }');
  const m = r.data?.getMissions.find((x) => x.status === 'available');
  if (!m) return;
  const units = fleet(home, 0.3);
  if (!units.length) return;
  await ctx.c.call('deployMission', 'mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m, units:$u){ id } }', { m: m.id, u: units });
}

/** Joins an ally's waiting rally, or now and then opens one on a pirate ship. */
export async function rally(ctx: Ctx, home: UnitCounts) {
  const r = await ctx.c.call<{ rallies: { id: string; mine: boolean; joined: boolean; state: string; room: number }[] }>('rallies', '{ rallies { id mine joined state room } }');
  if (r.kind !== 'ok' || !r.data) return;
  if (!(await slotFree(ctx))) return;
  const open = r.data.rallies.find((x) => !x.mine && !x.joined && x.room > 0 && (x.state === 'waiting' || x.state === 'created'));
  if (open) {
    const units = fleet(home, 0.5).map((u) => ({ ...u, count: Math.min(u.count, open.room) }));
    await ctx.c.call('joinRally', 'mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r, units:$u){ id } }', { r: open.id, u: units });
    return;
  }
  if (r.data.rallies.some((x) => x.mine) || ctx.rng.next() < 0.7) return;
  await readMap(ctx);
  const pirate = nearest(ctx, (t) => t === 'pirate-ship');
  if (!pirate) return;
  await ctx.c.call('createRally', 'mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x, y:$y, units:$u, waitMinutes:5){ id } }', { x: pirate.x, y: pirate.y, u: fleet(home, 0.5) });
}
