import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  coordinatesOf,
  distance,
  HIDDEN_DENSITY,
  HIDDEN_LEVEL_BONUS,
  hiddenObjectAt,
  isOpenForBase,
  isSpawnSpot,
  MAP_DENSITY,
  mapCentre,
  objectAt,
  objectLevel,
  objectsIn,
  PIRATE_ROAM,
  pirateRespawnSpots,
  radarReach,
  worldSeed,
} from './galaxy.ts';

const SIZE = 200;
const seed = worldSeed('andromeda');

describe('the galaxy map', () => {
  test('is the same for the same world, and another world gets another map', () => {
    const a = objectsIn(seed, SIZE, { x: 20, y: 20 }, { x: 60, y: 60 });
    expect(objectsIn(worldSeed('andromeda'), SIZE, { x: 20, y: 20 }, { x: 60, y: 60 })).toEqual(a);
    expect(objectsIn(worldSeed('cassiopeia'), SIZE, { x: 20, y: 20 }, { x: 60, y: 60 })).not.toEqual(a);
  });

  test('holds each kind at about its density, the vault at the centre and a clear ring around it', () => {
    const all = objectsIn(seed, SIZE, { x: 0, y: 0 }, { x: SIZE - 1, y: SIZE - 1 });
    const count = (k: string) => all.filter((o) => o.kind === k).length;
    for (const [kind, parts] of Object.entries(MAP_DENSITY)) {
      const expected = (SIZE * SIZE * parts) / 10_000;
      expect(count(kind)).toBeGreaterThan(expected * 0.8);
      expect(count(kind)).toBeLessThan(expected * 1.2);
    }
    expect(all.filter((o) => o.kind === 'ephoran-vault')).toEqual([
      { ...mapCentre(SIZE), kind: 'ephoran-vault', level: 10 },
    ]);
    expect(all.filter((o) => o.kind !== 'ephoran-vault' && distance(o, mapCentre(SIZE)) < 3)).toEqual([]);
  });

  test('hidden objects lie only on empty space, at about their density, stronger than the visible ones; a radar reaches further with the observatory', () => {
    const hidden = objectsIn(seed, SIZE, { x: 0, y: 0 }, { x: SIZE - 1, y: SIZE - 1 }, hiddenObjectAt);
    const empty = SIZE * SIZE - objectsIn(seed, SIZE, { x: 0, y: 0 }, { x: SIZE - 1, y: SIZE - 1 }).length;
    for (const [kind, parts] of Object.entries(HIDDEN_DENSITY)) {
      const n = hidden.filter((o) => o.kind === kind).length;
      expect(n).toBeGreaterThan(((empty * parts) / 10_000) * 0.8);
      expect(n).toBeLessThan(((empty * parts) / 10_000) * 1.2);
    }
    for (const o of hidden) {
      expect(objectAt(seed, SIZE, o)).toBeNull();
      expect(o.level).toBe(Math.min(10, objectLevel(seed, SIZE, o) + HIDDEN_LEVEL_BONUS));
    }
    expect([0, 1, 3, 5].map(radarReach)).toEqual([8, 12, 20, 28]);
  });

  test('objects grow stronger towards the centre', () => {
    const near = objectsIn(seed, SIZE, { x: 85, y: 85 }, { x: 115, y: 115 }).filter((o) => o.kind === 'pirate-ship');
    const rim = objectsIn(seed, SIZE, { x: 0, y: 0 }, { x: 30, y: 30 }).filter((o) => o.kind === 'pirate-ship');
    const avg = (l: { level: number }[]) => l.reduce((s, o) => s + o.level, 0) / l.length;
    expect(avg(near)).toBeGreaterThan(avg(rim) + 4);
    expect(Math.min(...rim.map((o) => o.level))).toBeGreaterThanOrEqual(1);
  });

  test('a rectangle lists exactly the objects of its spots, clipped to the map', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: SIZE + 10 }),
        fc.integer({ min: -10, max: SIZE + 10 }),
        fc.integer({ min: 0, max: 6 }),
        (x, y, r) => {
          const list = objectsIn(seed, SIZE, { x: x - r, y: y - r }, { x: x + r, y: y + r });
          for (const o of list) expect(objectAt(seed, SIZE, o)).toEqual(o);
          expect(new Set(list.map(coordinatesOf)).size).toBe(list.length);
          expect(list.every((o) => o.x >= 0 && o.y >= 0 && o.x < SIZE && o.y < SIZE)).toBe(true);
        },
      ),
    );
  });

  test('a base may stand only on empty space, away from the rim and the vault', () => {
    const taken = objectsIn(seed, SIZE, { x: 40, y: 40 }, { x: 60, y: 60 })[0]!;
    expect(isOpenForBase(seed, SIZE, taken)).toBe(false);
    expect(isOpenForBase(seed, SIZE, { x: 2, y: 50 })).toBe(false);
    expect(isOpenForBase(seed, SIZE, mapCentre(SIZE))).toBe(false);
    const open = Array.from({ length: 100 }, (_, i) => ({ x: 50 + i, y: 70 })).filter((s) =>
      isOpenForBase(seed, SIZE, s),
    );
    expect(open.length).toBeGreaterThan(70); // most of space is empty
    expect(open.every((s) => objectAt(seed, SIZE, s) === null)).toBe(true);
  });
});

describe('the frontier', () => {
  test('every spot a new commander may start on has only pirates of level 4 or less within 8 cells, and the vault side grows stronger', () => {
    for (const seed of [1, 77, 4242]) {
      const size = 200;
      let starts = 0;
      for (let x = 0; x < size; x += 7) {
        for (let y = 0; y < size; y += 7) {
          if (!isSpawnSpot(seed, size, { x, y })) continue;
          starts++;
          const near = objectsIn(seed, size, { x: x - 8, y: y - 8 }, { x: x + 8, y: y + 8 }).filter(
            (o) => o.kind === 'pirate-ship',
          );
          for (const p of near) expect(p.level).toBeLessThanOrEqual(4);
        }
      }
      expect(starts).toBeGreaterThan(100);
      const centre = objectsIn(seed, size, { x: 85, y: 85 }, { x: 115, y: 115 }).filter(
        (o) => o.kind === 'pirate-ship',
      );
      expect(centre.length).toBeGreaterThan(0);
      expect(centre.reduce((a, p) => a + p.level, 0) / centre.length).toBeGreaterThan(7);
    }
  });
});

describe('a destroyed pirate ship comes back elsewhere (decision 042)', () => {
  test('its next crew may appear at its home or on empty space within PIRATE_ROAM cells, never where it fell', () => {
    const size = SIZE;
    const ships = objectsIn(seed, size, { x: 20, y: 20 }, { x: 60, y: 60 }).filter((o) => o.kind === 'pirate-ship');
    expect(ships.length).toBeGreaterThan(5);
    for (const home of ships) {
      const fellAtHome = pirateRespawnSpots(seed, size, home, home, 1_000);
      expect(fellAtHome.length).toBeGreaterThan(0);
      expect(fellAtHome.some((s) => s.x === home.x && s.y === home.y)).toBe(false);
      for (const s of fellAtHome) {
        expect(distance(s, home)).toBeLessThanOrEqual(PIRATE_ROAM);
        expect(objectAt(seed, size, s)).toBeNull();
        expect(hiddenObjectAt(seed, size, s)).toBeNull();
      }
      // fallen elsewhere, the crew may come home; the same instant always gives the same order
      const away = fellAtHome[0]!;
      const again = pirateRespawnSpots(seed, size, home, away, 2_000);
      expect(again.some((s) => s.x === away.x && s.y === away.y)).toBe(false);
      expect(again.some((s) => s.x === home.x && s.y === home.y)).toBe(true);
      expect(pirateRespawnSpots(seed, size, home, away, 2_000)).toEqual(again);
    }
  });
});
