/**
 * The battle engine: one pure function that the server uses to decide a battle and the browser's
 * battle simulator uses to preview one. It takes a seeded `Rng`, so a report that stores the engine
 * version, the seed and the input replays the battle round by round.
 *
 * Identical units fight as one group: the work grows with the number of unit types and rounds,
 * never with the number of units (a million rangers are one group with count 1,000,000).
 *
 * Several owners on a side (a host and its reinforcements, a rally's members: `simulateJointBattle`):
 * each owner brings a contingent with its own stats. Groups are formed per unit type and per
 * fighting numbers, not per owner: contingents whose units of a type have equal attack, health and
 * armour share one group (one roll, one wound pool), those with different numbers get a group each
 * (identical units with different research cannot be one group). So a side split into contingents
 * with equal stats fights exactly, roll for roll, like one contingent with the sum, and the work
 * grows with the distinct (type, stats) pairs, at most types × owners. A group's dead are split
 * over its owners in proportion to what each brought (largest remainders, ties to the earlier
 * owner in the input). One owner per side (`simulateBattle`) is one contingent each: the same
 * groups, rolls and results as before multi-owner sides, so BATTLE_ENGINE_VERSION stays 1.
 *
 * A round: every group alive at its start draws one damage roll (attacker's groups first, by type
 * in UNIT_IDS order, then by the first contingent in the input that brought them); then the groups
 * fire in volleys by range, longest first. Groups of equal range (on both sides) fire at the same
 * time, against the armies as the longer-range volleys left them; losses apply after each volley.
 */
import type { Rng } from './random.ts';
import { sharePlunder } from './plunder.ts';
import { emptyResources, type Resources } from './resources.ts';
import { apportion, sumCounts, whole } from './shares.ts';
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

/** One owner's units on a side: a commander's garrison, reinforcement or share of a rally. */
export interface Contingent {
  /** the owner (a profile id); per-owner results come back in input order with this id */
  ownerId: string;
  /** units by type; counts are whole and not negative (others are rounded down / taken as 0) */
  units: UnitCounts;
  /** the owner's own numbers: its research and boosts */
  stats: Record<UnitId, CombatStats>;
}

/** A side of several owners: a rally (the leader first by convention) or a base's defenders. */
export interface JointSide {
  contingents: Contingent[];
  /** `defense`: extra defense as a share for every unit on the side (0.1 = +10 %) */
  bonus?: { defense?: number };
}

/**
 * A base's defenders: the host's garrison and the reinforcements in its base. They all fight with
 * the host's defense bonus (the base's defense command); only the host's dead can become injured,
 * up to its recovery bay's room: the bay and the `injured` of a base are the host's, and the rules
 * (game.md, Units and combat) give reinforcements no bay of their own, so their dead are dead.
 */
export interface JointDefenderSide {
  host: Contingent;
  reinforcements?: Contingent[];
  bonus?: { defense?: number };
  /** injured troops the host's recovery bay can still take */
  healingCapacity?: number;
}

/** A battle between several owners per side; stored whole with the seed, it replays the battle. */
export interface JointBattleInput {
  attacker: JointSide;
  defender: JointDefenderSide;
  /** rounds at most; MAX_ROUNDS unless given */
  maxRounds?: number;
  /** what a winning attacker may plunder (e.g. `plunderable` of the host's stores); nothing unless given */
  plunderable?: Resources;
}

/** What one owner brought and what became of it; before = survivors + lost + injured, per type. */
export interface OwnerOutcome {
  ownerId: string;
  before: UnitCounts;
  /** dead */
  lost: UnitCounts;
  /** into the host's recovery bay: only the defending host has any */
  injured: UnitCounts;
  survivors: UnitCounts;
  /** the owner's share of the plunder (attackers only; empty otherwise) */
  plunder: Resources;
}

/** The side totals of `BattleResult`, plus each owner's outcome (input order) and the plunder. */
export interface JointBattleResult {
  version: number;
  winner: BattleWinner;
  /** per type, summed over the owners of a side */
  rounds: RoundLog[];
  attacker: BattleResult['attacker'] & { owners: OwnerOutcome[] };
  /** `owners[0]` is the host, then the reinforcements in input order */
  defender: BattleResult['defender'] & { owners: OwnerOutcome[] };
  /** everything the attackers carry home: the sum of their shares */
  plunder: Resources;
}

/** Stats without research: pirates and other neutral forces fight with these. */
export function plainStats(): Record<UnitId, CombatStats> {
  return Object.fromEntries(
    UNIT_IDS.map((id) => [id, { attack: UNITS[id].attack, defense: UNITS[id].defense, health: UNITS[id].health }]),
  ) as Record<UnitId, CombatStats>;
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
  /** what each contingent (by its index in the side) brought into the group, in input order */
  members: { contingent: number; count: number }[];
}

/**
 * The groups of a side: per unit type in UNIT_IDS order, one group per distinct fighting numbers
 * (attack, health, armour after cleaning) in the order of the contingent that first brings them.
 * Contingents whose units of a type fight alike share a group; one contingent gives one group per
 * type present, exactly as before multi-owner sides. A group never holds more than
 * Number.MAX_SAFE_INTEGER units: a contingent that would overflow it brings only what fits.
 */
function groupsOf(contingents: readonly Pick<Contingent, 'units' | 'stats'>[], bonus: number): Group[] {
  const groups: Group[] = [];
  for (const id of UNIT_IDS) {
    const byKey = new Map<string, Group>();
    contingents.forEach((c, contingent) => {
      const wanted = whole(c.units[id]);
      if (wanted === 0) return;
      const s = c.stats[id] ?? UNITS[id];
      const attack = Math.max(0, s.attack);
      const health = Math.max(1, s.health);
      const armour = 100 / (100 + Math.max(0, s.defense) * Math.max(0, 1 + bonus));
      const key = `${attack}|${health}|${armour}`;
      let g = byKey.get(key);
      if (!g) {
        g = {
          id,
          count: 0,
          wounds: 0,
          attack,
          health,
          armour,
          range: UNITS[id].range,
          domain: UNITS[id].domain,
          roll: 1,
          members: [],
        };
        byKey.set(key, g);
        groups.push(g);
      }
      const count = Math.min(wanted, Number.MAX_SAFE_INTEGER - g.count);
      if (count === 0) return;
      g.count += count;
      g.members.push({ contingent, count });
    });
  }
  return groups.filter((g) => g.count > 0);
}

/** Units by type (UNIT_IDS order), summed over a side's groups; every type with a group is a key. */
const countsOf = (groups: readonly Group[]): UnitCounts => {
  const out: UnitCounts = {};
  for (const g of groups) out[g.id] = (out[g.id] ?? 0) + g.count;
  return out;
};
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

/** Draws this round's damage roll for every living group: attacker's first, each in `groupsOf` order. */
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
const minus = (a: UnitCounts, b: UnitCounts): UnitCounts =>
  Object.fromEntries(Object.entries(a).map(([id, n]) => [id, (n ?? 0) - (b[id as UnitId] ?? 0)]));

const total = (counts: UnitCounts) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/**
 * The injured among the defender's dead: INJURED_SHARE of each type's dead (rounded down); if the
 * recovery bay cannot take them all, every type is scaled down by the same factor (rounded down),
 * so the total never exceeds `capacity`.
 */
export function injuredOf(dead: UnitCounts, capacity: number): UnitCounts {
  const room = whole(capacity);
  const wanted = Object.fromEntries(
    Object.entries(dead).map(([id, n]) => [id, Math.floor(whole(n) * INJURED_SHARE)]),
  ) as UnitCounts;
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
 * Each contingent's dead by type: a group's dead are split over its members in proportion to what
 * each brought (`apportion`: largest remainders, ties to the earlier contingent in the input).
 */
function deadByContingent(groups: readonly Group[], contingents: number): UnitCounts[] {
  const dead: UnitCounts[] = Array.from({ length: contingents }, () => ({}));
  for (const g of groups) {
    const brought = g.members.reduce((s, m) => s + m.count, 0);
    const shares = apportion(
      brought - g.count,
      g.members.map((m) => m.count),
    );
    g.members.forEach((m, i) => {
      const d = dead[m.contingent] as UnitCounts;
      d[g.id] = (d[g.id] ?? 0) + (shares[i] ?? 0);
    });
  }
  return dead;
}

/** What each contingent brought into the battle, by type (UNIT_IDS order, only types it has). */
function broughtByContingent(groups: readonly Group[], contingents: number): UnitCounts[] {
  const brought: UnitCounts[] = Array.from({ length: contingents }, () => ({}));
  for (const g of groups) for (const m of g.members) (brought[m.contingent] as UnitCounts)[g.id] = m.count;
  return brought;
}

/**
 * Fights a battle of several owners per side: the same rules and rolls as `simulateBattle` over the
 * groups of both sides (see `groupsOf`), then each group's dead split over its owners (`apportion`),
 * the host's dead partly injured (`injuredOf` with the host's bay), and, if the attacker won, the
 * plunder (`plunderOf` of all attacking survivors from `plunderable`) shared out by each owner's
 * surviving carry capacity (`sharePlunder`). The same input and seed give the same result; a side
 * split into contingents with equal stats fights exactly like one contingent with the sum.
 */
export function simulateJointBattle(input: JointBattleInput, rng: Rng): JointBattleResult {
  const attackers = input.attacker.contingents;
  const defenders = [input.defender.host, ...(input.defender.reinforcements ?? [])];
  const attacker = groupsOf(attackers, input.attacker.bonus?.defense ?? 0);
  const defender = groupsOf(defenders, input.defender.bonus?.defense ?? 0);
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
  const winner = winnerOf(attacker, defender);

  const attackerBrought = broughtByContingent(attacker, attackers.length);
  const attackerDead = deadByContingent(attacker, attackers.length);
  const attackerSurvivors = attackerBrought.map((b, i) => minus(b, attackerDead[i] ?? {}));
  const loot =
    winner === 'attacker' && input.plunderable ? sharePlunder(attackerSurvivors, input.plunderable) : undefined;
  const attackerOwners = attackers.map<OwnerOutcome>((c, i) => ({
    ownerId: c.ownerId,
    before: attackerBrought[i] ?? {},
    lost: attackerDead[i] ?? {},
    injured: {},
    survivors: attackerSurvivors[i] ?? {},
    plunder: loot?.shares[i] ?? emptyResources(),
  }));

  const defenderBrought = broughtByContingent(defender, defenders.length);
  const defenderDead = deadByContingent(defender, defenders.length);
  const hostInjured = injuredOf(defenderDead[0] ?? {}, input.defender.healingCapacity ?? 0);
  const defenderOwners = defenders.map<OwnerOutcome>((c, i) => {
    const injured = i === 0 ? hostInjured : {};
    const dead = defenderDead[i] ?? {};
    return {
      ownerId: c.ownerId,
      before: defenderBrought[i] ?? {},
      lost: minus(dead, injured),
      injured,
      survivors: minus(defenderBrought[i] ?? {}, dead),
      plunder: emptyResources(),
    };
  });
  // the side's injured: every type on the side, the host's injured where it has any
  const injured: UnitCounts = Object.fromEntries(
    Object.keys(before.defender).map((id) => [id, hostInjured[id as UnitId] ?? 0]),
  );
  const sideDead = minus(before.defender, countsOf(defender));
  return {
    version: BATTLE_ENGINE_VERSION,
    winner,
    rounds,
    attacker: {
      before: before.attacker,
      lost: minus(before.attacker, countsOf(attacker)),
      survivors: countsOf(attacker),
      owners: attackerOwners,
    },
    defender: {
      before: before.defender,
      lost: minus(sideDead, injured),
      injured,
      survivors: countsOf(defender),
      owners: defenderOwners,
    },
    plunder: loot?.total ?? emptyResources(),
  };
}

/**
 * Fights a battle: rounds until one side has no units left or `maxRounds` (MAX_ROUNDS) have been
 * fought. Damage a group deals to an enemy group in a volley:
 * count × attack × roll × (its share of the enemy health pool) × domain × counter
 * × 100 / (100 + target defense × (1 + target's defense bonus)); deaths = ⌊(wounds + damage) / health⌋.
 * The defender's dead are partly injured (see `injuredOf`). The same input and seed give the same
 * result. A battle of one owner per side: `simulateJointBattle` with one contingent each.
 */
export function simulateBattle(input: BattleInput, rng: Rng): BattleResult {
  const r = simulateJointBattle(
    {
      attacker: {
        contingents: [{ ownerId: 'attacker', units: input.attacker.units, stats: input.attacker.stats }],
        bonus: input.attacker.bonus,
      },
      defender: {
        host: { ownerId: 'defender', units: input.defender.units, stats: input.defender.stats },
        bonus: input.defender.bonus,
        healingCapacity: input.defender.healingCapacity,
      },
      maxRounds: input.maxRounds,
    },
    rng,
  );
  const { owners: _a, ...attacker } = r.attacker;
  const { owners: _d, ...defender } = r.defender;
  return { version: r.version, winner: r.winner, rounds: r.rounds, attacker, defender };
}
