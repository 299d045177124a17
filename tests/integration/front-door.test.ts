import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

describe('the front door, through GraphQL', () => {
  test('a registered player signs in only after approval and activation', async () => {
    const p = await s.newPlayer('Nova1');
    const me = await s.gql('{ me { username role authActive } }', {}, p.token);
    expect(me.data?.me).toEqual({ username: 'Nova1', role: 'player', authActive: false });
  });

  test('a player creates a profile in the open world and gets a base on its map', async () => {
    const p = await s.newPlayerWithProfile('Vega2');
    const r = await s.gql('{ profile { username world { name isOpen mapSize } base { x y } } }', {}, p.token);
    expect(r.data?.profile.username).toBe('Vega2');
    const { mapSize, ...world } = r.data!.profile.world;
    expect(world).toEqual({ name: 'Andromeda Reach', isOpen: true });
    // the base stands on a spot of that world's map, and the map shows it there
    const { x, y } = r.data!.profile.base;
    for (const c of [x, y]) {
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThan(mapSize);
    }
    const map = await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x, y:$y, radius:1){ items { x y own type } } }',
      { x, y },
      p.token,
    );
    expect(map.data?.getMap.items).toContainEqual({ x, y, own: true, type: 'solar-system' });
  });
});
