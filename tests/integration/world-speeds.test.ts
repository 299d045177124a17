/**
 * Decision 042: a world has two speeds, set in /control while nobody lives there. The fleet and timer
 * speed divides build, training and flight times; the economy speed multiplies production and
 * storage. A base keeps the speeds of its world.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HOUR_MS } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let admin: string;
beforeAll(async () => {
  s = await createTestStack();
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

const SETTINGS =
  'mutation($w:ID!,$s:Int,$e:Int,$why:String!){ adminChangeWorldSettings(worldId:$w, speed:$s, economySpeed:$e, reason:$why){ speed economySpeed } }';
const BASE =
  '{ base { speed economySpeed snapshot { amounts { steel } ratePerHour { food steel energy } capacity { steel } } } }';

async function profileIn(worldId: string, username: string) {
  const p = await s.newPlayer(username);
  const r = await s.gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    {
      w: worldId,
      u: username,
    },
    p.token,
  );
  expect(r.errors).toBeUndefined();
  return p;
}

test('a world of economy speed 5 produces and stores five times as much; its fleet and timer speed stays its own', async () => {
  // first a commander of the seeded world (speed 1, economy 1): the new world opens earlier and would list first
  const slow = await s.newPlayerWithProfile('Plainfarmer42');
  const opensAt = new Date(s.clock.now() - 60_000).toISOString();
  const created = await s.gql(
    'mutation($o:DateTime!){ createWorld(name:"Quickmarket", opensAt:$o){ id speed economySpeed } }',
    { o: opensAt },
    admin,
  );
  const worldId = created.data!.createWorld.id;
  expect(created.data!.createWorld).toMatchObject({ speed: 1, economySpeed: 1 });
  const set = await s.gql(SETTINGS, { w: worldId, s: 2, e: 5, why: 'A trading world' }, admin);
  expect(set.data!.adminChangeWorldSettings).toEqual({ speed: 2, economySpeed: 5 });

  const fast = await profileIn(worldId, 'Quickfarmer42');
  const one = (await s.gql(BASE, {}, slow.token)).data!.base;
  const five = (await s.gql(BASE, {}, fast.token)).data!.base;
  expect(five).toMatchObject({ speed: 2, economySpeed: 5 });
  for (const k of ['food', 'steel', 'energy'] as const)
    expect(five.snapshot.ratePerHour[k]).toBe(5 * one.snapshot.ratePerHour[k]);
  expect(five.snapshot.capacity.steel).toBe(5 * one.snapshot.capacity.steel);

  s.clock.advance(HOUR_MS);
  const later = (await s.gql(BASE, {}, fast.token)).data!.base;
  expect(later.snapshot.amounts.steel - five.snapshot.amounts.steel).toBe(five.snapshot.ratePerHour.steel);

  // a commander lives there now: neither speed changes any more
  const refused = await s.gql(SETTINGS, { w: worldId, e: 10, why: 'Even faster' }, admin);
  expect(refused.errors?.[0]?.message).toBe('The speed of a world can change only while no commander lives there');
  const bad = await s.gql(SETTINGS, { w: worldId, e: 0, why: 'Stopped' }, admin);
  expect(bad.errors?.[0]?.message).toMatch(/Economy speed/);
});
