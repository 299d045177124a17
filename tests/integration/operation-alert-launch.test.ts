/**
 * An operation's reminder while the member's game is closed (decisions 031, 071): the push carries
 * the operation and the launch second, so the notification offers "Launch as planned" (sw.js opens
 * /alliance?launch=<operation>&at=<second>, where the game arms that launch).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPushService, type PushService } from '../support/push-service.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let push: PushService;
beforeAll(async () => {
  s = await createTestStack();
  push = await startPushService();
});
afterAll(async () => {
  push?.stop();
  await s?.close();
});

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const CREATE = 'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }';
const BOARD = 'operations { id landsAt waves { launchAt status } }';
const PLAN = `mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ ${BOARD} } }`;
const JOIN = `mutation($o:ID!,$t:Int!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:$t,units:$u){ ${BOARD} } }`;
const SAVE = 'mutation($i:AlertSettingsInput!){ saveAlertSettings(input:$i){ kinds { kind push email } } }';

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

async function pushDevice(p: Player) {
  const i = {
    kinds: [{ kind: 'operation', push: true, email: false }],
    quietStart: null,
    quietEnd: null,
    attacksInQuietHours: true,
    timeZone: 'UTC',
    language: 'en',
  };
  expect((await s.gql(SAVE, { i }, p.token)).errors).toBeUndefined();
  const sub = push.subscribe();
  const r = await s.gql(
    'mutation($i:PushDeviceInput!){ registerPushDevice(input:$i){ id } }',
    { i: { ...sub, language: 'en' } },
    p.token,
  );
  expect(r.errors).toBeUndefined();
  return sub;
}

test('the reminder reaching a closed game can launch the wave: the push names the operation and its second', async () => {
  const leader = await commander('AlertOpLead', { x: 461, y: 461 });
  const member = await commander('AlertOpMember', { x: 465, y: 461 });
  await commander('AlertOpTarget', { x: 480, y: 461 });
  const id = (await s.gql(CREATE, { n: 'Op Alerters', t: 'OPA' }, leader.token)).data!.createAlliance.alliance.id;
  await s.db
    .insertInto('alliance_members')
    .values({ profile_id: member.profileId, alliance_id: id, role: 'member', joined_at: new Date() } as never)
    .execute();
  const device = await pushDevice(member);
  const landsAt = Math.round((s.clock.now() + 2 * 3_600_000) / 1000) * 1000;
  const op = (await s.gql(PLAN, { t: [{ x: 480, y: 461 }], l: landsAt }, leader.token)).data!.planOperation
    .operations[0];
  const joined = await s.gql(JOIN, { o: op.id, t: 0, u: [{ type: 'interceptor', count: 10 }] }, member.token);
  expect(joined.errors).toBeUndefined();
  const launchAt = joined.data!.joinOperation.operations[0].waves[0].launchAt as number;

  // a minute before the launch second the reminder applies; its alert goes out by push
  s.clock.advance(launchAt - 60_000 - s.clock.now());
  await s.runDueJobs(s.clock.now());
  await s.runDueJobs(Math.max(s.clock.now(), Date.now() + 1000));
  expect(push.failures).toEqual([]);
  const [sent] = push.for(device);
  expect(sent?.payload).toMatchObject({
    kind: 'operation',
    url: '/alliance',
    launch: { operationId: op.id, launchAt, title: 'Launch as planned' },
  });
});
