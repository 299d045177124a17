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
    const r = await s.gql('{ profile { username world { name isOpen } base { x y } } }', {}, p.token);
    expect(r.data?.profile.username).toBe('Vega2');
    expect(r.data?.profile.world).toEqual({ name: 'Andromeda Reach', isOpen: true });
    expect(r.data?.profile.base.x).toBeGreaterThanOrEqual(0);
  });
});
