/**
 * The overview of a whole world's galaxy beside the map's window: a coarse grid (src/game map-view,
 * at most 25 × 25 cells) counting the bases and the generated objects in each cell, and where the
 * reader's allies stand. Served cheaply: the objects follow from the world's seed and are counted
 * once per process; the bases are counted in one grouped read, kept for OVERVIEW_TTL_MS per world.
 */
import { countsByCell, objectCounts, overviewGrid } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { baseCountsByCell, basePositions } from '../bases/index.ts';
import { worldOfProfile } from '../worlds/index.ts';

/** How long a world's base counts are reused: a new base shows on the overview within this time. */
export const OVERVIEW_TTL_MS = 30_000;

const objectsByWorld = new Map<string, number[]>();
const basesByWorld = new Map<string, { at: number; counts: Promise<number[]> }>();

function objectsOf(world: { worldId: string; seed: number; mapSize: number }) {
  const key = `${world.worldId}:${world.mapSize}`;
  let counts = objectsByWorld.get(key);
  if (!counts) {
    counts = objectCounts(world.seed, world.mapSize);
    objectsByWorld.set(key, counts);
  }
  return counts;
}

function basesOf(ex: Executor, world: { worldId: string; mapSize: number }, now: number) {
  const cached = basesByWorld.get(world.worldId);
  if (cached && now - cached.at >= 0 && now - cached.at < OVERVIEW_TTL_MS) return cached.counts;
  // readers arriving together share one read; a failed read is not kept
  const counts = baseCountsByCell(ex, world.worldId, overviewGrid(world.mapSize).cell).then((rows) =>
    countsByCell(world.mapSize, rows),
  );
  basesByWorld.set(world.worldId, { at: now, counts });
  counts.catch(() => basesByWorld.delete(world.worldId));
  return counts;
}

export async function readOverview(ex: Executor, profileId: string, now: number) {
  const world = await worldOfProfile(ex, profileId);
  const [bases, mine] = await Promise.all([basesOf(ex, world, now), membershipOf(ex, profileId)]);
  const members = mine ? await membersOf(ex, mine.alliance_id) : [];
  const allyIds = members.map((m) => m.profile_id).filter((id) => id !== profileId);
  const allies = await basePositions(ex, { profileIds: allyIds });
  const { cell, side } = overviewGrid(world.mapSize);
  return {
    size: world.mapSize,
    cell,
    side,
    bases,
    objects: objectsOf(world),
    allies: allies.map((b) => ({ x: b.x, y: b.y })),
  };
}
