/**
 * Build plans (decision 072): a commander's list of upgrades and research beyond the queues. A step
 * names the level it brings; it spends nothing until it starts (Ikariam's rule), and starts when the
 * plan's own queue of its kind is free and the resources are there. The plan holds one queue of each
 * kind: it chains; the queues bought with credits still run the commander's own orders beside it.
 */
import { type BaseState, snapshotOf } from './base.ts';
import { BUILDING_IDS, BUILDINGS, type BuildingId } from './buildings.ts';
import { checkResearch, checkUpgrade, type InProgress } from './checks.ts';
import { HOUR_MS } from './production.ts';
import { RESEARCH_BY_ID } from './research.ts';
import { RESOURCES, type Resources } from './resources.ts';

/** Steps a base's plan may hold waiting or running (skipped ones are notices, not counted). */
export const MAX_PLAN_STEPS = 10;
/** Skipped steps kept as notices; older ones are dropped. */
export const MAX_PLAN_NOTICES = 5;

export const PLAN_KINDS = ['building', 'research'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_SKIPS = ['MAX_LEVEL', 'REACHED', 'REQUIREMENT_MISSING', 'STORAGE', 'UNKNOWN'] as const;
export type PlanSkip = (typeof PLAN_SKIPS)[number];

export interface PlanStep {
  kind: PlanKind;
  target: string;
  /** the level this step brings the building or research line to */
  level: number;
}

/** A running queue item as the plan sees it: what it works on and when it ends. */
export type RunningItem = InProgress & { dueAt: number };

export type StepVerdict =
  | { do: 'start'; cost: Resources; durationMs: number }
  | { do: 'wait'; until: number | null }
  | { do: 'skip'; reason: PlanSkip };

export const isPlanTarget = (kind: PlanKind, target: string) =>
  kind === 'building' ? (BUILDING_IDS as readonly string[]).includes(target) : target in RESEARCH_BY_ID;

const levelNow = (state: BaseState, kind: PlanKind, target: string) =>
  kind === 'building' ? (state.buildings[target as BuildingId] ?? 0) : (state.research[target] ?? 0);

export const maxLevelOf = (kind: PlanKind, target: string) =>
  kind === 'building' ? (BUILDINGS[target as BuildingId]?.maxLevel ?? 0) : (RESEARCH_BY_ID[target]?.maxLevel ?? 0);

/**
 * The level a new step of this target brings: one above what the base has, what runs and what
 * the plan already holds for it.
 */
export function nextPlanLevel(
  state: BaseState,
  running: InProgress[],
  steps: PlanStep[],
  kind: PlanKind,
  target: string,
): number {
  const levels = [
    levelNow(state, kind, target),
    ...running.filter((r) => r.kind === kind && r.target === target).map((r) => r.level),
    ...steps.filter((s) => s.kind === kind && s.target === target).map((s) => s.level),
  ];
  return Math.max(...levels) + 1;
}

/**
 * When production brings the resources up to `cost` (epoch ms), at the rates of `state`; null when it
 * never will by production alone (a rate at or below zero, a frozen base). Storage too small: -1.
 */
export function whenAffordable(state: BaseState, cost: Resources): number | null {
  const snap = snapshotOf(state);
  let at = state.settledAt;
  for (const k of RESOURCES) {
    const need = cost[k] - snap.amounts[k];
    if (need <= 0) continue;
    if (cost[k] > snap.capacity[k]) return -1;
    if (snap.ratePerHour[k] <= 0 || state.frozenSince !== undefined) return null;
    at = Math.max(at, state.settledAt + Math.ceil((need * HOUR_MS - snap.remainder[k]) / snap.ratePerHour[k]));
  }
  return at;
}

const earliest = (items: RunningItem[]) => (items.length > 0 ? Math.min(...items.map((i) => i.dueAt)) : null);

/**
 * What to do with a plan's first waiting step of its kind at `state.settledAt`: start it (the cost
 * and time), wait (until a queue frees or production reaches the cost; null: no known time), or
 * skip it (it can no longer start).
 */
export function judgeStep(state: BaseState, running: RunningItem[], step: PlanStep, worldSpeed = 1): StepVerdict {
  if (!isPlanTarget(step.kind, step.target)) return { do: 'skip', reason: 'UNKNOWN' };
  const now = levelNow(state, step.kind, step.target);
  const same = running.filter((r) => r.kind === step.kind && r.target === step.target);
  // reached, or on its way there by an order of the commander's own
  if (now >= step.level || same.some((r) => r.level >= step.level)) return { do: 'skip', reason: 'REACHED' };
  if (step.level > maxLevelOf(step.kind, step.target)) return { do: 'skip', reason: 'MAX_LEVEL' };
  // a lower level of it still to come first (running, or a step behind this one)
  if (same.length > 0) return { do: 'wait', until: earliest(same) };
  if (step.level > now + 1) return { do: 'skip', reason: 'REQUIREMENT_MISSING' };
  const check =
    step.kind === 'building'
      ? checkUpgrade(state, running, step.target as BuildingId, worldSpeed)
      : checkResearch(state, running, step.target, worldSpeed);
  if (check.ok) return { do: 'start', cost: check.cost, durationMs: check.durationMs };
  switch (check.reason) {
    case 'QUEUE_FULL':
      return { do: 'wait', until: earliest(running.filter((r) => r.kind === step.kind)) };
    case 'REQUIREMENT_MISSING': {
      // a requirement on its way: wait for it; else the step cannot start
      const coming = running.filter(
        (r) => r.kind === 'building' && r.target === check.requirement.buildingId && r.level >= check.requirement.level,
      );
      return coming.length > 0
        ? { do: 'wait', until: earliest(coming) }
        : { do: 'skip', reason: 'REQUIREMENT_MISSING' };
    }
    case 'NOT_ENOUGH_RESOURCES': {
      const at = whenAffordable(state, check.cost);
      if (at === -1) return { do: 'skip', reason: 'STORAGE' };
      return { do: 'wait', until: at === null ? null : Math.max(at, state.settledAt + 1) };
    }
    case 'MAX_LEVEL':
      return { do: 'skip', reason: 'MAX_LEVEL' };
    default:
      return { do: 'wait', until: earliest(running.filter((r) => r.kind === step.kind)) };
  }
}

/** The earliest of some instants (nulls ignored); null when there is none. */
export function earliestOf(times: (number | null)[]): number | null {
  const known = times.filter((t): t is number => t !== null);
  return known.length > 0 ? Math.min(...known) : null;
}
