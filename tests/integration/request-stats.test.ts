/** /control's request figures: every answer of the doors is counted once — answered, refused or failed — and the flushed minutes add up across flushes. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { requestStats } from '../../src/platform/request-stats.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let admin: string;
beforeAll(async () => {
  s = await createTestStack();
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

const totals = async () => {
  // the doors count by the wall clock; the admin's read asks the game's clock for its hour: set to now
  // (the stack's clock stands where it was made, and a slow start put it a minute behind: CI read 0)
  s.clock.set(Math.max(s.clock.now(), Date.now()));
  await requestStats.flush(s.db);
  const minutes = (await s.gql('{ adminRequestStats { minute requests refused failed } }', {}, admin)).data!
    .adminRequestStats as { requests: number; refused: number; failed: number }[];
  expect(minutes).toHaveLength(60);
  return minutes.reduce(
    (a, m) => ({ requests: a.requests + m.requests, refused: a.refused + m.refused, failed: a.failed + m.failed }),
    { requests: 0, refused: 0, failed: 0 },
  );
};

test('five answers, one refusal (415) and one rate-limited door are counted; an admin reads the last hour minute by minute', async () => {
  const before = await totals();
  for (let i = 0; i < 5; i++) await s.gql('{ worlds { id } }');
  const refused = await s.app.handle(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{ worlds { id } }',
    }),
  );
  expect(refused.status).toBe(415);
  const trpc = await s.app.handle(new Request('http://localhost/trpc/worlds.list'));
  expect(trpc.status).toBe(403);
  const after = await totals();
  // + the 7 above and the totals query of `before` itself (counted when it was answered, flushed now)
  expect(after.requests - before.requests).toBe(8);
  expect(after.refused - before.refused).toBe(2);
  expect(after.failed - before.failed).toBe(0);
});

test('two processes flushing the same minute add up; a guest and a player cannot read the figures', async () => {
  const before = await totals();
  const other = new (requestStats.constructor as new () => typeof requestStats)();
  other.count('ok');
  other.count('failed');
  await other.flush(s.db);
  const after = await totals();
  expect(after.requests - before.requests).toBe(3); // the other process's 2 + the totals query before
  expect(after.failed - before.failed).toBe(1);
  expect((await s.gql('{ adminRequestStats { minute } }')).errors?.[0]?.message).toBe('Not authenticated');
  const p = await s.newPlayerWithProfile('Curious1');
  expect((await s.gql('{ adminRequestStats { minute } }', {}, p.token)).errors?.[0]?.message).toBe('Not authorized');
});
