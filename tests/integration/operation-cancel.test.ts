/**
 * A leader calls an operation off (decision 071): it leaves the list, a member's reminder stays
 * silent at its second (time passes by the injected clock and the due jobs), while a member of an
 * operation still on is reminded exactly once; a second cancel is refused, and members cannot cancel.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectPostgres } from '../../src/platform/db.ts';
import { PUSH_CHANNEL, publish } from '../../src/platform/pubsub.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let listener: postgres.Sql;
const pushes: { profileId?: string; kind: string; data?: { operationId?: string } }[] = [];
beforeAll(async () => {
  s = await createTestStack();
  listener = connectPostgres(s.url, { max: 1 });
  await listener.listen(PUSH_CHANNEL, (text) => pushes.push(JSON.parse(text)));
});
afterAll(async () => {
  await listener?.end();
  await s?.close();
});

const BOARD = 'operations { id waves { commander launchAt status } }';
const PLAN = `mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ ${BOARD} } }`;
const JOIN = `mutation($o:ID!,$t:Int!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:$t,units:$u){ ${BOARD} } }`;
const CANCEL = `mutation($o:ID!){ cancelOperation(operationId:$o){ ${BOARD} } }`;
const LIST = `{ allianceOperations { ${BOARD} } }`;
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
  return p;
}
const join = (id: string, p: Player) =>
  s.db
    .insertInto('alliance_members')
    .values({ profile_id: p.profileId, alliance_id: id, role: 'member', joined_at: new Date() } as never)
    .execute();
const reminded = (p: Player, operationId: string) =>
  pushes.filter(
    (x) => x.profileId === p.profileId && x.kind === 'operation-reminder' && x.data?.operationId === operationId,
  ).length;

describe('cancelling an operation', () => {
  test('the cancelled one is silent at the reminder second; the other reminds once', async () => {
    const leader = await commander('CxLeader', { x: 601, y: 601 });
    const a = await commander('CxMemberA', { x: 605, y: 601 });
    const b = await commander('CxMemberB', { x: 606, y: 602 });
    await commander('CxTarget', { x: 620, y: 601 });
    const id = (
      await s.gql(
        'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
        { n: 'Called Off', t: 'CXL' },
        leader.token,
      )
    ).data!.createAlliance.alliance.id;
    await join(id, a);
    await join(id, b);
    const landsAt = Math.round((s.clock.now() + 2 * H) / 1000) * 1000;
    const t = [{ x: 620, y: 601 }];
    const off = (await s.gql(PLAN, { t, l: landsAt }, leader.token)).data!.planOperation.operations[0].id as string;
    const on = (await s.gql(PLAN, { t, l: landsAt + 1000 }, leader.token)).data!.planOperation.operations;
    const onId = on.find((o: { id: string }) => o.id !== off).id as string;
    const units = [{ type: 'interceptor', count: 10 }];
    expect((await s.gql(JOIN, { o: off, t: 0, u: units }, a.token)).errors).toBeUndefined();
    expect((await s.gql(JOIN, { o: onId, t: 0, u: units }, b.token)).errors).toBeUndefined();

    // members do not call it off; the leader does, once
    expect((await s.gql(CANCEL, { o: off }, a.token)).errors?.[0]?.message).toBe(
      'Only leaders and officers plan operations',
    );
    const cancelled = await s.gql(CANCEL, { o: off }, leader.token);
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelOperation.operations.map((o: { id: string }) => o.id)).toEqual([onId]);
    expect((await s.gql(CANCEL, { o: off }, leader.token)).errors?.[0]?.message).toBe('Operation not found');
    expect(
      (await s.gql(LIST, {}, a.token)).data!.allianceOperations.operations.map((o: { id: string }) => o.id),
    ).toEqual([onId]);

    // both reminder seconds pass (injected clock, due jobs run): only the operation still on reminds
    s.clock.advance(landsAt + 1000 - 30_000 - s.clock.now());
    await s.runDueJobs(s.clock.now());
    const due = await s.db
      .selectFrom('timeline_events')
      .select(['applied_at'])
      .where('kind', '=', 'operation-reminder')
      .execute();
    expect(due.length).toBeGreaterThanOrEqual(2);
    expect(due.every((e) => e.applied_at !== null)).toBe(true);
    // every push of those jobs has been heard once a marker published after them comes back (commit order)
    const mark = randomUUID();
    await s.db.transaction().execute((trx) => publish(trx, { profileId: mark, kind: 'friends', data: {} }));
    const until = Date.now() + 10_000;
    while (!pushes.some((p) => p.profileId === mark) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(reminded(b, onId)).toBe(1);
    expect(reminded(a, off)).toBe(0);
  }, 180_000);
});
