/**
 * The operations planner (decision 071): a leader plans a target and a landing second; a member
 * joins and the server gives the launch second from the slowest ship and the world's speed; one
 * who cannot make it is refused with the earliest landing; a reminder a minute before; "launch as
 * planned" only within the window, exactly once, and the wave lands on the second.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { travelMs } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const CREATE = 'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }';
const BOARD =
  'canPlan operations { id landsAt planner targets { x y name } waves { commander mine target launchAt status launchedAt units { type count } } }';
const PLAN = `mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ ${BOARD} } }`;
const JOIN = `mutation($o:ID!,$t:Int!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:$t,units:$u){ ${BOARD} } }`;
const LAUNCH = `mutation($o:ID!){ launchOperationWave(operationId:$o){ ${BOARD} } }`;
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
const spot = async (p: Player) =>
  s.db.selectFrom('bases').select(['x', 'y', 'speed']).where('profile_id', '=', p.profileId).executeTakeFirstOrThrow();

describe('operations planner', () => {
  test('a member gets a launch second, is reminded, launches as planned once and lands on the second', async () => {
    const leader = await commander('OpLeader', { x: 401, y: 401 });
    const member = await commander('OpMember', { x: 405, y: 401 });
    const target = await commander('OpTarget', { x: 420, y: 401 });
    const id = (await s.gql(CREATE, { n: 'Op Planners', t: 'OPS' }, leader.token)).data!.createAlliance.alliance.id;
    await join(id, member);
    const landsAt = Math.round((s.clock.now() + 2 * H) / 1000) * 1000;
    const targets = [{ x: 420, y: 401 }];
    expect((await s.gql(PLAN, { t: targets, l: landsAt }, member.token)).errors?.[0]?.message).toBe(
      'Only leaders and officers plan operations',
    );
    const planned = await s.gql(PLAN, { t: targets, l: landsAt }, leader.token);
    expect(planned.errors).toBeUndefined();
    const op = planned.data!.planOperation.operations[0];
    expect(op).toMatchObject({ landsAt, planner: 'OpLeader', targets: [{ x: 420, y: 401, name: 'OpTarget' }] });

    // the member's launch second: the landing second minus the flight (slowest ship, world speed)
    const units = [{ type: 'interceptor', count: 10 }];
    const joined = await s.gql(JOIN, { o: op.id, t: 0, u: units }, member.token);
    expect(joined.errors).toBeUndefined();
    const from = await spot(member);
    const flight = travelMs(from, targets[0]!, { interceptor: 10 }, from.speed);
    const wave = joined.data!.joinOperation.operations[0].waves[0];
    expect(wave).toMatchObject({ commander: 'OpMember', status: 'planned', launchAt: landsAt - flight });
    expect((await s.gql(JOIN, { o: op.id, t: 0, u: units }, member.token)).errors?.[0]?.message).toBe(
      'You already joined this operation',
    );
    // an operation landing too soon for this fleet: refused, told the earliest it could land
    const soon = Math.ceil((s.clock.now() + 5_000) / 1000) * 1000;
    const op2 = (await s.gql(PLAN, { t: targets, l: soon }, leader.token)).data!.planOperation.operations[0];
    expect(op2.landsAt).toBe(soon);
    expect(s.clock.now() + flight).toBeGreaterThan(soon);
    const refused = await s.gql(JOIN, { o: op2.id, t: 0, u: units }, member.token);
    const earliest = new Date(s.clock.now() + flight).toISOString().slice(0, 19).replace('T', ' ');
    expect(refused.errors?.[0]?.message).toBe(
      `Your fleet cannot land by then: the earliest it could land is ${earliest} UTC`,
    );
    // early: refused
    expect((await s.gql(LAUNCH, { o: op.id }, member.token)).errors?.[0]?.message).toMatch(
      /^It is not your launch time yet: launch at .* UTC$/,
    );
    // the reminder, a minute before
    s.clock.advance(landsAt - flight - 60_000 - s.clock.now());
    await s.runDueJobs(s.clock.now());
    const reminder = await s.db
      .selectFrom('timeline_events')
      .select(['applied_at', 'due_at'])
      .where('kind', '=', 'operation-reminder')
      .executeTakeFirstOrThrow();
    expect(reminder.applied_at).not.toBeNull();
    expect(reminder.due_at.getTime()).toBe(landsAt - flight - 60_000);

    // at the second: two taps at once launch one wave
    s.clock.advance(60_000);
    const taps = await Promise.all([1, 2].map(() => s.gql(LAUNCH, { o: op.id }, member.token)));
    expect(taps.filter((t) => !t.errors)).toHaveLength(1);
    expect(taps.find((t) => t.errors)?.errors?.[0]?.message).toBe('Your wave of this operation has left already');
    const marches = await s.db
      .selectFrom('marches')
      .select(['arrives_at', 'target_x'])
      .where('profile_id', '=', member.profileId)
      .execute();
    expect(marches).toHaveLength(1);
    expect(marches[0]!.arrives_at.getTime()).toBe(landsAt);
    // the leader sees who launched
    const board = (await s.gql(LIST, {}, leader.token)).data!.allianceOperations;
    expect(board.canPlan).toBe(true);
    expect(board.operations.find((o: { id: string }) => o.id === op.id).waves[0]).toMatchObject({
      commander: 'OpMember',
      status: 'launched',
      launchedAt: s.clock.now(),
    });
  });

  test('a launch that fails after its fleet left leaves no fleet out and the wave still planned', async () => {
    const leader = await commander('CrashLeader', { x: 431, y: 431 });
    const member = await commander('CrashMember', { x: 435, y: 431 });
    await commander('CrashTarget', { x: 450, y: 431 });
    const id = (await s.gql(CREATE, { n: 'Op Crashers', t: 'OPC' }, leader.token)).data!.createAlliance.alliance.id;
    await join(id, member);
    const landsAt = Math.round((s.clock.now() + 2 * H) / 1000) * 1000;
    const op = (await s.gql(PLAN, { t: [{ x: 450, y: 431 }], l: landsAt }, leader.token)).data!.planOperation
      .operations[0];
    const units = [{ type: 'interceptor', count: 10 }];
    const wave = (await s.gql(JOIN, { o: op.id, t: 0, u: units }, member.token)).data!.joinOperation.operations[0]
      .waves[0];
    s.clock.advance(wave.launchAt - s.clock.now());
    // the server dies between sending the fleet and recording the wave as launched (a trigger refuses that write)
    await sql`create function crash_on_launch() returns trigger language plpgsql as $$
      begin if new.status = 'launched' then raise exception 'crash'; end if; return new; end $$`.execute(s.db);
    await sql`create trigger crash_on_launch before update on alliance_operation_waves
      for each row execute function crash_on_launch()`.execute(s.db);
    try {
      // the member reads the catalogue's words for a failure inside, never a stack trace
      expect((await s.gql(LAUNCH, { o: op.id }, member.token)).errors?.[0]).toMatchObject({
        message: 'Unknown error, contact support',
        extensions: { code: 'UNKNOWN' },
      });
    } finally {
      await sql`drop trigger crash_on_launch on alliance_operation_waves`.execute(s.db);
      await sql`drop function crash_on_launch()`.execute(s.db);
    }
    const out = () => s.db.selectFrom('marches').select('id').where('profile_id', '=', member.profileId).execute();
    expect(await out()).toHaveLength(0);
    const home = await s.db
      .selectFrom('bases')
      .select('units')
      .where('profile_id', '=', member.profileId)
      .executeTakeFirstOrThrow();
    expect((home.units as Record<string, number>).interceptor).toBe(20);
    const mine = (await s.gql(LIST, {}, member.token)).data!.allianceOperations.operations.find(
      (o: { id: string }) => o.id === op.id,
    );
    expect(mine.waves[0].status).toBe('planned');
    // and the member launches again, once
    expect((await s.gql(LAUNCH, { o: op.id }, member.token)).errors).toBeUndefined();
    expect(await out()).toHaveLength(1);
  });
});
