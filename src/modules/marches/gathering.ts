/**
 * Gathering at an asteroid: on arrival the march's load and mining time are fixed from the base's
 * mining research (src/game gatherPlan); when the time is up, or when it is recalled, a gathering
 * report says what it mined and the fleet turns home with it.
 */
import {
  activeBoosts,
  type BaseState,
  baseStats,
  gatherPlan,
  gatheredAfter,
  isAsteroid,
  type UnitCounts,
} from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { fileReport } from '../reports/index.ts';
import type { MarchRow } from './repo.ts';

/** The plan of a march at its asteroid, as fixed at its arrival. */
export function planOf(m: MarchRow, state: BaseState, worldSpeed: number, at: number) {
  if (!isAsteroid(m.target_kind)) return null;
  const mining = baseStats(state.buildings, state.research, {}, worldSpeed, activeBoosts(state.boosts, at)).mining;
  return gatherPlan(m.target_kind, m.target_level, m.units as UnitCounts, mining, worldSpeed);
}

/** Files the gathering report of a march that stops mining at `at` with `amount` loaded. */
export async function reportGathered(trx: Trx, m: MarchRow, resource: string, amount: number, at: number) {
  const target = { x: m.target_x, y: m.target_y, kind: m.target_kind, level: m.target_level };
  await fileReport(trx, {
    profileId: m.profile_id,
    kind: 'gathering',
    data: { target, resource, amount, units: m.units, marchId: m.id },
    at,
  });
}

/**
 * A recalled gathering march: what it mined up to `now`, pro rata of its planned load and time
 * (the planned load is in `loot` since its arrival). Files the report; returns the loot to carry.
 */
export async function stopGathering(trx: Trx, m: MarchRow, now: number): Promise<Record<string, number>> {
  const [resource, planned] = Object.entries(m.loot).find(([, v]) => v > 0) ?? ['astromite', 0];
  const start = m.arrives_at.getTime();
  const end = m.gather_ends_at?.getTime() ?? start;
  const amount = gatheredAfter(
    { resource: resource as 'astromite', amount: planned, ratePerHour: 1, durationMs: Math.max(1, end - start) },
    now - start,
  );
  await reportGathered(trx, m, resource, amount, now);
  return { [resource]: amount };
}
