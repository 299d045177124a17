/** Teleport and hyperdrive jump through GraphQL: an empty spot only, never with fleets out or coming. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isOpenForBase, objectAt, worldSeed } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const HOME = '{ base { x y } profile { world { id mapSize } } }';
const TELEPORT = 'mutation($x:Int!,$y:Int!){ teleportBase(x:$x,y:$y){ type count } }';

async function traveller(name: string) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({ resources: { food: 5000, steel: 5000, energy: 5000, credits: 5000 } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const h = (await s.gql(HOME, {}, p.token)).data!;
  return {
    ...p,
    home: h.base as { x: number; y: number },
    seed: worldSeed(h.profile.world.id),
    size: h.profile.world.mapSize as number,
  };
}
const emptyNear = (t: { home: { x: number; y: number }; seed: number; size: number }) => {
  // rings around home (a base near the map's edge finds room on the other side)
  for (let d = 3; d < 40; d++) {
    for (const [dx, dy] of [
      [d, 0],
      [-d, 0],
      [0, d],
      [0, -d],
      [d, d],
      [-d, -d],
      [d, -d],
      [-d, d],
    ] as const) {
      const spot = { x: t.home.x + dx, y: t.home.y + dy };
      if (isOpenForBase(t.seed, t.size, spot)) return spot;
    }
  }
  throw new Error('no empty spot');
};

describe('moving a base', () => {
  test('a teleport moves the base to an empty spot; an occupied one or none in the backpack is refused', async () => {
    const t = await traveller('Nomad1');
    const to = emptyNear(t);
    expect((await s.gql(TELEPORT, to, t.token)).errors?.[0]?.message).toBe('Teleport failed'); // none bought yet
    await s.gql('mutation { buyItem(type:"teleport", count:2){ type } }', {}, t.token);
    // a spot with an object on it
    let taken = { x: t.home.x, y: t.home.y + 1 };
    for (let d = 1; !objectAt(t.seed, t.size, taken); d++) taken = { x: t.home.x + d, y: t.home.y + 1 };
    expect((await s.gql(TELEPORT, taken, t.token)).errors?.[0]?.message).toBe('Location not empty');
    // another commander's spot
    const other = await traveller('Nomad1b');
    expect((await s.gql(TELEPORT, other.home, t.token)).errors?.[0]?.message).toBe('Location not empty');
    expect((await s.gql(TELEPORT, to, t.token)).data!.teleportBase).toEqual([{ type: 'teleport', count: 1 }]);
    expect((await s.gql(HOME, {}, t.token)).data!.base).toEqual(to);
  });

  test('not while a fleet is out; a hyperdrive jump lands within 15 cells', async () => {
    const t = await traveller('Nomad2');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 5 } } as never)
      .where('profile_id', '=', t.profileId)
      .execute();
    await s.gql('mutation { buyItem(type:"hyperdrive-jump", count:1){ type } }', {}, t.token);
    await s.gql('mutation { buyItem(type:"teleport", count:1){ type } }', {}, t.token);
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', t.home, t.token)
    ).data!.getMap;
    const pirate = map.items.find((i: { type: string }) => i.type === 'pirate-ship');
    const sent = (
      await s.gql(
        'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id } }',
        pirate,
        t.token,
      )
    ).data!.sendUnits;
    expect((await s.gql(TELEPORT, emptyNear(t), t.token)).errors?.[0]?.message).toBe('Teleport failed');
    expect(
      (await s.gql('mutation { useItem(type:"hyperdrive-jump", count:1){ type } }', {}, t.token)).errors?.[0]?.message,
    ).toBe('Hyperdrive jump failed');
    await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: sent.id }, t.token);
    await s.runDueJobs(s.clock.now() + 3_600_000);
    expect(
      (await s.gql('mutation { useItem(type:"hyperdrive-jump", count:1){ type } }', {}, t.token)).errors,
    ).toBeUndefined();
    const now = (await s.gql(HOME, {}, t.token)).data!.base;
    expect(now).not.toEqual(t.home);
    expect(Math.abs(now.x - t.home.x)).toBeLessThanOrEqual(15);
    expect(Math.abs(now.y - t.home.y)).toBeLessThanOrEqual(15);
    expect(isOpenForBase(t.seed, t.size, now)).toBe(true);
  });
});
