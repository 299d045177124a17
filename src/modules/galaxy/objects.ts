/**
 * The living objects of the map: what the world seed generates at a spot, unless it was destroyed
 * and has not respawned yet. Marches lock the spot they arrive at, so two fleets never both destroy
 * the same pirate ship.
 */
import { type MapObject, objectAt, type Spot } from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { goneSpots, lockSpot, setGoneUntil } from './repo.ts';

export interface WorldMap {
  worldId: string;
  seed: number;
  mapSize: number;
}

/** The object at a spot now (no lock: for checks before sending). */
export async function objectNow(ex: Executor, world: WorldMap, spot: Spot, now: number): Promise<MapObject | null> {
  const o = objectAt(world.seed, world.mapSize, spot);
  if (!o) return null;
  const gone = await goneSpots(ex, world.worldId, spot, spot, new Date(now));
  return gone.length > 0 ? null : o;
}

/** Locks the spot and returns its object at `at`, or null when there is none (or it is gone). */
export async function lockObject(trx: Trx, world: WorldMap, spot: Spot, at: number): Promise<MapObject | null> {
  const o = objectAt(world.seed, world.mapSize, spot);
  if (!o) return null;
  const goneUntil = await lockSpot(trx, world.worldId, spot.x, spot.y);
  return goneUntil.getTime() > at ? null : o;
}

/** The object at a locked spot is destroyed until `until` (then it respawns where it was). */
export async function removeObject(trx: Trx, world: WorldMap, spot: Spot, until: number): Promise<void> {
  await setGoneUntil(trx, world.worldId, spot.x, spot.y, new Date(until));
}
