/**
 * The living objects of the map: what the world seed generates at a spot, unless it was destroyed
 * and has not respawned yet. Marches lock the spot they arrive at, so two fleets never both destroy
 * the same pirate ship.
 */
import { hiddenObjectAt, type MapObject, objectAt, radarReach, type Spot } from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { activeSweeps, goneSpots, insertSweep, lockSpot, setGoneUntil } from './repo.ts';

export interface WorldMap {
  worldId: string;
  seed: number;
  mapSize: number;
}

/** Is the spot inside one of the profile's radar sweeps of that kind of object, now? */
async function swept(ex: Executor, profileId: string, o: MapObject, now: number): Promise<boolean> {
  const sweeps = await activeSweeps(ex, profileId, new Date(now));
  return sweeps.some((s) => s.target === o.kind && Math.abs(s.x - o.x) <= s.radius && Math.abs(s.y - o.y) <= s.radius);
}

/**
 * The object at a spot now (no lock: for checks before sending). A hidden object counts only for
 * `seenBy`, a profile whose radar shows it.
 */
export async function objectNow(
  ex: Executor,
  world: WorldMap,
  spot: Spot,
  now: number,
  seenBy?: string,
): Promise<MapObject | null> {
  let o = objectAt(world.seed, world.mapSize, spot);
  if (!o && seenBy) {
    const hidden = hiddenObjectAt(world.seed, world.mapSize, spot);
    if (hidden && (await swept(ex, seenBy, hidden, now))) o = hidden;
  }
  if (!o) return null;
  const gone = await goneSpots(ex, world.worldId, spot, spot, new Date(now));
  return gone.length > 0 ? null : o;
}

/**
 * Locks the spot and returns its object at `at`, or null when there is none (or it is gone). A fleet
 * that flew to a hidden object finds it, whether a radar still shows it or not.
 */
export async function lockObject(trx: Trx, world: WorldMap, spot: Spot, at: number): Promise<MapObject | null> {
  const o = objectAt(world.seed, world.mapSize, spot) ?? hiddenObjectAt(world.seed, world.mapSize, spot);
  if (!o) return null;
  const goneUntil = await lockSpot(trx, world.worldId, spot.x, spot.y);
  return goneUntil.getTime() > at ? null : o;
}

/** The object at a locked spot is destroyed until `until` (then it respawns where it was). */
export async function removeObject(trx: Trx, world: WorldMap, spot: Spot, until: number): Promise<void> {
  await setGoneUntil(trx, world.worldId, spot.x, spot.y, new Date(until));
}

/** A radar sweeps the space around a base: the hidden objects of its kind show on the map until `until`. */
export async function sweepRadar(
  trx: Trx,
  s: { profileId: string; target: string; at: Spot; observatoryLevel: number; until: number },
) {
  await insertSweep(trx, {
    profile_id: s.profileId,
    target: s.target,
    x: s.at.x,
    y: s.at.y,
    radius: radarReach(s.observatoryLevel),
    until: new Date(s.until),
  });
}
