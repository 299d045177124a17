/**
 * What a commander sees on the galaxy map beyond the objects themselves: the overview of the whole
 * galaxy (a coarse grid of cells, each counting the bases and generated objects in it), whose fleets
 * in flight show (docs/decisions/045-galaxy-map-overview.md), and which mark a commander's base gets.
 */
import { MAP_DENSITY, type MapObject, mapCentre, objectAt, type Spot, spotHash } from './galaxy.ts';

/** The overview is at most this many cells a side (a 200 × 200 galaxy: 25 × 25 cells of 8 × 8 spots). */
export const OVERVIEW_SIDE = 25;

/** Spots a side of one overview cell, and how many cells a side the overview has. */
export function overviewGrid(size: number): { cell: number; side: number } {
  const cell = Math.max(1, Math.ceil(size / OVERVIEW_SIDE));
  return { cell, side: Math.ceil(size / cell) };
}

/** The overview cell (row-major index) a spot falls in. */
export function overviewIndex(size: number, s: Spot): number {
  const { cell, side } = overviewGrid(size);
  return Math.floor(s.y / cell) * side + Math.floor(s.x / cell);
}

/** The spot in the middle of an overview cell (where a click on it centres the map), inside the map. */
export function overviewCellCentre(size: number, index: number): Spot {
  const { cell, side } = overviewGrid(size);
  const half = Math.floor(cell / 2);
  return {
    x: Math.min(size - 1, (index % side) * cell + half),
    y: Math.min(size - 1, Math.floor(index / side) * cell + half),
  };
}

/** Counts per cell, row-major, from rows already counted per cell (cx, cy: the cell's column and row). */
export function countsByCell(size: number, rows: readonly { cx: number; cy: number; n: number }[]): number[] {
  const { side } = overviewGrid(size);
  const out = new Array<number>(side * side).fill(0);
  for (const r of rows) {
    if (r.cx < 0 || r.cy < 0 || r.cx >= side || r.cy >= side) continue;
    out[r.cy * side + r.cx] = (out[r.cy * side + r.cx] ?? 0) + r.n;
  }
  return out;
}

/**
 * The generated objects per cell, row-major (what the world's seed puts on the map; one destroyed
 * and not yet respawned still counts: the overview shows where things are, not what is left).
 */
export function objectCounts(
  seed: number,
  size: number,
  at: (seed: number, size: number, s: Spot) => MapObject | null = objectAt,
): number[] {
  const { cell, side } = overviewGrid(size);
  const out = new Array<number>(side * side).fill(0);
  // objectAt's own test without building the object: one hash a spot (a 1,000 × 1,000 world in tens of ms)
  const total = Object.values(MAP_DENSITY).reduce((a, b) => a + b, 0);
  const c = mapCentre(size);
  const has =
    at === objectAt
      ? (x: number, y: number) =>
          (x === c.x && y === c.y) || ((x - c.x) ** 2 + (y - c.y) ** 2 >= 9 && spotHash(seed, x, y, 1) % 10_000 < total)
      : (x: number, y: number) => at(seed, size, { x, y }) !== null;
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y / cell) * side;
    for (let x = 0; x < size; x++) if (has(x, y)) out[row + Math.floor(x / cell)]! += 1;
  }
  return out;
}

/** Whose a fleet or a base is, as the reader sees it. */
export type Relation = 'own' | 'ally' | 'hostile' | 'neutral';

/** Marches at a base that are no move against it (as the incoming attacks leave them out). */
const FRIENDLY_KINDS = new Set(['reinforce', 'convoy', 'portal']);

/** Statuses of a fleet in flight: out, home, and a rally's share flying to its leader or with the rally. */
const IN_FLIGHT = new Set(['marching', 'returning', 'joining', 'rallying']);
/** Statuses of a fleet flying out at its target (a rally's, once it left its leader's base). */
const FLYING_OUT = new Set(['marching', 'rallying']);

/**
 * Whether the reader sees a fleet in flight, and as what: their own; an alliance member's (the
 * alliance shares its skies); a stranger's flying out at the reader's base or an ally's (what the
 * incoming attacks show, a rally's members too); anything else — a stranger's fleet between
 * strangers, at an object, waiting in a rally or home again — is not shown (null). Fleets through
 * the portal are not on the map.
 */
export function fleetRelation(
  f: { profileId: string; kind: string; status: string; targetBaseId: string | null },
  reader: { profileId: string; allies: ReadonlySet<string>; watchedBases: ReadonlySet<string> },
): Exclude<Relation, 'neutral'> | null {
  if (f.kind === 'portal' || !IN_FLIGHT.has(f.status)) return null;
  if (f.profileId === reader.profileId) return 'own';
  if (reader.allies.has(f.profileId)) return 'ally';
  if (
    FLYING_OUT.has(f.status) &&
    f.targetBaseId &&
    reader.watchedBases.has(f.targetBaseId) &&
    !FRIENDLY_KINDS.has(f.kind)
  )
    return 'hostile';
  return null;
}

/**
 * The mark of a commander's base: mine; an ally's; hostile when its commander has a fleet flying at
 * me or an ally now; else neutral.
 */
export function baseRelation(
  b: { own: boolean; ally: boolean; owner: string | null },
  hostileCommanders: ReadonlySet<string>,
): Relation {
  if (b.own) return 'own';
  if (b.ally) return 'ally';
  if (b.owner !== null && hostileCommanders.has(b.owner)) return 'hostile';
  return 'neutral';
}
