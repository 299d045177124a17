/** Healing through GraphQL: the recovery bay brings injured troops back on the timeline; refusals; cancel; the task. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BASE =
  '{ base { units { type count } injured { type count } snapshot { amounts { food } } queue { id kind target level startsAt dueAt } } }';
const HEAL =
  'mutation($u:String!,$n:Int!){ healUnits(unitType:$u,count:$n){ injured { type count } queue { id kind target level startsAt dueAt } snapshot { amounts { food } } } }';
const count = (l: { type: string; count: number }[], t: string) => l.find((u) => u.type === t)?.count ?? 0;

async function wounded(name: string) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ buildings: { ...(row.buildings as object), 'recovery-bay': 1 }, injured: { ranger: 10 } } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}

describe('healing', () => {
  test('injured rangers heal at their time and rejoin the garrison; the healing task can be claimed', async () => {
    const p = await wounded('Medic1');
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    const r = (await s.gql(HEAL, { u: 'ranger', n: 4 }, p.token)).data!.healUnits;
    expect(count(r.injured, 'ranger')).toBe(6);
    expect(before.snapshot.amounts.food - r.snapshot.amounts.food).toBe(72);
    const item = r.queue[0];
    expect(item).toMatchObject({ kind: 'healing', target: 'ranger', level: 4 });
    expect(item.dueAt - item.startsAt).toBe(32_000);
    await s.runDueJobs(item.dueAt);
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(count(after.units, 'ranger')).toBe(4);
    expect(count(after.injured, 'ranger')).toBe(6);
    const tasks = (await s.gql('{ tasks { id claimable } }', {}, p.token)).data!.tasks;
    expect(tasks.find((t: { id: string }) => t.id === 'heal-units').claimable).toBe(true);
  });

  test('a healing speed-up finishes a batch at once; a training speed-up does not fit it', async () => {
    const p = await wounded('Medic3');
    await s.db
      .insertInto('backpack_items' as never)
      .values([
        { profile_id: p.profileId, item_type: 'speedup-healing-5m', count: 1 },
        { profile_id: p.profileId, item_type: 'speedup-training-5m', count: 1 },
      ] as never)
      .execute();
    const item = (await s.gql(HEAL, { u: 'ranger', n: 10 }, p.token)).data!.healUnits.queue[0];
    expect(item.dueAt - item.startsAt).toBeLessThan(5 * 60_000);
    const SPEED = 'mutation($q:ID!,$t:String!){ speedUp(queueItemId:$q,type:$t,count:1){ type count } }';
    expect((await s.gql(SPEED, { q: item.id, t: 'speedup-training-5m' }, p.token)).errors?.[0]?.message).toBe(
      'Speed up failed',
    );
    expect((await s.gql(SPEED, { q: item.id, t: 'speedup-healing-5m' }, p.token)).data!.speedUp).toEqual([
      { type: 'speedup-training-5m', count: 1 },
    ]);
    const after = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(after.queue).toEqual([]);
    expect(count(after.units, 'ranger')).toBe(10);
  });

  test('refusals carry the spec texts; a cancelled batch is injured again', async () => {
    const p = await wounded('Medic2');
    const msg = async (u: string, n: number) => (await s.gql(HEAL, { u, n }, p.token)).errors?.[0]?.message;
    expect(await msg('guardian', 1)).toBe('No injured troops to heal');
    expect(await msg('ranger', 11)).toBe('No injured troops to heal');
    expect(await msg('ranger', 0)).toBe('You need to select an amount');
    expect(await msg('dragon', 1)).toBe('Units healing failed');
    expect(await msg('ranger', 2)).toBeUndefined();
    expect(await msg('ranger', 2)).toBe('Queues are full');
    const b = (await s.gql(BASE, {}, p.token)).data!.base;
    await s.gql('mutation($id:ID!){ cancelQueueItem(queueItemId:$id){ id } }', { id: b.queue[0].id }, p.token);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base.injured, 'ranger')).toBe(10);
  });
});
