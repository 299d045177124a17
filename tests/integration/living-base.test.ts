/** The living base through GraphQL: offline progression, queues, refusals, concurrency, exactly-once. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { economy, HOUR_MS, newBase, settleBase } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BASE = `{ base { id buildings { id level } research { id level } extraBuildingQueues
  snapshot { amounts { food steel energy credits } ratePerHour { food steel energy } capacity { food } settledAt }
  queue { id kind target level startsAt dueAt } } }`;
const UPGRADE =
  'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { id target level dueAt } snapshot { amounts { food steel energy } } } }';

const level = (b: { buildings: { id: string; level: number }[] }, id: string) =>
  b.buildings.find((x) => x.id === id)?.level ?? 0;

describe('a new base', () => {
  test('starts with its buildings and resources, and produces while nobody looks', async () => {
    const p = await s.newPlayerWithProfile('Base1');
    const first = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(level(first, 'command-center')).toBe(2);
    expect(first.snapshot.ratePerHour.food).toBeGreaterThan(0);
    s.clock.advance(HOUR_MS);
    const later = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(later.snapshot.amounts.food - first.snapshot.amounts.food).toBe(first.snapshot.ratePerHour.food);
  });
});

describe('building upgrades', () => {
  test('an upgrade spends its cost, holds the queue, and completes at its exact time', async () => {
    const p = await s.newPlayerWithProfile('Base2');
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const r = (await s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token)).data!.startBuildingUpgrade;
    expect(r.queue).toHaveLength(1);
    expect(r.snapshot.amounts.steel).toBeLessThan(before.snapshot.amounts.steel);

    const second = await s.gql(UPGRADE, { b: 'steel-foundry' }, p.token);
    expect(second.errors?.[0]?.message).toBe('Queues are full');
    const again = await s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token);
    expect(again.errors?.[0]?.message).toBe('Building is upgrading');

    await s.runDueJobs(r.queue[0].dueAt - 1);
    expect(level((await s.gql(BASE, {}, p.token)).data!.base, 'hydroponic-farm')).toBe(1);
    await s.runDueJobs(r.queue[0].dueAt);
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(level(after, 'hydroponic-farm')).toBe(2);
    expect(after.queue).toEqual([]);
    expect(after.snapshot.ratePerHour.food).toBeGreaterThan(before.snapshot.ratePerHour.food);
  });

  test('refusals carry the spec texts', async () => {
    const p = await s.newPlayerWithProfile('Base3');
    expect((await s.gql(UPGRADE, { b: 'research-lab' }, p.token)).errors?.[0]?.message).toBe(
      'Required building does not have enough level',
    );
    expect((await s.gql(UPGRADE, { b: 'no-such-building' }, p.token)).errors?.[0]?.message).toBe(
      'Upgrade of the building failed',
    );
    expect((await s.gql(UPGRADE, { b: 'barracks' }, p.token)).errors).toBeUndefined();
    expect(
      (await s.gql('mutation { buyExtraQueue(kind:"building"){ extraBuildingQueues } }', {}, p.token)).data
        ?.buyExtraQueue.extraBuildingQueues,
    ).toBe(1);
    expect((await s.gql(UPGRADE, { b: 'barracks' }, p.token)).errors?.[0]?.message).toBe('Building is being build');
    await s.db
      .updateTable('bases')
      .set({ resources: { food: 0, steel: 0, energy: 0, credits: 0 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    expect((await s.gql(UPGRADE, { b: 'steel-foundry' }, p.token)).errors?.[0]?.message).toBe(
      "You don't have enough resources",
    );
    expect((await s.gql('mutation { buyExtraQueue(kind:"building"){ id } }', {}, p.token)).errors?.[0]?.message).toBe(
      "You don't have enough credits",
    );
  });

  test('cancel gives back half the cost and frees the queue', async () => {
    const p = await s.newPlayerWithProfile('Base4');
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const r = (await s.gql(UPGRADE, { b: 'energy-plant' }, p.token)).data!.startBuildingUpgrade;
    const spent = before.snapshot.amounts.steel - r.snapshot.amounts.steel;
    const c = await s.gql(
      'mutation($id:ID!){ cancelQueueItem(queueItemId:$id){ queue { id } snapshot { amounts { steel } } } }',
      { id: r.queue[0].id },
      p.token,
    );
    expect(c.data?.cancelQueueItem.queue).toEqual([]);
    expect(c.data?.cancelQueueItem.snapshot.amounts.steel - r.snapshot.amounts.steel).toBe(Math.floor(spent / 2));
  });

  test("a player cannot cancel another player's upgrade", async () => {
    const a = await s.newPlayerWithProfile('Base5');
    const b = await s.newPlayerWithProfile('Base6');
    const r = (await s.gql(UPGRADE, { b: 'energy-plant' }, a.token)).data!.startBuildingUpgrade;
    const c = await s.gql(
      'mutation($id:ID!){ cancelQueueItem(queueItemId:$id){ id } }',
      { id: r.queue[0].id },
      b.token,
    );
    expect(c.errors?.[0]?.message).toBe('This is already finished');
    expect((await s.gql(BASE, {}, a.token)).data!.base.queue).toHaveLength(1);
  });
});

describe('time and concurrency', () => {
  test('50 concurrent upgrade requests on one base spend exactly what one allows', async () => {
    const p = await s.newPlayerWithProfile('Race1');
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token)),
    );
    expect(results.filter((r) => r.data).length).toBe(1);
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(after.queue).toHaveLength(1);
    const cost = before.snapshot.amounts.steel - after.snapshot.amounts.steel;
    const won = results.find((r) => r.data)!.data!.startBuildingUpgrade;
    expect(before.snapshot.amounts.steel - won.snapshot.amounts.steel).toBe(cost);
  });

  test('a player away for three days finds every completion applied in order at its time, resources exact', async () => {
    const p = await s.newPlayerWithProfile('Away1');
    await s.gql('mutation { buyExtraQueue(kind:"building"){ id } }', {}, p.token);
    const start = (await s.gql(BASE, {}, p.token)).data!.base;
    const a = (await s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token)).data!.startBuildingUpgrade;
    const b = (await s.gql(UPGRADE, { b: 'resource-depot' }, p.token)).data!.startBuildingUpgrade;
    const t0 = s.clock.now();
    const away = t0 + 3 * 24 * HOUR_MS;
    await s.runDueJobs(away);
    const back = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(level(back, 'hydroponic-farm')).toBe(2);
    expect(level(back, 'resource-depot')).toBe(2);

    // the same story told by the pure rules: old rates until each completion, new ones after
    const row = await s.db
      .selectFrom('timeline_events')
      .select(['id', 'payload', 'due_at'])
      .where('base_id', '=', start.id)
      .execute();
    const startState = {
      ...newBase(t0),
      resources: {
        ...newBase(t0).resources,
        ...b.snapshot.amounts,
        astromite: 0,
        quantarite: 0,
        credits: start.snapshot.amounts.credits - 200,
      },
    };
    const expected = settleBase(
      { ...startState, extraQueues: { building: 1, research: 0 } },
      row.map((r) => ({ id: String(r.id), dueAt: new Date(r.due_at).getTime(), payload: r.payload as never })),
      away,
    ).state;
    expect(back.snapshot.amounts.food).toBe(expected.resources.food);
    expect(back.snapshot.amounts.steel).toBe(expected.resources.steel);
    expect(back.snapshot.amounts.food).toBeLessThanOrEqual(economy(expected.buildings, {}).capacity.food);
    expect(a.queue[0].dueAt).toBeLessThan(away);
  });

  test('a settle job run twice changes nothing the second time (a training batch: applied twice, it would show as more units)', async () => {
    const p = await s.newPlayerWithProfile('Twice1');
    await s.db
      .updateTable('bases')
      .set({
        buildings: {
          'command-center': 2,
          barracks: 1,
          'hydroponic-farm': 1,
          'steel-foundry': 1,
          'energy-plant': 1,
          'resource-depot': 3,
        },
        resources: { food: 20_000, steel: 20_000, energy: 20_000 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const r = await s.gql('mutation{ trainUnits(unitType:"ranger", count:6){ queue { id dueAt } } }', {}, p.token);
    await s.runDueJobs(r.data!.trainUnits.queue[0].dueAt);
    const once = await s.db
      .selectFrom('bases')
      .selectAll()
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    expect(once.units).toEqual({ ranger: 6 });
    // the same job again, by hand, through graphile-worker
    await s.sql`select graphile_worker.add_job('timeline/settle', json_build_object('baseId', ${once.id}::text, 'eventId', ${String(r.data!.trainUnits.queue[0].id)}::text))`;
    await s.runDueJobs(s.clock.now());
    const twice = await s.db
      .selectFrom('bases')
      .selectAll()
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    expect(twice.units).toEqual({ ranger: 6 });
    expect(twice.resources).toEqual(once.resources);
  });
});

describe('the timeline in /control', () => {
  test('an admin sees pending and overdue events; players may not', async () => {
    const p = await s.newPlayerWithProfile('Health1');
    await s.gql(UPGRADE, { b: 'steel-foundry' }, p.token);
    const admin = await s.adminToken();
    const h = (await s.gql('{ adminTimelineHealth { pending overdue failingJobs } }', {}, admin)).data!
      .adminTimelineHealth;
    expect(h.pending).toBeGreaterThanOrEqual(1);
    expect(h.failingJobs).toBe(0);
    expect((await s.gql('{ adminTimelineHealth { pending } }', {}, p.token)).errors?.[0]?.message).toBe(
      'Not authorized',
    );
  });
});

describe('research', () => {
  test('needs a research lab; once done its effect changes production, and open browsers hear of it', async () => {
    const p = await s.newPlayerWithProfile('Lab1');
    const START = 'mutation($r:String!){ startResearch(researchId:$r){ queue { id kind target level dueAt } } }';
    expect((await s.gql(START, { r: 'food-output' }, p.token)).errors?.[0]?.message).toBe(
      'Required building does not have enough level',
    );
    const base = await s.db
      .selectFrom('bases')
      .select(['id', 'buildings'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({ buildings: { ...(base.buildings as object), 'research-lab': 1 } } as never)
      .where('id', '=', base.id)
      .execute();
    const before = (await s.gql(BASE, {}, p.token)).data!.base.snapshot.ratePerHour.food;
    const r = (await s.gql(START, { r: 'food-output' }, p.token)).data!.startResearch;
    expect(r.queue).toEqual([expect.objectContaining({ kind: 'research', target: 'food-output', level: 1 })]);
    expect((await s.gql(START, { r: 'steel-output' }, p.token)).errors?.[0]?.message).toBe('Queues are full');

    const pushes = s.services.push.subscribe(p.accountId, p.profileId);
    const heard = pushes.next();
    await s.runDueJobs(r.queue[0].dueAt);
    // the finished item comes with no finish time: the browser's list merge drops it at once
    expect((await heard).value).toMatchObject({
      kind: 'base-changed',
      data: { queue: [{ id: r.queue[0].id, dueAt: null }] },
    });
    await pushes.return?.();

    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(after.research).toEqual([{ id: 'food-output', level: 1 }]);
    expect(after.snapshot.ratePerHour.food).toBeGreaterThan(before);
  });
});
