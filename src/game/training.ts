/**
 * Training units: the barracks trains ground units, the shipyard space units, one batch at a time
 * each. A batch costs the unit's cost times the count, holds at most the yard's training capacity
 * and takes the unit's training time (research and world speed applied) times the count.
 */
import type { BaseState } from './base.ts';
import type { InProgress } from './checks.ts';
import { activeBoosts } from './modifiers.ts';
import { hasEnough, missingResources, type Resources, resources } from './resources.ts';
import { baseStats } from './stats.ts';
import { UNIT_IDS, UNITS, type UnitId } from './units.ts';

export type Yard = 'barracks' | 'shipyard';

/** Where a unit type is trained. */
export const yardOf = (id: UnitId): Yard => (UNITS[id].domain === 'ground' ? 'barracks' : 'shipyard');

/** The level of its yard a unit type needs before it can be trained. */
export const UNIT_UNLOCK_LEVEL: Record<UnitId, number> = {
  ranger: 1,
  guardian: 3,
  phantom: 6,
  interceptor: 1,
  cruiser: 4,
  battleship: 8,
};

export const isUnitId = (id: string): id is UnitId => (UNIT_IDS as readonly string[]).includes(id);

/** What `count` units of a type cost. */
export function trainingCost(id: UnitId, count: number): Resources {
  const out = resources();
  for (const [k, v] of Object.entries(UNITS[id].cost) as [keyof Resources, number][]) out[k] = v * count;
  return out;
}

export type TrainCheck =
  | { ok: true; cost: Resources; durationMs: number; count: number }
  | { ok: false; reason: 'UNKNOWN' | 'NO_AMOUNT' | 'QUEUE_FULL' }
  | { ok: false; reason: 'REQUIREMENT_MISSING'; requirement: { buildingId: Yard; level: number } }
  | { ok: false; reason: 'OVER_CAPACITY'; capacity: number }
  | {
      ok: false;
      reason: 'NOT_ENOUGH_RESOURCES';
      missing: Resources;
      cost: Resources;
      durationMs: number;
      count: number;
    };

/**
 * May `count` units of `unitId` start training now? The server enforces it; the browser uses the
 * same answer to preview cost and time and to explain a disabled button.
 */
export function checkTraining(
  state: BaseState,
  queue: InProgress[],
  unitId: string,
  count: number,
  worldSpeed = 1,
): TrainCheck {
  if (!isUnitId(unitId)) return { ok: false, reason: 'UNKNOWN' };
  if (!Number.isInteger(count) || count < 1) return { ok: false, reason: 'NO_AMOUNT' };
  const yard = yardOf(unitId);
  const need = UNIT_UNLOCK_LEVEL[unitId];
  if ((state.buildings[yard] ?? 0) < need)
    return { ok: false, reason: 'REQUIREMENT_MISSING', requirement: { buildingId: yard, level: need } };
  if (queue.some((q) => q.kind === 'training' && isUnitId(q.target) && yardOf(q.target) === yard))
    return { ok: false, reason: 'QUEUE_FULL' };
  const stats = baseStats(
    state.buildings,
    state.research,
    state.units,
    worldSpeed,
    activeBoosts(state.boosts, state.settledAt),
  );
  const capacity = stats.training[yard].capacity;
  if (count > capacity) return { ok: false, reason: 'OVER_CAPACITY', capacity };
  const cost = trainingCost(unitId, count);
  const durationMs = stats.units[unitId].trainMs * count;
  if (!hasEnough(state.resources, cost))
    return {
      ok: false,
      reason: 'NOT_ENOUGH_RESOURCES',
      missing: missingResources(state.resources, cost),
      cost,
      durationMs,
      count,
    };
  return { ok: true, cost, durationMs, count };
}

/** The most units of a type the base can train now: capacity and resources allow (0 when none). */
export function maxTrainable(state: BaseState, unitId: UnitId, worldSpeed = 1): number {
  const stats = baseStats(
    state.buildings,
    state.research,
    state.units,
    worldSpeed,
    activeBoosts(state.boosts, state.settledAt),
  );
  let most = stats.training[yardOf(unitId)].capacity;
  for (const [k, v] of Object.entries(UNITS[unitId].cost) as [keyof Resources, number][])
    if (v > 0) most = Math.min(most, Math.floor(state.resources[k] / v));
  return Math.max(0, most);
}
