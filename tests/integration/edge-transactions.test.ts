/**
 * Use cases take the transaction their procedure or job opens (`inTransaction`, decision 048), so
 * two of them compose in one: both commit, or — when the second is refused — neither does, and the
 * first one's spending and queue item are gone with it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startResearch, startUpgrade } from '../../src/modules/bases/commands.ts';
import { trainUnits } from '../../src/modules/bases/training.ts';
import { distance } from '../../src/game/index.ts';
import { sendMarch } from '../../src/modules/marches/service.ts';
import { requestFriend } from '../../src/modules/social/friends.ts';
import { declareSharedNetwork, withdrawSharedNetwork } from '../../src/modules/social/shared-network.ts';
import { cancelOrder } from '../../src/modules/trade/orders.ts';
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

test('a fleet sent and a trade refused in one transaction: the fleet never left', async () => {
  const p = await s.newPlayerWithProfile('Composer2');
  const fleet = { interceptor: 400, cruiser: 100, ranger: 200 };
  await s.db.updateTable('bases').set({ units: fleet }).where('profile_id', '=', p.profileId).execute();
  const home = await s.db
    .selectFrom('bases')
    .select(['x', 'y'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  const map = (
    await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }',
      { x: home.x, y: home.y },
      p.token,
    )
  ).data!.getMap as { items: { x: number; y: number; type: string }[] };
  const pirate = map.items
    .filter((i) => i.type === 'pirate-ship')
    .sort((a, b) => distance(a, home) - distance(b, home))[0]!;
  const marches = async (ex: Executor = s.db) =>
    (await ex.selectFrom('marches').select('id').where('profile_id', '=', p.profileId).execute()).length;
  const units = async () =>
    (await s.db.selectFrom('bases').select('units').where('profile_id', '=', p.profileId).executeTakeFirstOrThrow())
      .units;
  const now = s.clock.now();
  await expect(
    inTransaction(s.db, async (trx) => {
      await sendMarch(trx, p.profileId, { x: pirate.x, y: pirate.y, units: fleet }, now);
      if ((await marches(trx)) !== 1) throw new Error('the fleet did not leave');
      // an order that is not there: the trade module refuses
      await cancelOrder(trx, p.profileId, '00000000-0000-4000-8000-000000000000', now);
    }),
  ).rejects.toMatchObject({ code: 'ORDER_NOT_OPEN' });
  expect(await marches()).toBe(0);
  expect(await units()).toEqual(fleet);
});

test('a friend request and a shared-network step in one transaction: the step refused, no request stays', async () => {
  const a = await s.newPlayerWithProfile('Composer3');
  const b = await s.newPlayerWithProfile('Composer4');
  const friendships = () =>
    s.db
      .selectFrom('friendships')
      .select('asked_by')
      .where((w) => w.or([w('low_id', '=', a.profileId), w('high_id', '=', a.profileId)]))
      .execute();
  const now = s.clock.now();
  // withdrawing a declaration that was never made is refused: the request made before it goes too
  await expect(
    inTransaction(s.db, async (trx) => {
      expect((await requestFriend(trx, a.profileId, 'Composer4', now)).status).toBe('asked');
      await withdrawSharedNetwork(trx, a.profileId, 'Composer4');
    }),
  ).rejects.toMatchObject({ code: 'NO_NETWORK' });
  expect(await friendships()).toEqual([]);

  // both allowed: both commit
  await inTransaction(s.db, async (trx) => {
    await requestFriend(trx, a.profileId, 'Composer4', now);
    await declareSharedNetwork(trx, a.profileId, 'Composer4', now);
  });
  expect(await friendships()).toEqual([{ asked_by: a.profileId }]);
  const declared = await s.db
    .selectFrom('shared_networks')
    .select('declared_by')
    .where((w) => w.or([w('low_id', '=', b.profileId), w('high_id', '=', b.profileId)]))
    .execute();
  expect(declared).toEqual([{ declared_by: a.profileId }]);
});
