/**
 * A march's legs on its base's timeline. Arrival at a pirate ship: the spot is locked, the battle is
 * fought with the pure engine (seeded by the march's id, so the report replays it), the winner's
 * survivors load what they can carry, the ship is gone until it respawns, a report is filed, and the
 * fleet turns home. Return: the survivors rejoin the garrison and the loot goes into the stores.
 * Both happen at the leg's due time, whoever settles the base and however late.
 */
import { z } from 'zod';
import {
  activeBoosts,
  addResources,
  baseStats,
  createRng,
  emptyResources,
  PIRATE_RESPAWN_MS,
  pirateFleet,
  pirateLoot,
  plainStats,
  plunderOf,
  resources,
  seedFromText,
  simulateBattle,
  type UnitCounts,
  unitTotal,
  withUnits,
} from '../../game/index.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import type { TimelineHandler } from '../bases/index.ts';
import { lockObject, removeObject } from '../galaxy/index.ts';
import { fileReport } from '../reports/index.ts';
import { worldOfProfile } from '../worlds/index.ts';
import { findMarchForUpdate, type MarchRow, updateMarch } from './repo.ts';
import { MARCH_EVENT, type MarchLeg } from './service.ts';

// old events may not match today's shape: check at run time
const Leg = z.object({ marchId: z.string().uuid(), leg: z.enum(['arrive', 'return']) });

export const marchTimeline: TimelineHandler = async (trx, { row, state, event }) => {
  const parsed = Leg.safeParse(event.payload);
  if (!parsed.success) return { state };
  const m = await findMarchForUpdate(trx, parsed.data.marchId);
  const at = event.dueAt;
  if (parsed.data.leg === 'return') {
    if (!m || m.status !== 'returning') return { state };
    await updateMarch(trx, m.id, { status: 'done', updated_at: new Date(at) });
    return { state: { ...state, units: withUnits(state.units, m.units as UnitCounts), resources: addResources(state.resources, resources(m.loot)) } };
  }
  if (!m || m.status !== 'marching') return { state };
  const { survivors, loot } = await arrive(trx, m, state, row.speed, at);
  if (unitTotal(survivors) === 0) {
    await updateMarch(trx, m.id, { status: 'done', units: {}, updated_at: new Date(at) });
    return { state };
  }
  const returnsAt = at + (m.arrives_at.getTime() - m.departs_at.getTime());
  await updateMarch(trx, m.id, { status: 'returning', units: survivors as Record<string, number>, loot: loot as Record<string, number>, returns_at: new Date(returnsAt), updated_at: new Date(at) });
  const leg: MarchLeg = { marchId: m.id, leg: 'return' };
  const back = await scheduleEvent(trx, { baseId: row.id, kind: MARCH_EVENT, payload: leg, startsAt: at, dueAt: returnsAt });
  return { state, scheduled: [back] };
};

/** The fleet at its target: a battle (or nothing there any more), and its report. */
async function arrive(trx: Parameters<TimelineHandler>[0], m: MarchRow, state: Parameters<TimelineHandler>[1]['state'], worldSpeed: number, at: number) {
  const world = await worldOfProfile(trx, m.profile_id);
  const spot = { x: m.target_x, y: m.target_y };
  const target = { ...spot, kind: m.target_kind, level: m.target_level };
  const units = m.units as UnitCounts;
  const object = await lockObject(trx, world, spot, at);
  if (!object || object.kind !== m.target_kind) {
    await fileReport(trx, { profileId: m.profile_id, kind: 'notice', data: { reason: 'target-gone', target, units, marchId: m.id }, at });
    return { survivors: units, loot: emptyResources() };
  }
  const seed = seedFromText(m.id);
  const input = {
    attacker: { units, stats: baseStats(state.buildings, state.research, {}, worldSpeed, activeBoosts(state.boosts, at)).units },
    defender: { units: pirateFleet(object.level), stats: plainStats() },
  };
  const result = simulateBattle(input, createRng(seed));
  const won = result.winner === 'attacker';
  const loot = won ? plunderOf(result.attacker.survivors, pirateLoot(object.level)) : emptyResources();
  if (won) await removeObject(trx, world, spot, at + Math.round(PIRATE_RESPAWN_MS / worldSpeed));
  await fileReport(trx, { profileId: m.profile_id, kind: 'battle', data: { engineVersion: result.version, seed, target, input, result, loot, marchId: m.id }, at });
  return { survivors: result.attacker.survivors, loot };
}
