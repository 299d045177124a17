/**
 * Healing: the recovery bay brings injured troops back, one batch at a time, for a share of their
 * cost and a share of their training time (healing-speed research and world speed applied). The
 * troops of a running batch are out of the injured list until they are back on their feet.
 */
import type { BaseState } from './base.ts';
import type { InProgress } from './checks.ts';
import { activeBoosts } from './modifiers.ts';
import { hasEnough, missingResources, type Resources, resources } from './resources.ts';
import { baseStats } from './stats.ts';
import { isUnitId } from './training.ts';
import { UNITS, type UnitId } from './units.ts';

/** Share of a unit's cost that healing it costs. */
export const HEALING_COST_SHARE = 0.3;

export function healingCost(id: UnitId, count: number): Resources {
  const out = resources();
  for (const [k, v] of Object.entries(UNITS[id].cost) as [keyof Resources, number][])
    out[k] = Math.floor(v * HEALING_COST_SHARE * count);
  return out;
}

export type HealCheck =
  | { ok: true; cost: Resources; durationMs: number; count: number }
  | { ok: false; reason: 'UNKNOWN' | 'NO_INJURED' | 'NO_AMOUNT' | 'QUEUE_FULL' }
  | {
      ok: false;
      reason: 'NOT_ENOUGH_RESOURCES';
      missing: Resources;
      cost: Resources;
      durationMs: number;
      count: number;
    };

/** May `count` injured troops of a type start healing now? Server and browser ask the same. */
export function checkHealing(
  state: BaseState,
  queue: InProgress[],
  unitId: string,
  count: number,
  worldSpeed = 1,
): HealCheck {
  if (!isUnitId(unitId)) return { ok: false, reason: 'UNKNOWN' };
  const injured = state.injured?.[unitId] ?? 0;
  if (injured <= 0) return { ok: false, reason: 'NO_INJURED' };
  if (!Number.isInteger(count) || count < 1) return { ok: false, reason: 'NO_AMOUNT' };
  if (count > injured) return { ok: false, reason: 'NO_INJURED' };
  if (queue.some((q) => q.kind === 'healing')) return { ok: false, reason: 'QUEUE_FULL' };
  const stats = baseStats(
    state.buildings,
    state.research,
    state.units,
    worldSpeed,
    activeBoosts(state.boosts, state.settledAt),
  );
  const cost = healingCost(unitId, count);
  const durationMs = stats.units[unitId].healMs * count;
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

/** The troops of a batch leave the injured list when it starts (they are being healed). */
export function startHealing(state: BaseState, unitId: UnitId, count: number): BaseState {
  const injured = { ...(state.injured ?? {}) };
  injured[unitId] = Math.max(0, (injured[unitId] ?? 0) - count);
  return { ...state, injured };
}
