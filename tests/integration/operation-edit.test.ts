/**
 * A leader changes an operation (decision 071): refusals name the field; the landing second and the
 * targets change, each member's launch second follows (a wave whose target went is dropped), the
 * members hear it by push, and each reminder is moved: none comes at the old second, exactly one at
 * the new (time passes by the injected clock and the due jobs). Waves that left forbid changes.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { travelMs } from '../../src/game/index.ts';
import { connectPostgres } from '../../src/platform/db.ts';
import { PUSH_CHANNEL, publish } from '../../src/platform/pubsub.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let listener: postgres.Sql;
const pushes: {
  profileId?: string;
  kind: string;
  data?: { operationId?: string; launchAt?: number; what?: string };
}[] = [];
beforeAll(async () => {
  s = await createTestStack();
  listener = connectPostgres(s.url, { max: 1 });
  await listener.listen(PUSH_CHANNEL, (text) => pushes.push(JSON.parse(text)));
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

const BOARD = 'operations { id landsAt targets { x y } waves { commander target launchAt status } }';
const PLAN = `mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ ${BOARD} } }`;
const JOIN = `mutation($o:ID!,$t:Int!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:$t,units:$u){ ${BOARD} } }`;
const EDIT = `mutation($o:ID!,$t:[OperationTargetInput!]!,$l:Float!){ editOperation(operationId:$o,targets:$t,landsAt:$l){ ${BOARD} } }`;
const H = 3_600_000;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;

async function commander(name: string, at: { x: number; y: number }) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      buildings: { ...(row.buildings as object), 'alliance-embassy': 1 },
      units: { interceptor: 20 },
      x: at.x,
      y: at.y,
    } as never)
    .where('id', '=', row.id)
    .execute();
  return { ...p, baseId: row.id };
}
const join = (id: string, p: Player) =>
  s.db
    .insertInto('alliance_members')
    .values({ profile_id: p.profileId, alliance_id: id, role: 'member', joined_at: new Date() } as never)
    .execute();
const reminders = (p: Player, operationId: string) =>
  pushes.filter(
    (x) => x.profileId === p.profileId && x.kind === 'operation-reminder' && x.data?.operationId === operationId,
  );
const pendingReminders = (baseId: string) =>
  s.db
    .selectFrom('timeline_events')
    .select(['due_at'])
    .where('base_id', '=', baseId)
    .where('kind', '=', 'operation-reminder')
    .where('applied_at', 'is', null)
    .execute();
/** Every push published before now has been heard once a marker published after it comes back. */
async function heardAll() {
  const mark = randomUUID();
  await s.db.transaction().execute((trx) => publish(trx, { profileId: mark, kind: 'friends', data: {} }));
  const until = Date.now() + 10_000;
  while (!pushes.some((p) => p.profileId === mark) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}
const passTo = async (at: number) => {
  s.clock.advance(at - s.clock.now());
  await s.runDueJobs(s.clock.now());
  await s.runDueJobs(s.clock.now()); // a job run again reminds nobody twice
  await heardAll();
};

describe('editing an operation', () => {
  test('the landing second and targets change; launch seconds follow; each reminder is moved, never doubled', async () => {
    const leader = await commander('EdLeader', { x: 701, y: 701 });
    const a = await commander('EdMemberA', { x: 705, y: 701 });
    const b = await commander('EdMemberB', { x: 706, y: 702 });
    await commander('EdTargetOne', { x: 720, y: 701 });
    const id = (
      await s.gql(
        'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
        { n: 'Moved Again', t: 'EDT' },
        leader.token,
      )
    ).data!.createAlliance.alliance.id;
    await join(id, a);
    await join(id, b);
    const landsAt = Math.round((s.clock.now() + 2 * H) / 1000) * 1000;
    const one = { x: 720, y: 701 };
    const two = { x: 730, y: 701 };
    const op = (await s.gql(PLAN, { t: [one, two], l: landsAt }, leader.token)).data!.planOperation.operations[0];
    const units = [{ type: 'interceptor', count: 10 }];
    expect((await s.gql(JOIN, { o: op.id, t: 0, u: units }, a.token)).errors).toBeUndefined();
    expect((await s.gql(JOIN, { o: op.id, t: 1, u: units }, b.token)).errors).toBeUndefined();
    const flightA = travelMs({ x: 705, y: 701 }, one, { interceptor: 10 }, 1);
    const oldLaunchA = landsAt - flightA;

    // refused, each naming what is wrong
    const refusal = async (vars: object, who = leader) =>
      (await s.gql(EDIT, { o: op.id, t: [one], l: landsAt + H, ...vars }, who.token)).errors?.[0]?.message;
    expect(await refusal({}, a)).toBe('Only leaders and officers plan operations');
    expect(await refusal({ t: [] })).toBe('Pick at least one target');
    expect(await refusal({ l: s.clock.now() - 1000 })).toBe('The landing time must be in the future');
    expect(await refusal({ l: s.clock.now() + 8 * 24 * H })).toBe('An operation lands within the next 7 days');
    expect(await refusal({ o: randomUUID() })).toBe('Operation not found');
    expect(await refusal({ t: [two], l: s.clock.now() + 60_000 })).toMatch(
      /^The landing time is too early for EdMemberB’s wave: the earliest every joined wave can land is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
    );

    // an hour later, target two dropped: A's wave follows, B's is gone with its reminder
    const before = pushes.filter((p) => p.profileId === a.profileId && p.data?.what === 'operation').length;
    const edited = await s.gql(EDIT, { o: op.id, t: [one], l: landsAt + H }, leader.token);
    expect(edited.errors).toBeUndefined();
    const now = edited.data!.editOperation.operations[0];
    const newLaunchA = landsAt + H - flightA;
    expect(now).toMatchObject({ landsAt: landsAt + H, targets: [one] });
    expect(now.waves).toEqual([{ commander: 'EdMemberA', target: 0, launchAt: newLaunchA, status: 'planned' }]);
    expect((await pendingReminders(a.baseId)).map((e) => e.due_at.getTime())).toEqual([newLaunchA - 60_000]);
    expect(await pendingReminders(b.baseId)).toEqual([]);
    await heardAll();
    expect(pushes.filter((p) => p.profileId === a.profileId && p.data?.what === 'operation').length).toBe(before + 1);

    // the old reminder second passes silently; the new one reminds once, with the new launch second
    await passTo(oldLaunchA - 30_000);
    expect(reminders(a, op.id)).toEqual([]);
    await passTo(newLaunchA - 30_000);
    expect(reminders(a, op.id).map((r) => r.data?.launchAt)).toEqual([newLaunchA]);
    expect(reminders(b, op.id)).toEqual([]);

    // moved again after the reminder came: one new reminder for the new second
    const later = await s.gql(EDIT, { o: op.id, t: [one], l: landsAt + 2 * H }, leader.token);
    expect(later.errors).toBeUndefined();
    await passTo(landsAt + 2 * H - flightA - 30_000);
    expect(reminders(a, op.id).map((r) => r.data?.launchAt)).toEqual([newLaunchA, landsAt + 2 * H - flightA]);

    // a wave that left: no more changes
    await s.db
      .updateTable('alliance_operation_waves' as never)
      .set({ status: 'launched' } as never)
      .where('operation_id' as never, '=', op.id as never)
      .execute();
    expect(await refusal({ l: landsAt + 3 * H })).toBe(
      'Waves of this operation have left already: it can no longer be changed',
    );
  }, 180_000);
});
