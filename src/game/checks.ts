/**
 * May this upgrade or research start now? The same answer for the server (which enforces it) and
 * the browser (which explains a disabled button).
 */
import type { BaseState, Completion } from './base.ts';
import { BUILDINGS, type BuildingId, buildingCost, buildingDurationMs, buildingRequirements } from './buildings.ts';
import { activeBoosts, modifiersFrom, spedUp } from './modifiers.ts';
import { RESEARCH_BY_ID, labLevelFor, researchCost, researchDurationMs } from './research.ts';
import { addResources, hasEnough, missingResources, type Resources, scaleResources } from './resources.ts';
import { healingCost } from './healing.ts';
import { trainingCost } from './training.ts';

/** Queues of each kind: one by default, plus those bought with credits (at most two more). */
export const QUEUES_BY_DEFAULT = 1;
export const MAX_EXTRA_QUEUES = 2;
/** Credits for the next extra queue. */
export const extraQueuePrice = (alreadyBought: number) => 200 * (alreadyBought + 1);
/** Share of the cost given back when an upgrade or research is cancelled. */
export const CANCEL_REFUND = 0.5;

/** A running queue item as the start checks see it (`level`: for training, the batch size). */
export interface InProgress {
  kind: 'building' | 'research' | 'training' | 'healing';
  target: string;
  level: number;
}

/** A scheduled completion as a queue entry: what it works on and the level (or batch size) it brings. */
export function inProgressOf(c: Completion): InProgress {
  if (c.kind === 'building') return { kind: 'building', target: c.buildingId, level: c.level };
  if (c.kind === 'research') return { kind: 'research', target: c.researchId, level: c.level };
  return { kind: c.kind, target: c.unitId, level: c.count };
}

/** What a queue item cost when it started (cancel gives back CANCEL_REFUND of it). */
export function completionCost(c: Completion): Resources {
  if (c.kind === 'building') return buildingCost(c.buildingId, c.level);
  if (c.kind === 'research') return researchCost(c.researchId, c.level);
  if (c.kind === 'healing') return healingCost(c.unitId, c.count);
  return trainingCost(c.unitId, c.count);
}

/**
 * The base after a queue item is cancelled: a share of its cost back, and a healing batch's troops
 * back among the injured.
 */
export function afterCancel(state: BaseState, c: Completion): BaseState {
  const back = { ...state, resources: addResources(state.resources, scaleResources(completionCost(c), CANCEL_REFUND)) };
  if (c.kind !== 'healing') return back;
  return { ...back, injured: { ...(state.injured ?? {}), [c.unitId]: (state.injured?.[c.unitId] ?? 0) + c.count } };
}

export type StartCheck =
  | { ok: true; cost: Resources; durationMs: number; level: number }
  | {
      ok: false;
      reason:
        | 'MAX_LEVEL'
        | 'QUEUE_FULL'
        | 'BUILDING_UPGRADING'
        | 'BUILDING_BEING_BUILT'
        | 'RESEARCH_IN_PROGRESS'
        | 'UNKNOWN';
    }
  | { ok: false; reason: 'REQUIREMENT_MISSING'; requirement: { buildingId: BuildingId; level: number } }
  | {
      ok: false;
      reason: 'NOT_ENOUGH_RESOURCES';
      missing: Resources;
      cost: Resources;
      durationMs: number;
      level: number;
    };

/** `worldSpeed` divides the time (a speed-10 world builds ten times faster). */
export function checkUpgrade(state: BaseState, queue: InProgress[], id: BuildingId, worldSpeed = 1): StartCheck {
  const d = BUILDINGS[id];
  if (!d) return { ok: false, reason: 'UNKNOWN' };
  const current = state.buildings[id] ?? 0;
  const running = queue.find((q) => q.kind === 'building' && q.target === id);
  if (running) return { ok: false, reason: running.level === 1 ? 'BUILDING_BEING_BUILT' : 'BUILDING_UPGRADING' };
  const level = current + 1;
  if (level > d.maxLevel) return { ok: false, reason: 'MAX_LEVEL' };
  if (queue.filter((q) => q.kind === 'building').length >= QUEUES_BY_DEFAULT + state.extraQueues.building)
    return { ok: false, reason: 'QUEUE_FULL' };
  for (const [req, min] of Object.entries(buildingRequirements(id, level)) as [BuildingId, number][]) {
    if ((state.buildings[req] ?? 0) < min)
      return { ok: false, reason: 'REQUIREMENT_MISSING', requirement: { buildingId: req, level: min } };
  }
  const cost = buildingCost(id, level);
  const durationMs = spedUp(
    buildingDurationMs(id, level),
    modifiersFrom(state.research, activeBoosts(state.boosts, state.settledAt)).constructionSpeed * worldSpeed,
  );
  if (!hasEnough(state.resources, cost))
    return {
      ok: false,
      reason: 'NOT_ENOUGH_RESOURCES',
      missing: missingResources(state.resources, cost),
      cost,
      durationMs,
      level,
    };
  return { ok: true, cost, durationMs, level };
}

export function checkResearch(state: BaseState, queue: InProgress[], id: string, worldSpeed = 1): StartCheck {
  const d = RESEARCH_BY_ID[id];
  if (!d) return { ok: false, reason: 'UNKNOWN' };
  if (queue.some((q) => q.kind === 'research' && q.target === id)) return { ok: false, reason: 'RESEARCH_IN_PROGRESS' };
  const level = (state.research[id] ?? 0) + 1;
  if (level > d.maxLevel) return { ok: false, reason: 'MAX_LEVEL' };
  if (queue.filter((q) => q.kind === 'research').length >= QUEUES_BY_DEFAULT + state.extraQueues.research)
    return { ok: false, reason: 'QUEUE_FULL' };
  const lab = labLevelFor(level);
  if ((state.buildings['research-lab'] ?? 0) < lab)
    return { ok: false, reason: 'REQUIREMENT_MISSING', requirement: { buildingId: 'research-lab', level: lab } };
  const cost = researchCost(id, level);
  const durationMs = spedUp(
    researchDurationMs(id, level),
    modifiersFrom(state.research, activeBoosts(state.boosts, state.settledAt)).researchSpeed * worldSpeed,
  );
  if (!hasEnough(state.resources, cost))
    return {
      ok: false,
      reason: 'NOT_ENOUGH_RESOURCES',
      missing: missingResources(state.resources, cost),
      cost,
      durationMs,
      level,
    };
  return { ok: true, cost, durationMs, level };
}
