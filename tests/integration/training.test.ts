/** Training units through GraphQL: cost, capacity, queues per yard, research applied, completion on the timeline, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOUR_MS } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BASE = `{ base { units { type count } snapshot { amounts { food steel energy } ratePerHour { food } }
  queue { id kind target level startsAt dueAt } stats { upkeepPerHour barracks { capacity } } } }`;
const TRAIN =
  'mutation($u:String!,$n:Int!){ trainUnits(unitType:$u, count:$n){ queue { id kind target level startsAt dueAt } snapshot { amounts { food steel energy } } } }';

async function patchBase(
  profileId: string,
  patch: (row: { buildings: Record<string, number> }) => Record<string, unknown>,
) {
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set(patch(row as never) as never)
    .where('id', '=', row.id)
    .execute();
}
const withBarracks = (profileId: string, level = 1, extra: Record<string, unknown> = {}) =>
  patchBase(profileId, (b) => ({ buildings: { ...b.buildings, barracks: level }, ...extra }));
const count = (b: { units: { type: string; count: number }[] }, type: string) =>
  b.units.find((u) => u.type === type)?.count ?? 0;

describe('a training batch', () => {
  test('costs the unit cost times the count, and the units join the garrison at its exact time and start eating', async () => {
    const p = await s.newPlayerWithProfile('Drill1');
    await withBarracks(p.profileId);
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const r = await s.gql(TRAIN, { u: 'ranger', n: 5 }, p.token);
    expect(r.errors).toBeUndefined();
    const item = r.data!.trainUnits.queue[0];
    expect(item).toMatchObject({ kind: 'training', target: 'ranger', level: 5 });
    expect(item.dueAt - item.startsAt).toBe(5 * 30_000);
    expect(before.snapshot.amounts.food - r.data!.trainUnits.snapshot.amounts.food).toBe(5 * 60);
    expect(before.snapshot.amounts.steel - r.data!.trainUnits.snapshot.amounts.steel).toBe(5 * 30);

    await s.runDueJobs(item.dueAt - 1);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base, 'ranger')).toBe(0);
    await s.runDueJobs(item.dueAt);
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(count(after, 'ranger')).toBe(5);
    expect(after.queue).toEqual([]);
    expect(after.stats.upkeepPerHour).toBe(5);
    expect(before.snapshot.ratePerHour.food - after.snapshot.ratePerHour.food).toBe(5);
    const groups = (await s.gql('{ getUnitGroups { id type units { type count } } }', {}, p.token)).data!.getUnitGroups;
    expect(groups[0]).toEqual(expect.objectContaining({ type: 'home', units: [{ type: 'ranger', count: 5 }] }));

    // an hour later the food has grown by exactly the new rate
    const t1 = (await s.gql(BASE, {}, p.token)).data!.base.snapshot.amounts.food;
    s.clock.advance(HOUR_MS);
    expect((await s.gql(BASE, {}, p.token)).data!.base.snapshot.amounts.food - t1).toBe(
      after.snapshot.ratePerHour.food,
    );
  });

  test('refusals carry the spec texts, or ours in their style', async () => {
    const p = await s.newPlayerWithProfile('Drill2');
    const msg = async (u: string, n: number) => (await s.gql(TRAIN, { u, n }, p.token)).errors?.[0]?.message;
    expect(await msg('ranger', 1)).toBe('Required building does not have enough level');
    await withBarracks(p.profileId);
    expect(await msg('guardian', 1)).toBe('Required building does not have enough level');
    expect(await msg('dragon', 1)).toBe('Units training failed');
    expect(await msg('ranger', 0)).toBe('You need to select an amount');
    expect(await msg('ranger', -3)).toBe('You need to select an amount');
    expect(await msg('ranger', 36)).toBe('Not enough training capacity');
    expect(await msg('ranger', 26)).toBe("You don't have enough resources"); // 1500 food buys 25
    expect(await msg('ranger', 2)).toBeUndefined();
    expect(await msg('ranger', 2)).toBe('Queues are full');
    // the building queue is another queue: the barracks itself can still be upgraded
    expect(
      (await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ id } }', {}, p.token)).errors,
    ).toBeUndefined();
  });

  test('research really applies: capacity research lets more train at once, speed research makes it quicker', async () => {
    const p = await s.newPlayerWithProfile('Drill3');
    await withBarracks(p.profileId, 1, {
      research: { 'barracks-capacity': 1, 'barracks-speed': 2 },
      resources: { food: 9000, steel: 9000, energy: 9000 },
    });
    const r = await s.gql(TRAIN, { u: 'ranger', n: 45 }, p.token); // 35 + 10
    expect(r.errors).toBeUndefined();
    const item = r.data!.trainUnits.queue[0];
    expect(item.dueAt - item.startsAt).toBe(45 * 28_000); // 30 s / 1.10, whole seconds up
  });

  test('cancel gives back half the cost and frees the yard', async () => {
    const p = await s.newPlayerWithProfile('Drill4');
    await withBarracks(p.profileId);
    const r = (await s.gql(TRAIN, { u: 'ranger', n: 10 }, p.token)).data!.trainUnits;
    const c = await s.gql(
      'mutation($id:ID!){ cancelQueueItem(queueItemId:$id){ queue { id } snapshot { amounts { food } } } }',
      { id: r.queue[0].id },
      p.token,
    );
    expect(c.data!.cancelQueueItem.queue).toEqual([]);
    expect(c.data!.cancelQueueItem.snapshot.amounts.food - r.snapshot.amounts.food).toBe(300);
    await s.runDueJobs(r.queue[0].dueAt + 1000);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base, 'ranger')).toBe(0);
  });

  test('20 simultaneous requests start one batch and spend once', async () => {
    const p = await s.newPlayerWithProfile('Drill5');
    await withBarracks(p.profileId);
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const results = await Promise.all(Array.from({ length: 20 }, () => s.gql(TRAIN, { u: 'ranger', n: 20 }, p.token)));
    expect(results.filter((r) => r.data).length).toBe(1);
    expect(new Set(results.flatMap((r) => r.errors?.map((e) => e.message) ?? []))).toEqual(
      new Set(['Queues are full']),
    );
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(after.queue).toHaveLength(1);
    expect(before.snapshot.amounts.food - after.snapshot.amounts.food).toBe(20 * 60);
    await s.runDueJobs(after.queue[0].dueAt);
    // the job and a read racing for the same completion add the units once
    const reads = await Promise.all(Array.from({ length: 5 }, () => s.gql(BASE, {}, p.token)));
    expect(reads.map((x) => count(x.data!.base, 'ranger'))).toEqual([20, 20, 20, 20, 20]);
  });

  test("the player's other open browsers hear of a started batch and of its cancel", async () => {
    const p = await s.newPlayerWithProfile('Drill6');
    await withBarracks(p.profileId);
    const pushes = s.services.push.subscribe(p.accountId, p.profileId);
    const first = pushes.next();
    const r = (await s.gql(TRAIN, { u: 'ranger', n: 3 }, p.token)).data!.trainUnits;
    const started = (await first).value;
    expect(started).toMatchObject({
      kind: 'base-changed',
      data: { queue: [{ id: r.queue[0].id, kind: 'training', target: 'ranger', level: 3, dueAt: r.queue[0].dueAt }] },
    });
    const second = pushes.next();
    await s.gql('mutation($id:ID!){ cancelQueueItem(queueItemId:$id){ id } }', { id: r.queue[0].id }, p.token);
    expect((await second).value).toMatchObject({
      kind: 'base-changed',
      data: { queue: [{ id: r.queue[0].id, dueAt: null }] },
    });
    // a refused command announces nothing: the next push is the next real change
    const third = pushes.next();
    await s.gql(TRAIN, { u: 'ranger', n: 0 }, p.token);
    await s.gql('mutation { buyExtraQueue(kind:"building"){ id } }', {}, p.token);
    expect((await third).value).toMatchObject({ kind: 'base-changed', data: { queue: [] } });
    await pushes.return?.();
  });
});
