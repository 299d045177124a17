/**
 * The battle engine: one pure function that the server uses to decide a battle and the browser's
 * battle simulator uses to preview one. It takes a seeded `Rng`, so a report that stores the engine
 * version, the seed and the input replays the battle round by round.
 *
 * Identical units fight as one group: the work grows with the number of unit types and rounds,
 * never with the number of units (a million rangers are one group with count 1,000,000).
 *
 * A round: every group alive at its start draws one damage roll; then the groups fire in volleys
 * by range, longest first. Groups of equal range (on both sides) fire at the same time, against
 * the armies as the longer-range volleys left them; losses apply after each volley.
 */
import type { Rng } from './random.ts';
import { emptyResources, type ResourceKind, type Resources } from './resources.ts';
import { UNIT_IDS, UNITS, type UnitCounts, type UnitDef, type UnitId } from './units.ts';

/** Bumped whenever a rule or number here changes what a battle gives; stored in every report. */
export const BATTLE_ENGINE_VERSION = 1;

/** Rounds a battle lasts at most; if both sides still stand after them, the defender holds. */
export const MAX_ROUNDS = 6;

/**
 * The counter triangle inside each domain: a unit deals COUNTER_MULTIPLIER damage to the type it
 * counters. Ground: rangers (fast skirmishers) outflank guardians (slow heavy infantry), guardians
 * close in on phantoms (fragile snipers), phantoms pick off rangers from cover. Space: interceptor
 * swarms get under a battleship's big guns, battleships outgun cruisers, cruisers' flak shreds
 * interceptors. At equal resource cost the counter wins every pairing (golden and property tests).
 */
export const COUNTERS: Record<UnitId, UnitId> = {
  ranger: 'guardian',
  guardian: 'phantom',
  phantom: 'ranger',
  interceptor: 'battleship',
  battleship: 'cruiser',
  cruiser: 'interceptor',
};

/**
 * Damage multiplier of a unit against the type it counters: double damage. Weaker values (1.25,
 * 1.5) do not overcome the base stats: rangers are the cheapest ground fighters per resource and
 * space battles between equal-cost fleets would mostly run out of rounds.
 */
export const COUNTER_MULTIPLIER = 2;

/**
 * Damage multiplier by the shooter's domain and the target's domain: ships bombard troops at half
 * effect, troops hit ships at a quarter.
 */
export const DOMAIN_MULTIPLIER: Record<UnitDef['domain'], Record<UnitDef['domain'], number>> = {
  ground: { ground: 1, space: 0.25 },
  space: { ground: 0.5, space: 1 },
};

/** The band of a group's damage roll: drawn once per group per round, uniform in [min, max). */
export const DAMAGE_ROLL = { min: 0.9, max: 1.1 } as const;

/** Share of the defender's dead that are injured instead (up to the recovery bay's room). */
export const INJURED_SHARE = 0.4;

/** Resources plunder can take (never credits). */
export const PLUNDER_KINDS = ['food', 'steel', 'energy', 'astromite', 'quantarite'] as const satisfies readonly ResourceKind[];

/** A unit type's fighting numbers with research and boosts applied (`baseStats(...).units` fits). */
export interface CombatStats {
  /** damage one unit deals per round before defense */
  attack: number;
  /** armour: damage taken is multiplied by 100 / (100 + defense × (1 + defense bonus)) */
  defense: number;
  /** hit points of one unit */
  health: number;
}

/** One side of a battle. */
export interface BattleSide {
  /** units by type; counts are whole and not negative (others are rounded down / taken as 0) */
  units: UnitCounts;
  stats: Record<UnitId, CombatStats>;
  /** `defense`: extra defense as a share (0.1 = +10 %), e.g. the defense command's `defenseBonus` */
  bonus?: { defense?: number };
}

/** The defending side: also the injured troops its recovery bay still has room for. */
export interface DefenderSide extends BattleSide {
  /** injured troops the recovery bay can still take (`healingCapacity(level)` minus those in it) */
  healingCapacity?: number;
}

export interface BattleInput {
  attacker: BattleSide;
  defender: DefenderSide;
  /** rounds at most; MAX_ROUNDS unless given */
  maxRounds?: number;
}

/** One side in one round: its units when the round began and what it lost in the round. */
export interface SideRound {
  start: UnitCounts;
  lost: UnitCounts;
}

/** One round of a battle (`round` counts from 1). */
export interface RoundLog {
  round: number;
  attacker: SideRound;
  defender: SideRound;
}

/** 'draw': both sides still stand after the last round (the defender holds) or both fell. */
export type BattleWinner = 'attacker' | 'defender' | 'draw';

export interface BattleResult {
  version: number;
  winner: BattleWinner;
  rounds: RoundLog[];
  /** before = survivors + lost, per type */
  attacker: { before: UnitCounts; lost: UnitCounts; survivors: UnitCounts };
  /** before = survivors + lost + injured, per type; injured are not survivors (they go to the bay) */
  defender: { before: UnitCounts; lost: UnitCounts; injured: UnitCounts; survivors: UnitCounts };
}

/** Stats without research: pirates and other neutral forces fight with these. */
export function plainStats(): Record<UnitId, CombatStats> {
  return Object.fromEntries(UNIT_IDS.map((id) => [id, { attack: UNITS[id].attack, defense: UNITS[id].defense, health: UNITS[id].health }])) as Record<
    UnitId,
    CombatStats
  >;
}

/** A group of identical units during a battle. */
interface Group {
  id: UnitId;
  count: number;
  /** damage taken that did not kill a whole unit yet (always below `health`) */
  wounds: number;
  attack: number;
  health: number;
  /** what one point of raw damage becomes after defense: 100 / (100 + defense × (1 + bonus)) */
  armour: number;
  range: number;
  domain: UnitDef['domain'];
  /** this round's damage roll */
  roll: number;
}

/** A whole, non-negative, safe count from any input (NaN, negatives, fractions and absurd sizes are cleaned up). */
const whole = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER) : 0);

/** The groups of a side, in UNIT_IDS order, one per type present. */
function groupsOf(side: BattleSide): Group[] {
  const bonus = side.bonus?.defense ?? 0;
  return UNIT_IDS.filter((id) => whole(side.units[id]) > 0).map((id) => {
    const s = side.stats[id] ?? UNITS[id];
    return {
      id,
      count: whole(side.units[id]),
      wounds: 0,
      attack: Math.max(0, s.attack),
      health: Math.max(1, s.health),
      armour: 100 / (100 + Math.max(0, s.defense) * Math.max(0, 1 + bonus)),
      range: UNITS[id].range,
      domain: UNITS[id].domain,
      roll: 1,
    };
  });
}

const countsOf = (groups: readonly Group[]): UnitCounts => Object.fromEntries(groups.map((g) => [g.id, g.count]));
const alive = (groups: readonly Group[]) => groups.some((g) => g.count > 0);

/** Damage multiplier of `shooter` against `target`: domain and counter triangle. */
const multiplier = (shooter: Group, target: Group) =>
  DOMAIN_MULTIPLIER[shooter.domain][target.domain] * (COUNTERS[shooter.id] === target.id ? COUNTER_MULTIPLIER : 1);

/**
 * Damage (after defense) that `shooters` deal to each of `targets`, by index. Each shooter spreads
 * its fire over the living targets in proportion to their health pools (count × health).
 */
function volley(shooters: readonly Group[], targets: readonly Group[]): number[] {
  const hits = targets.map(() => 0);
  const pool = targets.reduce((sum, t) => sum + t.count * t.health, 0);
  if (pool <= 0) return hits;
  for (const s of shooters) {
    const raw = s.count * s.attack * s.roll;
    targets.forEach((t, i) => {
      hits[i] = (hits[i] ?? 0) + raw * ((t.count * t.health) / pool) * multiplier(s, t) * t.armour;
    });
  }
  return hits;
}

/**
 * Applies damage to groups: whole units die (at most the group), the rest stays as wounds for the
 * next volley; damage beyond a wiped-out group is lost.
 */
function applyHits(targets: Group[], hits: readonly number[]): void {
  targets.forEach((t, i) => {
    const total = t.wounds + (hits[i] ?? 0);
    const deaths = Math.min(t.count, Math.floor(total / t.health));
    t.count -= deaths;
    t.wounds = t.count > 0 ? total - deaths * t.health : 0;
  });
}

/** Draws this round's damage roll for every living group: attacker's first, each in UNIT_IDS order. */
function roll(groups: Group[], rng: Rng): void {
  for (const g of groups) if (g.count > 0) g.roll = DAMAGE_ROLL.min + (DAMAGE_ROLL.max - DAMAGE_ROLL.min) * rng.next();
}

/** One round: rolls, then volleys from the longest range down. */
function fightRound(attacker: Group[], defender: Group[], rng: Rng): void {
  roll(attacker, rng);
  roll(defender, rng);
  const ranges = [...new Set([...attacker, ...defender].map((g) => g.range))].sort((a, b) => b - a);
  for (const range of ranges) {
    const firing = (groups: Group[]) => groups.filter((g) => g.count > 0 && g.range === range);
    const living = (groups: Group[]) => groups.filter((g) => g.count > 0);
    const onDefender = living(defender);
    const onAttacker = living(attacker);
    const toDefender = volley(firing(attacker), onDefender);
    const toAttacker = volley(firing(defender), onAttacker);
    applyHits(onDefender, toDefender);
    applyHits(onAttacker, toAttacker);
  }
}

/** `a − b` per type, for every type in `a`. */
const minus = (a: UnitCounts, b: UnitCounts): UnitCounts => Object.fromEntries(Object.entries(a).map(([id, n]) => [id, (n ?? 0) - (b[id as UnitId] ?? 0)]));

const total = (counts: UnitCounts) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/**
 * The injured among the defender's dead: INJURED_SHARE of each type's dead (rounded down); if the
 * recovery bay cannot take them all, every type is scaled down by the same factor (rounded down),
 * so the total never exceeds `capacity`.
 */
export function injuredOf(dead: UnitCounts, capacity: number): UnitCounts {
  const room = whole(capacity);
  const wanted = Object.fromEntries(Object.entries(dead).map(([id, n]) => [id, Math.floor(whole(n) * INJURED_SHARE)])) as UnitCounts;
  const sum = total(wanted);
  if (sum <= room) return wanted;
  return Object.fromEntries(Object.entries(wanted).map(([id, n]) => [id, Math.floor(((n ?? 0) * room) / sum)]));
}

function winnerOf(attacker: readonly Group[], defender: readonly Group[]): BattleWinner {
  const a = alive(attacker);
  const d = alive(defender);
  if (a && !d) return 'attacker';
  if (d && !a) return 'defender';
  return 'draw';
}

/**
 * Fights a battle: rounds until one side has no units left or `maxRounds` (MAX_ROUNDS) have been
 * fought. Damage a group deals to an enemy group in a volley:
 * count × attack × roll × (its share of the enemy health pool) × domain × counter
 * × 100 / (100 + target defense × (1 + target's defense bonus)); deaths = ⌊(wounds + damage) / health⌋.
 * The defender's dead are partly injured (see `injuredOf`). The same input and seed give the same
 * result.
 */
export function simulateBattle(input: BattleInput, rng: Rng): BattleResult {
  const attacker = groupsOf(input.attacker);
  const defender = groupsOf(input.defender);
  const before = { attacker: countsOf(attacker), defender: countsOf(defender) };
  const maxRounds = whole(input.maxRounds ?? MAX_ROUNDS);
  const rounds: RoundLog[] = [];
  while (rounds.length < maxRounds && alive(attacker) && alive(defender)) {
    const start = { attacker: countsOf(attacker), defender: countsOf(defender) };
    fightRound(attacker, defender, rng);
    rounds.push({
      round: rounds.length + 1,
      attacker: { start: start.attacker, lost: minus(start.attacker, countsOf(attacker)) },
      defender: { start: start.defender, lost: minus(start.defender, countsOf(defender)) },
    });
  }
  const defenderDead = minus(before.defender, countsOf(defender));
  const injured = injuredOf(defenderDead, input.defender.healingCapacity ?? 0);
  return {
    version: BATTLE_ENGINE_VERSION,
    winner: winnerOf(attacker, defender),
    rounds,
    attacker: { before: before.attacker, lost: minus(before.attacker, countsOf(attacker)), survivors: countsOf(attacker) },
    defender: { before: before.defender, lost: minus(defenderDead, injured), injured, survivors: countsOf(defender) },
  };
}

/** Total plunder the units can carry home (UNITS[id].carry × count). */
export const carryCapacity = (units: UnitCounts) => UNIT_IDS.reduce((sum, id) => sum + whole(units[id]) * UNITS[id].carry, 0);

/**
 * What the surviving attackers carry home from `available` (what plunder may take, e.g. from
 * `plunderable`): everything if it fits, otherwise their carry capacity split over the kinds in
 * proportion to what is available (whole amounts, largest remainders get the odd units). Never
 * credits, never more than available or than they can carry. Only a winning attacker plunders;
 * that is the caller's decision (`winner === 'attacker'`).
 */
export function plunderOf(survivors: UnitCounts, available: Resources): Resources {
  const capacity = carryCapacity(survivors);
  const out = emptyResources();
  const avail = Object.fromEntries(PLUNDER_KINDS.map((k) => [k, whole(available[k])])) as Record<(typeof PLUNDER_KINDS)[number], number>;
  const sum = PLUNDER_KINDS.reduce((s, k) => s + avail[k], 0);
  if (sum <= capacity) {
    for (const k of PLUNDER_KINDS) out[k] = avail[k];
    return out;
  }
  const share = (k: (typeof PLUNDER_KINDS)[number]) => (avail[k] / sum) * capacity;
  for (const k of PLUNDER_KINDS) out[k] = Math.min(avail[k], Math.floor(share(k)));
  const byRemainder = [...PLUNDER_KINDS].sort((a, b) => share(b) - Math.floor(share(b)) - (share(a) - Math.floor(share(a))));
  let left = capacity - PLUNDER_KINDS.reduce((s, k) => s + out[k], 0);
  // float rounding with huge amounts may leave more than one unit per kind, or overshoot
  while (left !== 0) {
    const before = left;
    for (const k of byRemainder) {
      const step = left > 0 && out[k] < avail[k] ? 1 : left < 0 && out[k] > 0 ? -1 : 0;
      out[k] += step;
      left -= step;
    }
    if (left === before) break;
  }
  return out;
}
