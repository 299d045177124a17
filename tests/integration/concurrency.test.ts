/** Many players at once: nothing a player owns is duplicated or lost by races. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const CREATE = 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id base { x y } } }';

test('the same account creating a profile ten times at once gets exactly one, with one base', async () => {
  const p = await s.newPlayer('Twin1');
  const w = (await s.gql('{ worlds { id } }')).data!.worlds[0].id;
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => s.gql(CREATE, { w, u: `Twin1x${i}` }, p.token)),
  );
  expect(results.filter((r) => r.data).length).toBe(1);
  expect(results.filter((r) => r.errors).every((r) => r.errors?.[0]?.message === 'Error creating profile')).toBe(true);
  const rows = await s.db
    .selectFrom('profiles')
    .innerJoin('bases', 'bases.profile_id', 'profiles.id')
    .select('profiles.id')
    .where('profiles.account_id', '=', p.accountId)
    .execute();
  expect(rows).toHaveLength(1);
});

test('ten accounts racing for the same commander name: one wins, the others are refused', async () => {
  const players = await Promise.all(Array.from({ length: 10 }, (_, i) => s.newPlayer(`Racer${i}`)));
  const w = (await s.gql('{ worlds { id } }')).data!.worlds[0].id;
  const results = await Promise.all(players.map((p) => s.gql(CREATE, { w, u: 'Starborn' }, p.token)));
  expect(results.filter((r) => r.data).length).toBe(1);
  const positions = new Set((await s.db.selectFrom('bases').select(['x', 'y']).execute()).map((b) => `${b.x}:${b.y}`));
  expect(positions.size).toBe((await s.db.selectFrom('bases').select('id').execute()).length);
});
