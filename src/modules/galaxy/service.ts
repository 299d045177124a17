/**
 * Reading the galaxy map around a spot: the generated objects (src/game galaxy, from the world's
 * seed) with the players' bases on top. A base's spot shows its solar system, never an object;
 * a destroyed object is missing until it respawns.
 */
import {
  type CelestialKind,
  type CommanderMarker,
  coordinatesOf,
  hiddenObjectAt,
  levelOf,
  objectsIn,
} from '../../game/index.ts';
import { commanderMarkers } from '../../platform/commander-markers.ts';
import type { Executor } from '../../platform/db.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { basesInArea } from '../bases/index.ts';
import { activeSweeps, goneSpots, pirateMovesIn } from './repo.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';

/** Cells from the centre to the edge of one answer: at most (2 × 20 + 1)² = 1,681 spots. */
export const MAX_MAP_RADIUS = 20;

export interface MapItem {
  coordinates: string;
  x: number;
  y: number;
  type: CelestialKind;
  level: number;
  /** commander name, for solar systems */
  owner: string | null;
  /** the reader's own base */
  own: boolean;
  /** a base of a commander in the reader's alliance (sending units there reinforces it) */
  ally: boolean;
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

export async function readMap(
  ex: Executor,
  profileId: string,
  at: { x: number; y: number; radius?: number },
  now: number,
) {
  const world = await worldOfProfile(ex, profileId);
  const r = Math.max(1, Math.min(MAX_MAP_RADIUS, Math.floor(at.radius ?? 10)));
  const clamp = (v: number) => Math.max(0, Math.min(world.mapSize - 1, Math.floor(v)));
  const centre = { x: clamp(at.x), y: clamp(at.y) };
  const from = { x: centre.x - r, y: centre.y - r };
  const to = { x: centre.x + r, y: centre.y + r };
  // independent reads go out together (on a pool, each on its own connection): a map answer waits
  // for three round trips after the world's, not eight
  const [bases, mine, gone, sweeps, roaming] = await Promise.all([
    basesInArea(ex, world.worldId, from, to),
    membershipOf(ex, profileId),
    goneSpots(ex, world.worldId, from, to, new Date(now)),
    activeSweeps(ex, profileId, new Date(now)),
    pirateMovesIn(ex, world.worldId, { from, to }, new Date(now)),
  ]);
  const [names, members, markers] = await Promise.all([
    profileNames(
      ex,
      bases.map((b) => b.profile_id),
    ),
    mine ? membersOf(ex, mine.alliance_id) : [],
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
      ally: b.profile_id !== profileId && allies.has(b.profile_id),
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
  const radar: RadarSweepView[] = sweeps.map((s) => ({
    target: s.target,
    x: s.x,
    y: s.y,
    radius: s.radius,
    until: s.until.getTime(),
  }));
  return { worldId: world.worldId, size: world.mapSize, centre, radius: r, items, radar };
}
