/**
 * The galaxy map of a world: a square grid of coordinates, each spot one celestial object of the
 * spec's kinds or empty space. The layout is a pure function of the world's seed and the spot, so
 * every process (and the browser) agrees on it without storing 40,000 rows; solar systems are the
 * players' bases, placed only on empty space. What changes later (a pirate destroyed, an asteroid
 * mined out) is stored as an exception and respawns at its spot.
 */
import { seedFromText } from './random.ts';

export const CELESTIAL_KINDS = [
  'solar-system',
  'astromite-asteroid',
  'quantarite-asteroid',
  'pirate-ship',
  'trading-station',
  'unknown-object',
  'secret-base',
  'empty-space',
  'ephoran-vault',
] as const;
export type CelestialKind = (typeof CELESTIAL_KINDS)[number];

/** What the map generates by itself: everything but solar systems (bases) and empty space. */
export type GeneratedKind = Exclude<CelestialKind, 'solar-system' | 'empty-space'>;

/**
 * Chance per spot of each generated kind, in parts per 10,000 (the rest is empty space). About one
 * spot in ten holds something: enough to find targets a few cells from home.
 */
export const MAP_DENSITY: Record<Exclude<GeneratedKind, 'ephoran-vault'>, number> = {
  'astromite-asteroid': 350,
  'quantarite-asteroid': 120,
  'pirate-ship': 300,
  'trading-station': 30,
  'unknown-object': 80,
  'secret-base': 20,
};

/** Highest level of a generated object; objects grow stronger towards the centre, where the vault is. */
export const MAX_OBJECT_LEVEL = 10;

export interface Spot {
  x: number;
  y: number;
}

export interface MapObject extends Spot {
  kind: GeneratedKind;
  level: number;
}

/** A world's seed from its id (any text): the same id always gives the same map. */
export const worldSeed = (id: string): number => seedFromText(id);

/** A well-mixed 32-bit value for (seed, x, y, salt): the dice of one spot. */
export function spotHash(seed: number, x: number, y: number, salt = 0): number {
  let h =
    (seed ^ Math.imul(x + 0x9e37, 0x85ebca6b) ^ Math.imul(y + 0x7f4a, 0xc2b2ae35) ^ Math.imul(salt + 1, 0x27d4eb2f)) >>>
    0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The centre of the map, where the Ephoran Vault stands. */
export const mapCentre = (size: number): Spot => ({ x: Math.floor(size / 2), y: Math.floor(size / 2) });

export const onMap = (size: number, s: Spot) =>
  Number.isInteger(s.x) && Number.isInteger(s.y) && s.x >= 0 && s.y >= 0 && s.x < size && s.y < size;

/** Straight-line distance in cells. */
export const distance = (a: Spot, b: Spot) => Math.hypot(a.x - b.x, a.y - b.y);

/** How strong an object at `s` is: 1 at the rim up to MAX_OBJECT_LEVEL near the centre, ±1 by chance. */
export function objectLevel(seed: number, size: number, s: Spot): number {
  const c = mapCentre(size);
  const closeness = 1 - Math.min(1, distance(s, c) / (size / 2));
  const jitter = (spotHash(seed, s.x, s.y, 2) % 3) - 1;
  return Math.max(1, Math.min(MAX_OBJECT_LEVEL, 1 + Math.floor(closeness * (MAX_OBJECT_LEVEL - 1)) + jitter));
}

/** The generated object at a spot, or null for empty space. The vault holds the centre and its ring. */
export function objectAt(seed: number, size: number, s: Spot): MapObject | null {
  if (!onMap(size, s)) return null;
  const c = mapCentre(size);
  if (s.x === c.x && s.y === c.y) return { ...s, kind: 'ephoran-vault', level: MAX_OBJECT_LEVEL };
  if (distance(s, c) < 3) return null; // a clear ring around the vault
  let roll = spotHash(seed, s.x, s.y, 1) % 10_000;
  for (const [kind, parts] of Object.entries(MAP_DENSITY) as [Exclude<GeneratedKind, 'ephoran-vault'>, number][]) {
    if (roll < parts) return { ...s, kind, level: objectLevel(seed, size, s) };
    roll -= parts;
  }
  return null;
}

/**
 * Hidden objects: pirate ships running dark and deep quantarite asteroids, on spots of empty space.
 * No one sees them on the map until a radar sweeps their spot (radarReach); a fleet sent there finds
 * them whether anyone still looks or not. They are stronger and richer than the visible ones.
 */
export const HIDDEN_DENSITY: Record<'pirate-ship' | 'quantarite-asteroid', number> = {
  'pirate-ship': 150,
  'quantarite-asteroid': 100,
};
export const HIDDEN_LEVEL_BONUS = 2;

/** The hidden object at a spot of empty space, or null. */
export function hiddenObjectAt(seed: number, size: number, s: Spot): MapObject | null {
  if (!onMap(size, s) || distance(s, mapCentre(size)) < 3 || objectAt(seed, size, s)) return null;
  let roll = spotHash(seed, s.x, s.y, 3) % 10_000;
  for (const [kind, parts] of Object.entries(HIDDEN_DENSITY) as ['pirate-ship' | 'quantarite-asteroid', number][]) {
    if (roll < parts)
      return { ...s, kind, level: Math.min(MAX_OBJECT_LEVEL, objectLevel(seed, size, s) + HIDDEN_LEVEL_BONUS) };
    roll -= parts;
  }
  return null;
}

/** Cells a radar reaches from the base each way: 8, and 4 more per level of the galactic observatory. */
export const radarReach = (observatoryLevel: number) => 8 + 4 * Math.max(0, Math.floor(observatoryLevel));

/** Every generated object in a rectangle (inclusive bounds, clipped to the map), row by row. */
export function objectsIn(
  seed: number,
  size: number,
  from: Spot,
  to: Spot,
  at: (seed: number, size: number, s: Spot) => MapObject | null = objectAt,
): MapObject[] {
  const out: MapObject[] = [];
  for (let y = Math.max(0, from.y); y <= Math.min(size - 1, to.y); y++) {
    for (let x = Math.max(0, from.x); x <= Math.min(size - 1, to.x); x++) {
      const o = at(seed, size, { x, y });
      if (o) out.push(o);
    }
  }
  return out;
}

/** May a base stand here? Only on empty space, away from the rim and the vault's ring. */
export function isOpenForBase(seed: number, size: number, s: Spot): boolean {
  const margin = Math.max(1, Math.floor(size * 0.05));
  if (s.x < margin || s.y < margin || s.x >= size - margin || s.y >= size - margin) return false;
  return objectAt(seed, size, s) === null && distance(s, mapCentre(size)) >= 3;
}

/**
 * Where a new commander starts: the frontier ring, 78 % to 95 % of the way from the vault to the
 * rim, where objects are level 1 to 4 — pirates a first fleet can beat — and they grow stronger
 * towards the centre (docs/decisions/029-the-frontier.md).
 */
export const SPAWN_RING = { inner: 0.78, outer: 0.95 } as const;
/** A new base has a level-1 pirate ship this close (cells): the first fight is a short flight away (decision 030). */
export const FIRST_PIRATE_REACH = 6;
export function isSpawnSpot(seed: number, size: number, s: Spot): boolean {
  const r = distance(s, mapCentre(size)) / (size / 2);
  if (r < SPAWN_RING.inner || r > SPAWN_RING.outer || !isOpenForBase(seed, size, s)) return false;
  const n = FIRST_PIRATE_REACH;
  return objectsIn(seed, size, { x: s.x - n, y: s.y - n }, { x: s.x + n, y: s.y + n }).some(
    (o) => o.kind === 'pirate-ship' && o.level === 1 && distance(o, s) <= n,
  );
}

/** The text form of a spot the spec's lists key by ("x:y"). */
export const coordinatesOf = (s: Spot) => `${s.x}:${s.y}`;

/** Cells from its home spot a pirate ship's crew comes back within after its ship is destroyed (decision 042). */
export const PIRATE_ROAM = 3;

/**
 * Where the next crew of a destroyed pirate ship may appear, best first: its home spot (where the map
 * generates it) and the empty spots within PIRATE_ROAM cells of it, never the spot where it just fell,
 * in an order drawn from the world's seed and `salt` (the destruction's instant). The server takes the
 * first that no base and no other roaming crew holds. Pure: the same arguments give the same list.
 */
export function pirateRespawnSpots(seed: number, size: number, home: Spot, fellAt: Spot, salt: number): Spot[] {
  const out: { s: Spot; roll: number }[] = [];
  const c = mapCentre(size);
  for (let dy = -PIRATE_ROAM; dy <= PIRATE_ROAM; dy++) {
    for (let dx = -PIRATE_ROAM; dx <= PIRATE_ROAM; dx++) {
      const s = { x: home.x + dx, y: home.y + dy };
      if (!onMap(size, s) || distance(s, home) > PIRATE_ROAM || (s.x === fellAt.x && s.y === fellAt.y)) continue;
      const isHome = dx === 0 && dy === 0;
      if (!isHome && (objectAt(seed, size, s) || hiddenObjectAt(seed, size, s) || distance(s, c) < 3)) continue;
      out.push({ s, roll: spotHash(seed, s.x, s.y, 5 + (salt % 1_000_003)) });
    }
  }
  return out.sort((a, b) => a.roll - b.roll).map((o) => o.s);
}
