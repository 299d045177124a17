/**
 * Marches: units leave the base for a spot of the map and come back. Ground units ride in space
 * ships (each ship carries a number of troops); a fleet flies at its slowest ship's speed; a march
 * holds a march slot from departure until it is home. Pirate crews and their loot grow with level.
 */
import type { BaseState } from './base.ts';
import { distance, type Spot } from './galaxy.ts';
import { HOUR_MS } from './production.ts';
import { type Resources, resources } from './resources.ts';
import { GROUND_UNITS, SPACE_UNITS, UNIT_IDS, UNITS, type UnitCounts } from './units.ts';

/** Ground troops the ships of a fleet can carry. */
export const troopSpace = (units: UnitCounts) =>
  SPACE_UNITS.reduce((sum, id) => sum + (units[id] ?? 0) * UNITS[id].troopCapacity, 0);
export const groundCount = (units: UnitCounts) => GROUND_UNITS.reduce((sum, id) => sum + (units[id] ?? 0), 0);
export const unitTotal = (units: UnitCounts) => UNIT_IDS.reduce((sum, id) => sum + (units[id] ?? 0), 0);

/** Cells per hour of a fleet: its slowest ship (ground units ride along). 0 when it has no ship. */
export function fleetSpeed(units: UnitCounts): number {
  const speeds = SPACE_UNITS.filter((id) => (units[id] ?? 0) > 0).map((id) => UNITS[id].speed);
  return speeds.length > 0 ? Math.min(...speeds) : 0;
}

/** One leg's flight time in ms (whole seconds, at least one): distance over the fleet's speed, divided by the world speed. */
export function travelMs(from: Spot, to: Spot, units: UnitCounts, worldSpeed = 1): number {
  const speed = fleetSpeed(units);
  if (speed <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(1000, Math.ceil((distance(from, to) / speed / worldSpeed) * (HOUR_MS / 1000)) * 1000);
}

export type MarchCheck =
  | { ok: true; units: UnitCounts; travelMs: number }
  | { ok: false; reason: 'NO_UNITS' | 'MISSING_UNITS' | 'NO_SLOT' | 'BAD_TARGET' }
  | { ok: false; reason: 'TROOPS_EXCEED_SHIPS'; troopDeployment: number };

/**
 * May these units leave for `target` now? `marchesOut`: marches already away (each holds a slot).
 * The same answer for the server (which enforces it) and the send dialog (which previews it).
 */
export function checkMarch(
  state: BaseState,
  from: Spot,
  target: Spot,
  wanted: UnitCounts,
  marchesOut: number,
  marchSlots: number,
  worldSpeed = 1,
): MarchCheck {
  const units: UnitCounts = {};
  for (const id of UNIT_IDS) {
    const n = wanted[id] ?? 0;
    if (!Number.isInteger(n) || n < 0) return { ok: false, reason: 'NO_UNITS' };
    if (n > 0) units[id] = n;
  }
  if (unitTotal(units) === 0) return { ok: false, reason: 'NO_UNITS' };
  if (UNIT_IDS.some((id) => (units[id] ?? 0) > (state.units[id] ?? 0))) return { ok: false, reason: 'MISSING_UNITS' };
  if (groundCount(units) > troopSpace(units))
    return { ok: false, reason: 'TROOPS_EXCEED_SHIPS', troopDeployment: groundCount(units) };
  if (from.x === target.x && from.y === target.y) return { ok: false, reason: 'BAD_TARGET' };
  if (marchesOut >= marchSlots) return { ok: false, reason: 'NO_SLOT' };
  return { ok: true, units, travelMs: travelMs(from, target, units, worldSpeed) };
}

/**
 * Does a march of this kind hold a march slot? Every fleet does, from departure until it is home;
 * a scout ship does not (it flies from the intelligence agency, one at a time), nor a trade convoy
 * (the trading outpost has convoys of its own, src/game/trade.ts convoySlots). The server counts
 * slots with this, and the browser's send dialog shows the same count.
 */
export const holdsSlot = (kind: string) => kind !== 'scout' && kind !== 'convoy';

/** March slots in use by these marches (those away: not `done`). */
export const slotsInUse = (marches: readonly { kind: string; status: string }[]) =>
  marches.filter((m) => m.status !== 'done' && holdsSlot(m.kind)).length;

/**
 * The spec's march kinds (what a player sees a fleet doing), from our kind and status: a fleet on its
 * way out is `marching` (a scout `scouting`, help for an ally `reinforcing`, units on their way to a
 * rally `joining rally`); then `gathering`, `occupying`, `reinforcing`, `waiting rally`, `rallying`;
 * on the way home `returning`.
 */
export const MARCH_PHASES = [
  'marching',
  'reinforcing',
  'returning',
  'joining rally',
  'rallying',
  'waiting rally',
  'gathering',
  'occupying',
  'portal travel',
  'portal returning',
  'scouting',
] as const;
export type MarchPhase = (typeof MARCH_PHASES)[number];

export function marchPhase(kind: string, status: string): MarchPhase {
  if (status === 'returning' || status === 'done') return kind === 'portal' ? 'portal returning' : 'returning';
  if (status === 'gathering') return 'gathering';
  if (status === 'occupying') return 'occupying';
  if (status === 'reinforcing' || kind === 'reinforce') return 'reinforcing';
  if (status === 'joining') return 'joining rally';
  if (status === 'waiting') return 'waiting rally';
  if (status === 'rallying') return 'rallying';
  if (kind === 'scout') return 'scouting';
  if (kind === 'portal') return 'portal travel';
  return 'marching';
}

/** Units `b` minus units `a`, never below zero (what stays home). */
export function withoutUnits(home: UnitCounts, leaving: UnitCounts): UnitCounts {
  const out: UnitCounts = {};
  for (const id of UNIT_IDS) {
    const n = (home[id] ?? 0) - (leaving[id] ?? 0);
    if (n > 0) out[id] = n;
  }
  return out;
}

/** Units `a` plus units `b` (a march coming home). */
export function withUnits(home: UnitCounts, arriving: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...home };
  for (const id of UNIT_IDS) if ((arriving[id] ?? 0) > 0) out[id] = (out[id] ?? 0) + (arriving[id] ?? 0);
  return out;
}

/** A pirate ship's crew at `level`: interceptors and rangers from the start, heavier hulls later. */
export function pirateFleet(level: number): UnitCounts {
  const l = Math.max(1, Math.floor(level));
  const crew: UnitCounts = { interceptor: 3 * l, ranger: 6 * l };
  if (l >= 3) crew.cruiser = 2 * (l - 2);
  if (l >= 5) crew.phantom = 5 * (l - 4);
  if (l >= 7) crew.battleship = l - 6;
  return crew;
}

/** What a pirate ship at `level` holds; a winning fleet carries home what its carry capacity allows. */
export const pirateLoot = (level: number): Resources => {
  const l = Math.max(1, Math.floor(level));
  return resources({
    food: 400 * l,
    steel: 600 * l,
    energy: 400 * l,
    astromite: 80 * l,
    quantarite: l >= 4 ? 15 * l : 0,
  });
};

/**
 * How long a destroyed pirate ship stays gone before another crew appears (before world speed): 30
 * minutes, and 15 for a level-1 crew (decision 101). The smallest crews are the many a new commander
 * hunts, so the hunt does not run dry at minute 40; the strong ones stay rare. It appears elsewhere
 * nearby (`pirateRespawnSpot`), never at once where the last one fell.
 */
export const PIRATE_RESPAWN_MS = HOUR_MS / 2;
/** The respawn delay of a level-1 crew (before world speed). */
export const SMALL_CREW_RESPAWN_MS = HOUR_MS / 4;
/** The respawn delay of a crew of this level at a world's fleet and timer speed. */
export const pirateRespawnMs = (level: number, worldSpeed = 1) =>
  Math.round((level <= 1 ? SMALL_CREW_RESPAWN_MS : PIRATE_RESPAWN_MS) / Math.max(worldSpeed, 1e-9));

/** What a level-1 asteroid yields to one gathering march; a level-n one n times as much. */
export const ASTEROID_RESERVE = { 'astromite-asteroid': 2000, 'quantarite-asteroid': 300 } as const;
export type AsteroidKind = keyof typeof ASTEROID_RESERVE;
export const isAsteroid = (kind: string): kind is AsteroidKind => kind in ASTEROID_RESERVE;

export interface GatherPlan {
  resource: 'astromite' | 'quantarite';
  /** what the march brings home when it mines to the end */
  amount: number;
  /** mined per hour, world speed applied */
  ratePerHour: number;
  durationMs: number;
}

/**
 * A gathering march at an asteroid: it loads what its holds carry (mining research raises the load),
 * up to what the asteroid yields, at the base's mining rate (mining-speed research, world speed).
 * `mining` is `baseStats(...).mining`.
 */
export function gatherPlan(
  kind: AsteroidKind,
  level: number,
  units: UnitCounts,
  mining: { astromite: number; quantarite: number; astromiteLoad: number; quantariteLoad: number },
  worldSpeed = 1,
): GatherPlan {
  const resource = kind === 'astromite-asteroid' ? 'astromite' : 'quantarite';
  const carry = UNIT_IDS.reduce((sum, id) => sum + (units[id] ?? 0) * UNITS[id].carry, 0);
  const load = Math.floor(carry * (resource === 'astromite' ? mining.astromiteLoad : mining.quantariteLoad));
  const amount = Math.max(0, Math.min(load, ASTEROID_RESERVE[kind] * Math.max(1, level)));
  const ratePerHour = Math.max(1, mining[resource] * worldSpeed);
  return { resource, amount, ratePerHour, durationMs: Math.max(1000, Math.ceil((amount / ratePerHour) * 3600) * 1000) };
}

/** What a gathering march has mined after `elapsedMs` of its `plan` (a recall brings this home). */
export const gatheredAfter = (plan: GatherPlan, elapsedMs: number) =>
  Math.max(0, Math.min(plan.amount, Math.floor((plan.amount * Math.max(0, elapsedMs)) / plan.durationMs)));
