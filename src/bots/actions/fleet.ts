/**
 * Fleets sent from the base: raids on pirate ships, gathering at asteroids, occupying an object,
 * letting go of it, scouting, portal missions, rallies (joined, or opened on a pirate ship),
 * reinforcements sent to an alliance mate's base and called home.
 */
import { GROUND_UNITS, isOccupiable, SPACE_UNITS, type UnitCounts, UNITS } from '../../game/index.ts';
import type { MapItem } from '../wire.ts';
import { type Ctx, fleet, nearest, readMap, slotFree } from './context.ts';

/** The highest pirate level a fleet of this strength takes on. */
export function pirateLevelFor(home: UnitCounts): number {
  const strength =
    SPACE_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0) +
    GROUND_UNITS.reduce((n, u) => n + (home[u] ?? 0) * UNITS[u].influence, 0);
  return Math.max(1, Math.floor(strength / 40));
}

export async function raidPirate(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const pirate = nearest(ctx, (t) => t === 'pirate-ship', pirateLevelFor(home));
  if (!pirate) return;
  await ctx.c.call(
    'sendUnits:attack',
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }',
    { x: pirate.x, y: pirate.y, u: fleet(home, 1) },
  );
}

export async function gather(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const rock = nearest(ctx, (t) => t.endsWith('-asteroid'));
  if (!rock) return;
  await ctx.c.call(
    'sendUnits:gather',
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u, mode:gather){ id } }',
    { x: rock.x, y: rock.y, u: fleet(home, 0.5) },
  );
}

export async function scout(ctx: Ctx) {
  await readMap(ctx);
  const target =
    ctx.rng.next() < 0.5
      ? nearest(ctx, (t) => t === 'pirate-ship')
      : (ctx.map.find((m) => m.type === 'solar-system' && !m.own && !m.ally) ?? null);
  if (!target) return;
  await ctx.c.call('scout', 'mutation($x:Int!,$y:Int!){ scout(x:$x, y:$y){ id } }', { x: target.x, y: target.y });
}

export async function mission(ctx: Ctx, home: UnitCounts) {
  const r = await ctx.c.call<{ getMissions: { id: string; status: string }[] }>(
    'getMissions',
    '{ getMissions { id status } }',
  );
  const m = r.data?.getMissions.find((x) => x.status === 'available');
  if (!m) return;
  const units = fleet(home, 0.3);
  if (!units.length) return;
  await ctx.c.call(
    'deployMission',
    'mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m, units:$u){ id } }',
    { m: m.id, u: units },
  );
}

/** Joins an ally's waiting rally, or now and then opens one on a pirate ship. */
export async function rally(ctx: Ctx, home: UnitCounts) {
  const r = await ctx.c.call<{
    rallies: { id: string; mine: boolean; joined: boolean; state: string; room: number }[];
  }>('rallies', '{ rallies { id mine joined state room } }');
  if (r.kind !== 'ok' || !r.data) return;
  if (!(await slotFree(ctx))) return;
  const open = r.data.rallies.find(
    (x) => !x.mine && !x.joined && x.room > 0 && (x.state === 'waiting' || x.state === 'created'),
  );
  if (open) {
    const units = fleet(home, 0.5).map((u) => ({ ...u, count: Math.min(u.count, open.room) }));
    await ctx.c.call('joinRally', 'mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r, units:$u){ id } }', {
      r: open.id,
      u: units,
    });
    return;
  }
  if (r.data.rallies.some((x) => x.mine) || ctx.rng.next() < 0.7) return;
  await readMap(ctx);
  const pirate = nearest(ctx, (t) => t === 'pirate-ship');
  if (!pirate) return;
  await ctx.c.call(
    'createRally',
    'mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x, y:$y, units:$u, waitMinutes:5){ id } }',
    { x: pirate.x, y: pirate.y, u: fleet(home, 0.5) },
  );
}

/** Holds an asteroid, a trading station, an unknown object or a secret base near the base (one not already mine). */
export async function occupy(ctx: Ctx, home: UnitCounts) {
  const b = ctx.base!;
  if (!(await slotFree(ctx))) return;
  await readMap(ctx);
  const held = await ctx.c.call<{ occupations: { x: number; y: number; own: boolean }[] }>(
    'occupations',
    'query($x:Int!,$y:Int!){ occupations(x:$x, y:$y, radius:10){ x y kind level own units } }',
    { x: b.x, y: b.y },
  );
  if (held.kind !== 'ok' || !held.data) return;
  const mine = new Set(held.data.occupations.filter((o) => o.own).map((o) => `${o.x}:${o.y}`));
  const target = nearest(
    ctx,
    (t) => isOccupiable(t),
    99,
    (m) => !mine.has(`${m.x}:${m.y}`),
  );
  if (!target) return;
  const r = await ctx.c.call(
    'sendUnits:occupy',
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!,$m:MarchMode){ sendUnits(x:$x, y:$y, units:$u, mode:$m){ id } }',
    { x: target.x, y: target.y, u: fleet(home, 0.3), m: 'occupy' },
  );
  if (r.kind === 'ok') ctx.holding = (ctx.holding ?? 0) + 1;
}

/** Lets go of an object it holds (or is on the way to): the fleet turns home and frees its march slot. */
export async function release(ctx: Ctx) {
  const r = await ctx.c.call<{ getMapMarches: { id: string; kind: string; status: string }[] }>(
    'getMapMarches',
    '{ getMapMarches { id kind status } }',
  );
  if (r.kind !== 'ok' || !r.data) return;
  const held = r.data.getMapMarches.filter(
    (m) => m.kind === 'occupy' && (m.status === 'occupying' || m.status === 'marching'),
  );
  ctx.holding = held.length;
  if (!held.length) return;
  const m = held[ctx.rng.int(0, held.length - 1)]!;
  const done = await ctx.c.call('recallMarch:occupy', 'mutation($m:ID!){ recallMarch(marchId:$m){ id } }', { m: m.id });
  if (done.kind === 'ok') ctx.holding = Math.max(0, held.length - 1);
}

/**
 * Sends a few units to stand in an alliance mate's base. Where the mate lives it knows as players
 * do, from being told (the run's directory of the bots' bases); the map there says whether that base
 * is an ally's now.
 */
export async function reinforce(ctx: Ctx, home: UnitCounts) {
  if (!(await slotFree(ctx))) return;
  const mates = await ctx.c.call<{ myAlliance: { alliance: { id: string } | null; members: { commander: string }[] } }>(
    'myAlliance:members',
    '{ myAlliance { alliance { id } members { commander } } }',
  );
  if (mates.kind !== 'ok' || !mates.data) return;
  ctx.inAlliance = !!mates.data.myAlliance.alliance;
  if (!ctx.inAlliance) return;
  const known = mates.data.myAlliance.members
    .map((m) => ({ name: m.commander, at: ctx.o.directory?.get(m.commander) }))
    .filter((m) => m.name !== ctx.o.username && m.at);
  if (!known.length) return;
  const mate = known[ctx.rng.int(0, known.length - 1)]!;
  const at = mate.at!;
  const look = await ctx.c.call<{ getMap: { items: MapItem[] } }>(
    'getMap:ally',
    'query($x:Int!,$y:Int!){ getMap(x:$x, y:$y, radius:1){ items { x y type level own ally owner marker } } }',
    at,
  );
  const there = look.data?.getMap.items.find((m) => m.x === at.x && m.y === at.y && m.ally && !m.own);
  // nobody to help at a mate's base that is a ghost, inactive or on vacation (decision 068)
  if (!there || there.marker) return;
  const r = await ctx.c.call(
    'sendUnits:reinforce',
    'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x, y:$y, units:$u){ id } }',
    { x: at.x, y: at.y, u: fleet(home, 0.2) },
  );
  if (r.kind === 'ok') ctx.reinforcementsOut = (ctx.reinforcementsOut ?? 0) + 1;
}

/** Calls a reinforcement home: one standing in an ally's base (withdraw), or one still on its way (recall). */
export async function recall(ctx: Ctx) {
  const r = await ctx.c.call<{ reinforcements: { sent: { id: string; status: string }[] } }>(
    'reinforcements',
    '{ reinforcements { capacity used sent { id status host } } }',
  );
  if (r.kind !== 'ok' || !r.data) return;
  const out = r.data.reinforcements.sent.filter((s) => s.status === 'reinforcing' || s.status === 'marching');
  ctx.reinforcementsOut = out.length;
  if (!out.length) return;
  const s = out[ctx.rng.int(0, out.length - 1)]!;
  const done =
    s.status === 'reinforcing'
      ? await ctx.c.call('withdrawReinforcement', 'mutation($m:ID!){ done: withdrawReinforcement(marchId:$m){ id } }', {
          m: s.id,
        })
      : await ctx.c.call('recallMarch:reinforce', 'mutation($m:ID!){ recallMarch(marchId:$m){ id } }', { m: s.id });
  if (done.kind === 'ok') ctx.reinforcementsOut = Math.max(0, out.length - 1);
}
