/** Tasks through GraphQL: progress from what the base did, each reward once, claim all, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const TASKS = '{ tasks { id goal progress claimed claimable reward { kind amount } } }';
const CLAIM = 'mutation($id:ID!){ claimTask(taskId:$id){ reward { kind amount } tasks { id claimed } } }';
const AMOUNTS = '{ base { x y snapshot { amounts { food steel credits } } } }';
const task = (list: { id: string }[], id: string) =>
  list.find((t) => t.id === id) as unknown as { progress: number; claimable: boolean; claimed: boolean };

describe('tasks', () => {
  test('a finished task pays its reward once; an unfinished one is refused', async () => {
    const p = await s.newPlayerWithProfile('Tasker1');
    const list = (await s.gql(TASKS, {}, p.token)).data!.tasks;
    expect(task(list, 'command-center-2')).toMatchObject({ progress: 2, claimable: true });
    const before = (await s.gql(AMOUNTS, {}, p.token)).data!.base.snapshot.amounts;
    const r = (await s.gql(CLAIM, { id: 'command-center-2' }, p.token)).data!.claimTask;
    expect(r.reward).toEqual([
      { kind: 'food', amount: 500 },
      { kind: 'steel', amount: 500 },
      { kind: 'energy', amount: 500 },
      { kind: 'credits', amount: 50 },
    ]);
    const after = (await s.gql(AMOUNTS, {}, p.token)).data!.base.snapshot.amounts;
    expect(after.credits - before.credits).toBe(50);
    expect(after.steel - before.steel).toBe(500);
    expect((await s.gql(CLAIM, { id: 'command-center-2' }, p.token)).errors?.[0]?.message).toBe(
      'This reward was already claimed',
    );
    expect((await s.gql(CLAIM, { id: 'train-rangers' }, p.token)).errors?.[0]?.message).toBe(
      'This task is not finished yet',
    );
    expect((await s.gql(CLAIM, { id: 'no-such-task' }, p.token)).errors?.[0]?.message).toBe(
      'Unknown error, contact support',
    );
  });

  test('ten claims at once pay once', async () => {
    const p = await s.newPlayerWithProfile('Tasker2');
    const before = (await s.gql(AMOUNTS, {}, p.token)).data!.base.snapshot.amounts.credits;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => s.gql(CLAIM, { id: 'command-center-2' }, p.token)),
    );
    expect(results.filter((r) => r.data).length).toBe(1);
    expect((await s.gql(AMOUNTS, {}, p.token)).data!.base.snapshot.amounts.credits - before).toBe(50);
  });

  test('trained rangers count; claim all pays every finished task', async () => {
    const p = await s.newPlayerWithProfile('Tasker3');
    const base = await s.db
      .selectFrom('bases')
      .select(['id', 'buildings'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    await s.db
      .updateTable('bases')
      .set({
        buildings: { ...(base.buildings as object), barracks: 1 },
        resources: { food: 9000, steel: 9000, energy: 9000, credits: 0 },
      } as never)
      .where('id', '=', base.id)
      .execute();
    const r = (await s.gql('mutation { trainUnits(unitType:"ranger", count:20){ queue { dueAt } } }', {}, p.token))
      .data!.trainUnits;
    expect(task((await s.gql(TASKS, {}, p.token)).data!.tasks, 'train-rangers').progress).toBe(0);
    await s.runDueJobs(r.queue[0].dueAt);
    const list = (await s.gql(TASKS, {}, p.token)).data!.tasks;
    expect(task(list, 'train-rangers')).toMatchObject({ progress: 20, claimable: true });
    expect(task(list, 'train-ground')).toMatchObject({ progress: 20, claimable: false });
    const all = (await s.gql('mutation { claimAllTasks { reward { kind amount } tasks { id claimed } } }', {}, p.token))
      .data!.claimAllTasks;
    expect(all.reward.find((x: { kind: string }) => x.kind === 'credits').amount).toBe(50 + 100); // command center 2 and the rangers
    expect(
      all.tasks
        .filter((t: { claimed: boolean }) => t.claimed)
        .map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual(['command-center-2', 'train-rangers']);
    expect((await s.gql(AMOUNTS, {}, p.token)).data!.base.snapshot.amounts.credits).toBe(150);
  });

  test('a destroyed pirate ship counts, at the battle', async () => {
    const p = await s.newPlayerWithProfile('Tasker4');
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 400, cruiser: 100 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const home = (await s.gql(AMOUNTS, {}, p.token)).data!.base;
    const map = (
      await s.gql(
        'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }',
        { x: home.x, y: home.y },
        p.token,
      )
    ).data!.getMap;
    const pirate = map.items
      .filter((i: { type: string }) => i.type === 'pirate-ship')
      .sort((a: never, b: never) => distance(a, home) - distance(b, home))[0];
    const sent = (
      await s.gql(
        'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:400},{type:"cruiser",count:100}]){ arrivesAt } }',
        pirate,
        p.token,
      )
    ).data!.sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    expect(task((await s.gql(TASKS, {}, p.token)).data!.tasks, 'destroy-pirates').progress).toBe(1);
  });
});
