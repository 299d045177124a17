/** World activity in /control through GraphQL: commanders, alliances, fleets away and sent today; admins only. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const ACTIVITY = '{ adminWorldActivity { name commanders alliances fleetsAway fleetsSentToday } }';

describe('world activity', () => {
  test('counts what happens in the world; a player may not look', async () => {
    const admin = await s.adminToken();
    const before = (await s.gql(ACTIVITY, {}, admin)).data!.adminWorldActivity[0];
    const p = await s.newPlayerWithProfile('Busy1');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 10 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', home, p.token)
    ).data!.getMap;
    const pirate = map.items
      .filter((i: { type: string }) => i.type === 'pirate-ship')
      .sort((a: never, b: never) => distance(a, home) - distance(b, home))[0];
    await s.gql(
      'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:10}]){ id } }',
      pirate,
      p.token,
    );
    const after = (await s.gql(ACTIVITY, {}, admin)).data!.adminWorldActivity[0];
    expect(after.commanders).toBe(before.commanders + 1);
    expect(after.fleetsAway).toBe(before.fleetsAway + 1);
    expect(after.fleetsSentToday).toBe(before.fleetsSentToday + 1);
    expect((await s.gql(ACTIVITY, {}, p.token)).errors?.[0]?.message).toBe('Not authorized');
  });
});
