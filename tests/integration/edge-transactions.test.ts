/**
 * Use cases take the transaction their procedure or job opens (`inTransaction`, decision 048), so
 * two of them compose in one: both commit, or — when the second is refused — neither does, and the
 * first one's spending and queue item are gone with it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startResearch, startUpgrade } from '../../src/modules/bases/commands.ts';
import { trainUnits } from '../../src/modules/bases/training.ts';
import { type Executor, inTransaction } from '../../src/platform/db.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const pending = async (profileId: string, ex: Executor = s.db) =>
  (
    await ex
      .selectFrom('timeline_events')
      .innerJoin('bases', 'bases.id', 'timeline_events.base_id')
      .select('timeline_events.kind')
      .where('bases.profile_id', '=', profileId)
      .where('timeline_events.applied_at', 'is', null)
      .execute()
  ).map((r) => r.kind);
const resources = async (profileId: string) =>
  (await s.db.selectFrom('bases').select('resources').where('profile_id', '=', profileId).executeTakeFirstOrThrow())
    .resources;

test('two use cases in one transaction: the second refused, the first is undone with it', async () => {
  const p = await s.newPlayerWithProfile('Composer1');
  // a barracks to train in and stores to pay with
  const start = await s.db
    .selectFrom('bases')
    .select('buildings')
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      buildings: { ...start.buildings, barracks: 1 },
      resources: { food: 20_000, steel: 20_000, energy: 20_000 },
    })
    .where('profile_id', '=', p.profileId)
    .execute();
  const before = await resources(p.profileId);
  const now = s.clock.now();
  await expect(
    inTransaction(s.db, async (trx) => {
      await startUpgrade(trx, p.profileId, 'hydroponic-farm', now);
      // the first did its work in the transaction…
      if ((await pending(p.profileId, trx)).join() !== 'building') throw new Error('the upgrade was not queued');
      // …and the second is refused
      await startResearch(trx, p.profileId, 'no-such-research', now);
    }),
  ).rejects.toMatchObject({ code: 'RESEARCH_FAILED' });
  expect(await pending(p.profileId)).toEqual([]);
  expect(await resources(p.profileId)).toEqual(before);

  // both allowed: both commit
  await inTransaction(s.db, async (trx) => {
    await startUpgrade(trx, p.profileId, 'hydroponic-farm', now);
    await trainUnits(trx, p.profileId, 'ranger', 2, now);
  });
  expect((await pending(p.profileId)).sort()).toEqual(['building', 'training']);
  expect(await resources(p.profileId)).not.toEqual(before);
});
