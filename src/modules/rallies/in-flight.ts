/**
 * Rallies on their way to a base, as the bash limit counts them (decision 067): one attack each, by
 * its leader. A rally still gathering lands, as planned, when its leader's units would get there from
 * the leader's base after the wait (the time its creation was checked with).
 */
import { travelMs, type UnitCounts } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { basePositions } from '../bases/index.ts';
import { marchesOfRallies } from '../marches/index.ts';
import type { AttackInFlight } from '../protection/index.ts';
import { openRalliesAt } from './repo.ts';

/** When a rally leaving at `departsAt` from `from` with `units` lands on `to`. */
export const rallyLandsAt = (
  departsAt: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
  units: UnitCounts,
  speed: number,
) => {
  const flight = travelMs(from, to, units, speed);
  return departsAt + (Number.isFinite(flight) ? flight : 1000);
};

export async function ralliesInFlight(ex: Executor, base: { id: string; speed: number }): Promise<AttackInFlight[]> {
  const rallies = await openRalliesAt(ex, base.id);
  if (rallies.length === 0) return [];
  const pending = rallies.filter((r) => r.status !== 'marching');
  const leaders = (
    await marchesOfRallies(
      ex,
      pending.map((r) => r.id),
    )
  ).filter((m) => pending.some((r) => r.id === m.rally_id && r.leader_profile_id === m.profile_id));
  const spots = new Map(
    (await basePositions(ex, { baseIds: pending.map((r) => r.leader_base_id) })).map((b) => [b.id, b]),
  );
  return rallies.map((r) => {
    const spot = spots.get(r.leader_base_id);
    const units = leaders.find((m) => m.rally_id === r.id)?.units as UnitCounts | undefined;
    const landsAt =
      r.status === 'marching' && r.arrives_at
        ? r.arrives_at.getTime()
        : spot && units
          ? rallyLandsAt(r.departs_at.getTime(), spot, { x: r.target_x, y: r.target_y }, units, base.speed)
          : r.departs_at.getTime();
    return { attackerId: r.leader_profile_id, landsAt, rallyId: r.id };
  });
}
