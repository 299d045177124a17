/**
 * Fleet orders (decision 073): repeat orders (a list of targets, a fleet each, sent again as it
 * comes home) and contingency orders (what a base does on its own when an attack it cannot hold is
 * close). The same limits for every commander, free: nothing here is sold.
 */
import { type JointBattleInput, type plainStats, simulateJointBattle } from './combat.ts';
import { type ItemDef, ITEMS } from './items.ts';
import { createRng, drawSeed } from './random.ts';
import { troopSpace } from './marches.ts';
import { GROUND_UNITS, SPACE_UNITS, type UnitCounts } from './units.ts';

/** Repeat orders a base may hold at once (active ones). */
export const MAX_REPEAT_ORDERS = 3;
/** Targets in one repeat order. */
export const MAX_REPEAT_TARGETS = 5;
/** Contingency rules a base may hold. */
export const MAX_CONTINGENCY_RULES = 3;
/** The loss threshold a repeat order stops at, in percent of the fleet that left (the owner picks). */
export const DEFAULT_LOSS_THRESHOLD = 20;
export const MAX_LOSS_THRESHOLD = 90;
/** A contingency rule's lead: from 1 to 60 minutes before the attack lands. */
export const MIN_CONTINGENCY_MINUTES = 1;
export const MAX_CONTINGENCY_MINUTES = 60;
/** An evacuated fleet waits in the home planet's orbit until this long after the attack landed. */
export const EVACUATION_GRACE_MS = 60_000;

/** The kinds of object a repeat order may farm. */
export const REPEAT_TARGET_KINDS = ['pirate-ship', 'astromite-asteroid', 'quantarite-asteroid'] as const;
export type RepeatTargetKind = (typeof REPEAT_TARGET_KINDS)[number];
export const isRepeatTarget = (kind: string): kind is RepeatTargetKind =>
  (REPEAT_TARGET_KINDS as readonly string[]).includes(kind);

export interface RepeatTarget {
  x: number;
  y: number;
  /** what was there when the order was given: a different object there later is not the target */
  kind: string;
  units: UnitCounts;
}

/** Why a repeat order stopped (its report says it). */
export type RepeatStop =
  | 'stopped' // its owner stopped it
  | 'recalled' // its owner recalled its fleet
  | 'target-gone' // the next target is no longer there
  | 'losses' // the last trip lost more than the threshold
  | 'fleet-lost' // the fleet did not come back
  | 'refused'; // the rules refused the next send (slots, units, shield)

const total = (u: UnitCounts) => Object.values(u).reduce((s, n) => s + (n ?? 0), 0);

/** The share of the units that left which did not come back, in percent (0 when none left). */
export function lossPercent(sent: UnitCounts, back: UnitCounts): number {
  const out = total(sent);
  if (out === 0) return 0;
  return Math.round(((out - Math.min(out, total(back))) / out) * 1000) / 10;
}

/** Does a trip that came back with `back` of `sent` stop the order? Strictly more than the threshold does. */
export const lostTooMany = (sent: UnitCounts, back: UnitCounts, thresholdPercent: number) =>
  lossPercent(sent, back) > thresholdPercent;

/** The index of the target after `index` (the list wraps around). */
export const nextTargetIndex = (index: number, count: number) => (count <= 0 ? 0 : (index + 1) % count);

/** What a new repeat order's owner asks, checked before anything is sent; null when it is fine. */
export function repeatOrderProblem(
  targets: RepeatTarget[],
  activeOrders: number,
  lossThreshold: number,
): 'TOO_MANY_ORDERS' | 'NO_TARGETS' | 'TOO_MANY_TARGETS' | 'BAD_THRESHOLD' | null {
  if (activeOrders >= MAX_REPEAT_ORDERS) return 'TOO_MANY_ORDERS';
  if (targets.length === 0) return 'NO_TARGETS';
  if (targets.length > MAX_REPEAT_TARGETS) return 'TOO_MANY_TARGETS';
  if (!Number.isInteger(lossThreshold) || lossThreshold < 0 || lossThreshold > MAX_LOSS_THRESHOLD)
    return 'BAD_THRESHOLD';
  return null;
}

/**
 * What a contingency rule does: the fleet to the home planet's orbit, a shield from the backpack, or
 * the fleet to a named ally's base as a reinforcement (checked as a manual one, at send and arrival),
 * or the gathering fleets called home.
 */
export const CONTINGENCY_ACTIONS = ['evacuate', 'shield', 'ally', 'recall'] as const;
export type ContingencyAction = (typeof CONTINGENCY_ACTIONS)[number];

/** When a rule with a lead of `minutes` fires for an attack landing at `landsAt` (never before `now`). */
export const contingencyDueAt = (landsAt: number, minutes: number, now: number) =>
  Math.max(now, landsAt - minutes * 60_000);

/**
 * Does the rule fire? Only against a fleet stronger than the defence, and only when the commander
 * has not acted: the base is not shielded and its garrison is still home (for an evacuation).
 */
export function contingencyFires(o: {
  stronger: boolean;
  shielded: boolean;
  garrison: number;
  action: ContingencyAction;
}): boolean {
  if (o.shielded || !o.stronger) return false;
  if ((o.action === 'evacuate' || o.action === 'ally') && o.garrison === 0) return false;
  return true;
}

/**
 * "A hostile fleet stronger than my defence": the battle as it would be fought now, with a draw of
 * its own (never the raid's secret seed, which would tell its outcome), is the attacker's.
 */
export function attackerPrevails(input: JointBattleInput): boolean {
  return simulateJointBattle(input, createRng(drawSeed('contingency', 'forecast'))).winner === 'attacker';
}

/**
 * An attack's forecast input (the same shape the attack fights with at its arrival): a raid is one
 * contingent, a rally one per member (each with the stats its units left home with).
 */
export function forecastInput(o: {
  attackers: { attackerId: string; units: UnitCounts; stats: ReturnType<typeof plainStats> }[];
  defender: JointBattleInput['defender'];
  plunderable: JointBattleInput['plunderable'];
}): JointBattleInput {
  return {
    attacker: { contingents: o.attackers.map((a) => ({ ownerId: a.attackerId, units: a.units, stats: a.stats })) },
    defender: o.defender,
    plunderable: o.plunderable,
  };
}

/** The planetary shields of the backpack a contingency rule may raise, shortest first. */
export const contingencyShields = () =>
  ITEMS.filter((d): d is Extract<ItemDef, { kind: 'shield' }> => d.kind === 'shield').sort((a, b) => a.ms - b.ms);

/**
 * What of a garrison can fly to an ally as one fleet: every ship, and the ground units its ships
 * seat (in the order of the unit list). The rest cannot leave with it (a contingency rule lifts it
 * to the home planet's orbit, where no ship is needed).
 */
export function seatedFleet(units: UnitCounts): UnitCounts {
  const out: UnitCounts = {};
  for (const id of SPACE_UNITS) if ((units[id] ?? 0) > 0) out[id] = units[id];
  let seats = troopSpace(units);
  for (const id of GROUND_UNITS) {
    const n = Math.min(units[id] ?? 0, seats);
    if (n > 0) out[id] = n;
    seats -= n;
  }
  return out;
}
