/** The galaxy map through GraphQL: generated objects from the world's seed, bases on empty space, neighbours by name. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { objectAt, worldSeed } from '../../src/game/index.ts';
import { MAX_MAP_RADIUS } from '../../src/modules/galaxy/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const MAP =
  'query($x:Int!,$y:Int!,$r:Int){ getMap(x:$x,y:$y,radius:$r){ size x y radius items { coordinates x y type level owner own } } }';
const HOME = '{ base { x y } profile { world { id mapSize } } }';

describe('getMap', () => {
  test('shows my base at its spot, the objects the world seed puts around it, and nothing twice', async () => {
    const p = await s.newPlayerWithProfile('Stargazer1');
    const home = (await s.gql(HOME, {}, p.token)).data!;
    const { x, y } = home.base;
    const m = (await s.gql(MAP, { x, y, r: 6 }, p.token)).data!.getMap;
    expect(m).toMatchObject({ size: home.profile.world.mapSize, x, y, radius: 6 });
    expect(m.items).toContainEqual({
      coordinates: `${x}:${y}`,
      x,
      y,
      type: 'solar-system',
      level: 2,
      owner: 'Stargazer1',
      own: true,
    });
    // the base stands on empty space: the seed puts nothing there
    const seed = worldSeed(home.profile.world.id);
    expect(objectAt(seed, m.size, { x, y })).toBeNull();
    for (const o of m.items.filter((i: { type: string }) => i.type !== 'solar-system')) {
      expect(objectAt(seed, m.size, o)).toMatchObject({ kind: o.type, level: o.level });
      expect(Math.abs(o.x - x)).toBeLessThanOrEqual(6);
    }
    expect(new Set(m.items.map((i: { coordinates: string }) => i.coordinates)).size).toBe(m.items.length);
  });

  test("a neighbour's base shows with its commander's name, not as mine", async () => {
    const a = await s.newPlayerWithProfile('Stargazer2');
    const b = await s.newPlayerWithProfile('Stargazer3');
    const bHome = (await s.gql(HOME, {}, b.token)).data!.base;
    const m = (await s.gql(MAP, { x: bHome.x, y: bHome.y, r: 1 }, a.token)).data!.getMap;
    expect(m.items).toContainEqual(
      expect.objectContaining({
        coordinates: `${bHome.x}:${bHome.y}`,
        type: 'solar-system',
        owner: 'Stargazer3',
        own: false,
      }),
    );
  });

  test('the window is clamped to the map and to the largest radius; guests are refused', async () => {
    const p = await s.newPlayerWithProfile('Stargazer4');
    const edge = (await s.gql(MAP, { x: -50, y: 99999, r: 500 }, p.token)).data!.getMap;
    expect(edge).toMatchObject({ x: 0, y: edge.size - 1, radius: MAX_MAP_RADIUS });
    expect(
      edge.items.every(
        (i: { x: number; y: number }) => i.x >= 0 && i.x <= MAX_MAP_RADIUS && i.y >= edge.size - 1 - MAX_MAP_RADIUS,
      ),
    ).toBe(true);
    expect((await s.gql(MAP, { x: 1, y: 1 })).errors?.[0]?.message).toBe('Not authenticated');
  });
});
