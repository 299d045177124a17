/**
 * Sending fleets: lock and settle the base → check (src/game checkMarch) → units leave the garrison
 * → the march and its arrival on the base's timeline, in one transaction. Recall turns a fleet on
 * its way out around from where it is.
 */
import { activeBoosts, baseStats, checkMarch, type UnitCounts } from '../../game/index.ts';
import type { Db } from '../../platform/db.ts';
import { cancelEvent, scheduleEvent } from '../../platform/timeline.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../bases/index.ts';
import { objectNow } from '../galaxy/index.ts';
import { worldOfProfile } from '../worlds/index.ts';
import { marchesErrors, marchRefusal } from './errors.ts';
import { activeMarches, findMarchForUpdate, insertMarch, updateMarch } from './repo.ts';
import { marchView } from './view.ts';

export const MARCH_EVENT = 'march';
export interface MarchLeg {
  marchId: string;
  leg: 'arrive' | 'return';
}

/** What a fleet may attack today. */
const ATTACKABLE = new Set(['pirate-ship']);

export async function sendMarch(db: Db, profileId: string, input: { x: number; y: number; units: UnitCounts }, now: number) {
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    const world = await worldOfProfile(trx, profileId);
    const target = await objectNow(trx, world, { x: input.x, y: input.y }, now);
    if (!target || !ATTACKABLE.has(target.kind)) throw marchesErrors.badTarget();
    const out = await activeMarches(trx, profileId);
    const slots = baseStats(b.state.buildings, b.state.research, b.state.units, b.row.speed, activeBoosts(b.state.boosts, now)).marchSlots;
    const check = checkMarch(b.state, b.row, target, input.units, out.length, slots, b.row.speed);
    if (!check.ok) throw marchRefusal(check);
    const units: UnitCounts = { ...b.state.units };
    for (const [id, n] of Object.entries(check.units)) units[id as keyof UnitCounts] = (units[id as keyof UnitCounts] ?? 0) - (n ?? 0);
    await saveState(trx, b.row.id, { ...b.state, units });
    const march = await insertMarch(trx, {
      profile_id: profileId,
      base_id: b.row.id,
      world_id: world.worldId,
      kind: 'attack',
      status: 'marching',
      target_x: target.x,
      target_y: target.y,
      target_kind: target.kind,
      target_level: target.level,
      units: check.units as Record<string, number>,
      departs_at: new Date(now),
      arrives_at: new Date(now + check.travelMs),
      updated_at: new Date(now),
    });
    const leg: MarchLeg = { marchId: march.id, leg: 'arrive' };
    await scheduleEvent(trx, { baseId: b.row.id, kind: MARCH_EVENT, payload: leg, startsAt: now, dueAt: now + check.travelMs });
    await announceChange(trx, b.row);
    return marchView(march);
  });
}

/** Turns a fleet on its way out around: it flies home as long as it has flown. */
export async function recallMarch(db: Db, profileId: string, marchId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    const m = await findMarchForUpdate(trx, marchId);
    if (!m || m.profile_id !== profileId || m.status !== 'marching') throw marchesErrors.notRecallable();
    const arrival = b.pending.find((e) => e.kind === MARCH_EVENT && (e.payload as unknown as MarchLeg).marchId === marchId);
    if (!arrival || !(await cancelEvent(trx, arrival.id))) throw marchesErrors.notRecallable();
    const returnsAt = now + Math.max(1000, now - m.departs_at.getTime());
    const back = await updateMarch(trx, marchId, { status: 'returning', returns_at: new Date(returnsAt), updated_at: new Date(now) });
    const leg: MarchLeg = { marchId, leg: 'return' };
    await scheduleEvent(trx, { baseId: b.row.id, kind: MARCH_EVENT, payload: leg, startsAt: now, dueAt: returnsAt });
    await announceChange(trx, b.row);
    return marchView(back);
  });
}

/** The player's marches away from home, settled to now (a fleet that arrived shows as returning). */
export async function listMarches(db: Db, profileId: string, now: number) {
  return db.transaction().execute(async (trx) => {
    await lockAndSettleProfile(trx, profileId, now);
    return (await activeMarches(trx, profileId)).map(marchView);
  });
}
