/**
 * Reading the galaxy map around a spot: the generated objects (src/game galaxy, from the world's
 * seed) with the players' bases on top. A base's spot shows its solar system, never an object;
 * a destroyed object is missing until it respawns. Asked with `since` (the cursor of an earlier
 * answer), only the spots changed since then come back, an emptied spot with type null: the
 * browser merges them by spec 3's rule (decision 080, delta.ts).
 */
import {
  type CelestialKind,
  type CommanderMarker,
  coordinatesOf,
  hiddenObjectAt,
  levelOf,
  objectsIn,
  type RelationKind,
} from '../../game/index.ts';
import { commanderMarkers } from '../../platform/commander-markers.ts';
import type { Executor } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { basesInArea } from '../bases/index.ts';
import { relationsWithCommanders } from '../diplomacy/index.ts';
import { changedSpots, cursorOf, readCursor, sweepsKey } from './delta.ts';
import { activeSweeps, goneSpots, pirateMovesIn } from './repo.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';

/** Cells from the centre to the edge of one answer: at most (2 × 20 + 1)² = 1,681 spots. */
export const MAX_MAP_RADIUS = 20;

export interface MapItem {
  coordinates: string;
  x: number;
  y: number;
  /** null in a delta answer: the spot is empty now (spec 3: the item is removed) */
  type: CelestialKind | null;
  level: number;
  /** commander name, for solar systems */
  owner: string | null;
  /** the reader's own base */
  own: boolean;
  /** a base of a commander in the reader's alliance or an allied one (sending units there reinforces it) */
  ally: boolean;
  /** the relation of the reader's alliance with the base's commander's (decision 070) */
  diplomacy?: RelationKind;
  /** a hidden object the reader's radar shows (until `radarUntil`) */
  radar?: boolean;
  /** a solar system's commander on vacation (`v`), inactive (`i`, `I`) or gone (`ghost`), decision 068 */
  marker?: CommanderMarker | null;
}

/** The reader's radar sweeps now: where they reach and until when (the map draws their rings). */
export interface RadarSweepView {
  target: string;
  x: number;
  y: number;
  radius: number;
  until: number;
}

type Spot = { x: number; y: number };
type World = Awaited<ReturnType<typeof worldOfProfile>>;
type Sweep = Awaited<ReturnType<typeof activeSweeps>>[number];

export async function readMap(
  ex: Executor,
  profileId: string,
  at: { x: number; y: number; radius?: number; since?: string | null },
  now: number,
) {
  const world = await worldOfProfile(ex, profileId);
  const r = Math.max(1, Math.min(MAX_MAP_RADIUS, Math.floor(at.radius ?? 10)));
  const clamp = (v: number) => Math.max(0, Math.min(world.mapSize - 1, Math.floor(v)));
  const centre = { x: clamp(at.x), y: clamp(at.y) };
  const from = { x: centre.x - r, y: centre.y - r };
  const to = { x: centre.x + r, y: centre.y + r };
  const since = readCursor(at.since);
  const [sweeps, changed] = await Promise.all([
    activeSweeps(ex, profileId, new Date(now)),
    since ? changedSpots(ex, world.worldId, { from, to }, since, now) : null,
  ]);
  const key = sweepsKey(sweeps);
  const radar: RadarSweepView[] = sweeps.map((s) => ({
    target: s.target,
    x: s.x,
    y: s.y,
    radius: s.radius,
    until: s.until.getTime(),
  }));
  const answer = { worldId: world.worldId, size: world.mapSize, centre, radius: r, radar, since: cursorOf(now, key) };
  // a radar's sweep began or ended: what it shows changes over its whole square, answered whole
  if (!since || !changed || since.sweeps !== key)
    return { ...answer, delta: false, items: await itemsIn(ex, world, profileId, { from, to }, sweeps, now) };
  if (changed.length === 0) return { ...answer, delta: true, items: [] as MapItem[] };
  const box = {
    from: { x: Math.min(...changed.map((c) => c.x)), y: Math.min(...changed.map((c) => c.y)) },
    to: { x: Math.max(...changed.map((c) => c.x)), y: Math.max(...changed.map((c) => c.y)) },
  };
  const shown = new Map((await itemsIn(ex, world, profileId, box, sweeps, now)).map((i) => [i.coordinates, i]));
  const items = changed.map(
    (c): MapItem =>
      shown.get(coordinatesOf(c)) ?? {
        coordinates: coordinatesOf(c),
        x: c.x,
        y: c.y,
        type: null,
        level: 0,
        owner: null,
        own: false,
        ally: false,
      },
  );
  return { ...answer, delta: true, items };
}

/** What the map shows in a rectangle (inclusive, not clipped: objectsIn clips to the map). */
async function itemsIn(
  ex: Executor,
  world: World,
  profileId: string,
  { from, to }: { from: Spot; to: Spot },
  sweeps: Sweep[],
  now: number,
): Promise<MapItem[]> {
  // independent reads go out together (on a pool, each on its own connection): a map answer waits
  // for three round trips after the world's, not eight
  const [bases, mine, gone, roaming] = await Promise.all([
    basesInArea(ex, world.worldId, from, to),
    membershipOf(ex, profileId),
    goneSpots(ex, world.worldId, from, to, new Date(now)),
    pirateMovesIn(ex, world.worldId, { from, to }, new Date(now)),
  ]);
  const [names, members, relations, markers] = await Promise.all([
    profileNames(
      ex,
      bases.map((b) => b.profile_id),
    ),
    mine ? membersOf(ex, mine.alliance_id) : [],
    mine
      ? relationsWithCommanders(
          ex,
          profileId,
          bases.map((b) => b.profile_id),
        )
      : new Map<string, RelationKind>(),
    commanderMarkers(
      ex,
      bases.map((b) => b.profile_id),
      now,
    ),
  ]);
  const allies = new Set(members.map((m) => m.profile_id));
  const taken = new Set([...bases, ...gone].map((b) => coordinatesOf(b)));
  const items: MapItem[] = [
    ...bases.map((b) => ({
      coordinates: coordinatesOf(b),
      x: b.x,
      y: b.y,
      type: 'solar-system' as const,
      level: levelOf(b.buildings ?? {}, 'command-center'),
      owner: names.get(b.profile_id) ?? null,
      own: b.profile_id === profileId,
      ally: b.profile_id !== profileId && (allies.has(b.profile_id) || relations.get(b.profile_id) === 'ally'),
      diplomacy: relations.get(b.profile_id),
      marker: markers.get(b.profile_id) ?? null,
    })),
    ...objectsIn(world.seed, world.mapSize, from, to)
      .filter((o) => !taken.has(coordinatesOf(o)))
      .map((o) => ({
        coordinates: coordinatesOf(o),
        x: o.x,
        y: o.y,
        type: o.kind,
        level: o.level,
        owner: null,
        own: false,
        ally: false,
      })),
    // pirate crews come back away from their ships' homes (decision 042)
    ...roaming
      .filter((o) => !taken.has(coordinatesOf(o)))
      .map((o) => ({
        coordinates: coordinatesOf(o),
        x: o.x,
        y: o.y,
        type: 'pirate-ship' as const,
        level: o.level,
        owner: null,
        own: false,
        ally: false,
      })),
  ];
  // what the reader's radars show: hidden objects of the swept kind inside both the sweep and this window
  const shown = new Set<string>();
  for (const s of sweeps) {
    const a = { x: Math.max(from.x, s.x - s.radius), y: Math.max(from.y, s.y - s.radius) };
    const b = { x: Math.min(to.x, s.x + s.radius), y: Math.min(to.y, s.y + s.radius) };
    if (a.x > b.x || a.y > b.y) continue;
    for (const o of objectsIn(world.seed, world.mapSize, a, b, hiddenObjectAt)) {
      const key = coordinatesOf(o);
      if (o.kind !== s.target || taken.has(key) || shown.has(key)) continue;
      shown.add(key);
      items.push({
        coordinates: key,
        x: o.x,
        y: o.y,
        type: o.kind,
        level: o.level,
        owner: null,
        own: false,
        ally: false,
        radar: true,
      });
    }
  }
  return items;
}
