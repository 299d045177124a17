/** The credits items (credits-100, credits-1000): granted by an admin on the player's page, used from the backpack. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const credits = async (token: string) =>
  (await s.gql('{ base { snapshot { amounts { credits } } } }', {}, token)).data!.base.snapshot.amounts
    .credits as number;

test('an admin grants credits-100 and credits-1000; the player uses them and the credits are in the stores', async () => {
  const p = await s.newPlayerWithProfile('Rich1');
  const admin = await s.adminToken();
  const GRANT =
    'mutation($p:ID!,$t:String!,$d:Int!){ adminAdjustItems(profileId:$p, type:$t, delta:$d, reason:"event prize"){ type count } }';
  expect((await s.gql(GRANT, { p: p.profileId, t: 'credits-100', d: 2 }, admin)).data!.adminAdjustItems).toEqual({
    type: 'credits-100',
    count: 2,
  });
  await s.gql(GRANT, { p: p.profileId, t: 'credits-1000', d: 1 }, admin);
  const before = await credits(p.token);
  const USE = 'mutation($t:String!,$c:Int!){ useItem(type:$t, count:$c){ type count } }';
  expect((await s.gql(USE, { t: 'credits-100', c: 2 }, p.token)).errors).toBeUndefined();
  expect((await s.gql(USE, { t: 'credits-1000', c: 1 }, p.token)).errors).toBeUndefined();
  expect(await credits(p.token)).toBe(before + 1200);
  expect((await s.gql(USE, { t: 'credits-100', c: 1 }, p.token)).errors?.[0]?.message).toBe('Not enough items');
});
