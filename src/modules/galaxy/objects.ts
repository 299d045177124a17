/**
 * The living objects of the map: what the world seed generates at a spot, unless it was destroyed
 * and has not respawned yet. Marches lock the spot they arrive at, so two fleets never both destroy
 * the same pirate ship.
 */
import {
  coordinatesOf,
  hiddenObjectAt,
  type MapObject,
  objectAt,
  PIRATE_ROAM,
  pirateRespawnSpots,
  radarReach,
  type Spot,
} from '../../game/index.ts';
import type { Executor, Trx } from '../../platform/db.ts';
import { basesInArea } from '../bases/index.ts';
import {
  activeSweeps,
  deletePirateMove,
  goneSpots,
  insertPirateMove,
  insertSweep,
  lockPirateMove,
  lockSpot,
  pirateMovesIn,
  setGoneUntil,
  upsertGoneUntil,
} from './repo.ts';

/** A home spot whose crew roams elsewhere stays gone until then (its crew comes home when it falls again). */
const ROAMING = new Date('9999-12-31T00:00:00Z');

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
  if (!o) {
    // a pirate crew come back here, away from its ship's home
    const [moved] = await pirateMovesIn(ex, world.worldId, { from: spot, to: spot }, new Date(now));
    return moved ? { x: spot.x, y: spot.y, kind: 'pirate-ship', level: moved.level } : null;
  }
  const gone = await goneSpots(ex, world.worldId, spot, spot, new Date(now));
  return gone.length > 0 ? null : o;
}

/**
 * Locks the spot and returns its object at `at`, or null when there is none (or it is gone). A fleet
 * that flew to a hidden object finds it, whether a radar still shows it or not.
 */
export async function lockObject(trx: Trx, world: WorldMap, spot: Spot, at: number): Promise<MapObject | null> {
  const o = objectAt(world.seed, world.mapSize, spot) ?? hiddenObjectAt(world.seed, world.mapSize, spot);
  if (!o) {
    const moved = await lockPirateMove(trx, world.worldId, spot.x, spot.y);
    return moved && moved.appears_at.getTime() <= at
      ? { x: spot.x, y: spot.y, kind: 'pirate-ship', level: moved.level }
      : null;
  }
  const goneUntil = await lockSpot(trx, world.worldId, spot.x, spot.y);
  return goneUntil.getTime() > at ? null : o;
}

/**
 * The object at a locked spot is destroyed. A pirate ship's next crew appears at `until` (decision
 * 042) at another spot near its ship's home — the home itself, or empty space within PIRATE_ROAM
 * cells that no base and no other crew holds — never where it just fell. Anything else (a hidden
 * ship) respawns where it was.
 */
export async function removeObject(trx: Trx, world: WorldMap, spot: Spot, until: number): Promise<void> {
  const generated = objectAt(world.seed, world.mapSize, spot);
  let home: Spot | null = generated?.kind === 'pirate-ship' ? spot : null;
  if (!generated && !hiddenObjectAt(world.seed, world.mapSize, spot)) {
    const moved = await lockPirateMove(trx, world.worldId, spot.x, spot.y);
    if (moved) {
      home = { x: moved.home_x, y: moved.home_y };
      await deletePirateMove(trx, world.worldId, spot.x, spot.y);
    }
  }
  if (!home) {
    await setGoneUntil(trx, world.worldId, spot.x, spot.y, new Date(until));
    return;
  }
  const level = objectAt(world.seed, world.mapSize, home)?.level ?? 1;
  const around = {
    from: { x: home.x - PIRATE_ROAM, y: home.y - PIRATE_ROAM },
    to: { x: home.x + PIRATE_ROAM, y: home.y + PIRATE_ROAM },
  };
  const [bases, crews] = await Promise.all([
    basesInArea(trx, world.worldId, around.from, around.to),
    pirateMovesIn(trx, world.worldId, around),
  ]);
  const held = new Set([...bases, ...crews].map(coordinatesOf));
  const next = pirateRespawnSpots(world.seed, world.mapSize, home, spot, Math.floor(until / 1000)).find(
    (s) => !held.has(coordinatesOf(s)),
  );
  if (!next || (next.x === home.x && next.y === home.y)) {
    await upsertGoneUntil(trx, world.worldId, home.x, home.y, new Date(until));
    return;
  }
  await upsertGoneUntil(trx, world.worldId, home.x, home.y, ROAMING);
  await insertPirateMove(trx, {
    world_id: world.worldId,
    x: next.x,
    y: next.y,
    home_x: home.x,
    home_y: home.y,
    level,
    appears_at: new Date(until),
  });
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
