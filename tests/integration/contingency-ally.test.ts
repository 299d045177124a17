/**
 * A contingency rule that sends the fleet to a named ally (decision 073), with the test clock: the
 * garrison leaves as a reinforcement before a stronger raid lands, once, with the checks of a manual
 * reinforcement at send (ally, room) and at arrival; refused, it goes to the home planet's orbit.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Units = Record<string, number>;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const RULE =
  'mutation($m:Int!,$a:ContingencyAction!,$ally:String){ addContingencyRule(minutes:$m,action:$a,ally:$ally){ id action ally } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind arrivesAt } }';
const BASE = '{ base { id x y units { type count } } }';
const REPORTS = '{ reports { kind createdAt data } }';
const MARCHES = '{ getMapMarches { id kind status units { count } } }';
const OVERVIEW = '{ reinforcements { sent { id status host troops } stationed { owner troops } } }';
const GARRISON = { guardian: 30, interceptor: 5 };
const total = (b: { units: { count: number }[] }) => b.units.reduce((n, u) => n + u.count, 0);

async function commander(name: string, units: Units, at?: { x: number; y: number }, embassy = 1) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units,
      ...at,
      buildings: { ...(row.buildings as object), 'command-center': 6, 'alliance-embassy': embassy },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}
async function ally(tag: string, lead: Player, others: Player[]) {
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Night Watch ${tag}`, t: `N${tag}` },
    lead.token,
  );
  const id = made.data!.createAlliance.alliance.id as string;
  for (const o of others)
    await s.db
      .insertInto('alliance_members' as never)
      .values({ profile_id: o.profileId, alliance_id: id, role: 'member', joined_at: new Date(s.clock.now()) } as never)
      .execute();
  return id;
}
const base = async (p: Player) => (await s.gql(BASE, {}, p.token)).data!.base;

/** A strong raider 20 cells west of a weak defender, and the defender's ally right beside it. */
async function scene(tag: string, embassy = 1) {
  const raider = await commander(`Raider${tag}`, { interceptor: 600, cruiser: 100 });
  const home = await base(raider);
  const d = await commander(`Keeper${tag}`, GARRISON, { x: home.x + 20, y: home.y + 3 });
  const friend = await commander(`Friend${tag}`, {}, { x: home.x + 21, y: home.y + 3 }, embassy);
  await ally(tag, d, [friend]);
  return { raider, d, friend, at: { x: home.x + 20, y: home.y + 3 } };
}
async function raid(raider: Player, at: { x: number; y: number }) {
  const sent = await s.gql(SEND, { ...at, u: list({ interceptor: 600, cruiser: 100 }) }, raider.token);
  expect(sent.errors).toBeUndefined();
  return sent.data!.sendUnits as { id: string; arrivesAt: number };
}
const notices = async (p: Player) =>
  (await s.gql(REPORTS, {}, p.token))
    .data!.reports.map((r: { data: string; createdAt: number }) => ({ ...JSON.parse(r.data), createdAt: r.createdAt }))
    .filter((d: { reason?: string }) => d.reason === 'contingency');
const battle = async (p: Player) =>
  JSON.parse((await s.gql(REPORTS, {}, p.token)).data!.reports.find((r: { kind: string }) => r.kind === 'battle').data);

describe('contingency rule: send the fleet to a named ally', () => {
  test('the rule is refused without an ally, for an unknown commander, and for one not allied', async () => {
    const { d } = await scene('R');
    const code = async (v: object) =>
      (await s.gql(RULE, { m: 5, a: 'ally', ...v }, d.token)).errors?.[0]?.extensions?.code;
    expect(await code({})).toBe('CONTINGENCY_NO_ALLY');
    expect(await code({ ally: 'Nobody Here' })).toBe('CONTINGENCY_UNKNOWN_ALLY');
    expect(await code({ ally: 'RaiderR' })).toBe('CONTINGENCY_NOT_ALLY');
  });

  test('the garrison leaves as a reinforcement before the raid lands, once; the raider finds an empty hangar', async () => {
    const { raider, d, friend, at } = await scene('A');
    const rule = await s.gql(RULE, { m: 5, a: 'ally', ally: 'frienda' }, d.token);
    expect(rule.errors).toBeUndefined();
    expect(rule.data!.addContingencyRule).toMatchObject({ action: 'ally', ally: 'FriendA' });
    const r = await raid(raider, at);
    // three settles race at the rule's moment, from the defender's side, the ally's side and the worker
    const moment = r.arrivesAt - 5 * 60_000;
    s.clock.set(moment + 1000);
    await Promise.all([base(d), base(friend), s.runDueJobs(moment + 1000)]);
    const sent = (await s.gql(OVERVIEW, {}, d.token)).data!.reinforcements.sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ host: 'FriendA', troops: 30 });
    expect(total(await base(d))).toBe(0);
    // nobody looks until well after the landing
    await s.runDueJobs(r.arrivesAt + 10 * 60_000);
    expect((await battle(raider)).input.defender.host.units).toEqual({});
    const said = await notices(d);
    expect(said).toHaveLength(1);
    // the interceptors fly to the ally with the guardians they seat; the rest go to the orbit
    expect(said[0]).toMatchObject({
      action: 'ally',
      by: 'rule',
      ally: 'FriendA',
      units: { interceptor: 5, guardian: 25 },
      orbit: { guardian: 5 },
      createdAt: moment,
    });
    expect((await s.gql(OVERVIEW, {}, friend.token)).data!.reinforcements.stationed).toEqual([
      { owner: 'KeeperA', troops: 30 },
    ]);
    // the launch is in the evidence ledger, as any other
    const launches = await s.db
      .selectFrom('ledger_entries' as never)
      .select(['kind' as never])
      .where('profile_id' as never, '=', d.profileId as never)
      .where('kind' as never, '=', 'launch' as never)
      .execute();
    expect(launches).toHaveLength(2);
  });

  test('no room in the ally’s embassy: refused as a manual send would be, the fleet goes to the orbit instead', async () => {
    const { raider, d, at } = await scene('B', 0);
    expect((await s.gql(RULE, { m: 5, a: 'ally', ally: 'FriendB' }, d.token)).errors).toBeUndefined();
    const r = await raid(raider, at);
    await s.runDueJobs(r.arrivesAt + 10 * 60_000);
    const [said] = await notices(d);
    expect(said).toMatchObject({ action: 'ally', ally: 'FriendB', fallback: 'evacuate', units: GARRISON });
    expect(said.refusal).toBe('Not enough reinforcement capacity in this base');
    expect((await battle(raider)).input.defender.host.units).toEqual({});
    expect(total(await base(d))).toBe(35);
  });

  test('no longer allies when the rule acts: never a raid on the old ally; to the orbit instead', async () => {
    const { raider, d, friend, at } = await scene('C');
    expect((await s.gql(RULE, { m: 5, a: 'ally', ally: 'FriendC' }, d.token)).errors).toBeUndefined();
    await s.db
      .deleteFrom('alliance_members' as never)
      .where('profile_id' as never, '=', d.profileId as never)
      .execute();
    const r = await raid(raider, at);
    await s.runDueJobs(r.arrivesAt + 10 * 60_000);
    const [said] = await notices(d);
    expect(said).toMatchObject({
      fallback: 'evacuate',
      refusal: 'That commander is not in your alliance or an allied one',
    });
    expect(
      (await s.gql(REPORTS, {}, friend.token)).data!.reports.filter((x: { kind: string }) => x.kind === 'battle'),
    ).toEqual([]);
    expect(total(await base(d))).toBe(35);
  });

  test('allies when it left but not when it lands: the arrival checks again and sends the fleet home', async () => {
    const { raider, d, at } = await scene('D');
    expect((await s.gql(RULE, { m: 5, a: 'ally', ally: 'FriendD' }, d.token)).errors).toBeUndefined();
    const r = await raid(raider, at);
    const moment = r.arrivesAt - 5 * 60_000;
    await s.runDueJobs(moment);
    expect((await s.gql(MARCHES, {}, d.token)).data!.getMapMarches.map((m: { kind: string }) => m.kind).sort()).toEqual(
      ['evade', 'reinforce'],
    );
    await s.db
      .deleteFrom('alliance_members' as never)
      .where('profile_id' as never, '=', d.profileId as never)
      .execute();
    await s.runDueJobs(r.arrivesAt + 60 * 60_000);
    // as any reinforcement landing at a base no longer allied: a notice, and home
    expect((await s.gql(OVERVIEW, {}, d.token)).data!.reinforcements.sent).toEqual([]);
    const bounced = (await s.gql(REPORTS, {}, d.token))
      .data!.reports.map((x: { data: string }) => JSON.parse(x.data))
      .find((x: { reason?: string }) => x.reason === 'not-allied');
    expect(bounced).toMatchObject({ units: { interceptor: 5, guardian: 25 }, target: { owner: 'FriendD' } });
  });
});
