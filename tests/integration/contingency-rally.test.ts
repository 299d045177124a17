/**
 * A rally is heard by the target's contingency rules as a raid is (decision 073): when it leaves, each
 * rule gets its moment on the base's timeline; the forecast weighs every member's units, so a leader
 * weaker than the defence alone, with a member beside it, still makes the rule act; the garrison is
 * in the orbit when the rally lands and the rally finds an empty hangar. "Evade now" takes a rally
 * member's march as the attack it names.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Units = Record<string, number>;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const BASE = '{ base { x y units { type count } } }';
const RALLY = 'id departsAt arrivesAt';
const CREATE = `mutation($x:Int!,$y:Int!,$w:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:$w,units:$u){ ${RALLY} } }`;
const JOIN = `mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r,units:$u){ ${RALLY} } }`;
const DETAILS = `query($r:ID!){ rally(rallyId:$r){ ${RALLY} } }`;
const RULE = 'mutation($m:Int!,$a:ContingencyAction!){ addContingencyRule(minutes:$m,action:$a){ id } }';
const REPORTS = '{ reports { kind createdAt data } }';

async function commander(name: string, units: Units): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ units, buildings: { ...(row.buildings as object), 'alliance-embassy': 1 } } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}

/** A leader, a member of its alliance beside it, and a victim 8 cells east of the leader. */
async function scene(tag: string, victimUnits: Units) {
  const a = await commander(`RallyLead${tag}`, { interceptor: 100 });
  const b = await commander(`RallyMate${tag}`, { interceptor: 600, cruiser: 100 });
  const v = await commander(`RallyPrey${tag}`, victimUnits);
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Rally Watch ${tag}`, t: `RW${tag}` },
    a.token,
  );
  await s.db
    .insertInto('alliance_members' as never)
    .values({
      profile_id: b.profileId,
      alliance_id: made.data!.createAlliance.alliance.id,
      role: 'member',
      joined_at: new Date(s.clock.now()),
    } as never)
    .execute();
  const ha = (await s.gql(BASE, {}, a.token)).data!.base as { x: number; y: number };
  // three spots in a row the test keeps free of other bases: the member beside, the victim 8 east
  const taken = new Set((await s.db.selectFrom('bases').select(['x', 'y']).execute()).map((c) => `${c.x}:${c.y}`));
  let y = ha.y;
  while (taken.has(`${ha.x}:${y + 1}`) || taken.has(`${ha.x + 8}:${y}`)) y += 2;
  await s.db.updateTable('bases').set({ x: ha.x, y }).where('profile_id', '=', a.profileId).execute();
  await s.db
    .updateTable('bases')
    .set({ x: ha.x, y: y + 1 })
    .where('profile_id', '=', b.profileId)
    .execute();
  const at = { x: ha.x + 8, y };
  await s.db.updateTable('bases').set(at).where('profile_id', '=', v.profileId).execute();
  return { a, b, v, at };
}

const garrison = async (p: Player) =>
  ((await s.gql(BASE, {}, p.token)).data!.base.units as { count: number }[]).reduce((n, u) => n + u.count, 0);
const notices = async (p: Player) =>
  ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; createdAt: number; data: string }[])
    .map((r) => ({ ...JSON.parse(r.data), kind: r.kind, createdAt: r.createdAt }))
    .filter((r) => r.reason === 'contingency');

test('a rally leaving for the base gives its rule a moment: the forecast counts every member, the fleet is in the orbit when it lands', async () => {
  // 100 interceptors alone lose to this garrison; with the member's 700 units beside them they win
  const { a, b, v, at } = await scene('A', { guardian: 60, ranger: 40, interceptor: 40 });
  expect((await s.gql(RULE, { m: 5, a: 'evacuate' }, v.token)).errors).toBeUndefined();
  const rally = (await s.gql(CREATE, { ...at, w: 5, u: list({ interceptor: 100 }) }, a.token)).data!.createRally;
  expect((await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 600, cruiser: 100 }) }, b.token)).errors).toBe(
    undefined,
  );
  await s.runDueJobs(rally.departsAt);
  const flying = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
  expect(flying.arrivesAt).toBeGreaterThan(rally.departsAt);
  const moment = Math.max(rally.departsAt, flying.arrivesAt - 5 * 60_000);
  await s.runDueJobs(flying.arrivesAt - 1);
  expect(await garrison(v)).toBe(0);
  const said = await notices(v);
  expect(said).toHaveLength(1);
  expect(said[0]).toMatchObject({ action: 'evacuate', by: 'rule', attacker: 'RallyLeadA', createdAt: moment });
  await s.runDueJobs(flying.arrivesAt);
  const defence = ((await s.gql(REPORTS, {}, v.token)).data!.reports as { kind: string; data: string }[])
    .filter((r) => r.kind === 'battle')
    .map((r) => JSON.parse(r.data));
  expect(defence).toHaveLength(1);
  expect(defence[0]).toMatchObject({ rally: true });
  expect(defence[0].input.defender.host.units).toEqual({});
});

test('a rally weaker than the defence leaves the fleet home; "Evade now" on a member’s march lifts it off', async () => {
  const { a, v, at } = await scene('B', { guardian: 300, ranger: 200, interceptor: 200 });
  expect((await s.gql(RULE, { m: 5, a: 'evacuate' }, v.token)).errors).toBeUndefined();
  const rally = (await s.gql(CREATE, { ...at, w: 5, u: list({ interceptor: 100 }) }, a.token)).data!.createRally;
  await s.runDueJobs(rally.departsAt);
  const flying = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
  await s.runDueJobs(flying.arrivesAt - 60_000);
  // the forecast says the garrison wins: the rule does not act
  expect(await garrison(v)).toBe(700);
  expect(await notices(v)).toEqual([]);
  // the commander judges otherwise: Evade now, naming the rally's march (as the attacks page does)
  const incoming = (await s.gql('{ getIncomingAttacks { id attacker } }', {}, v.token)).data!.getIncomingAttacks;
  expect(incoming).toHaveLength(1);
  s.clock.set(flying.arrivesAt - 60_000);
  const evaded = await s.gql('mutation($m:ID!){ evadeNow(marchId:$m){ units } }', { m: incoming[0].id }, v.token);
  expect(evaded.errors).toBeUndefined();
  expect(evaded.data!.evadeNow.units).toBe(700);
  expect(await garrison(v)).toBe(0);
  expect((await notices(v))[0]).toMatchObject({ action: 'evacuate', by: 'now', attacker: 'RallyLeadB' });
});

test('a rule that sends the fleet to an ally acts for a rally too: the rally’s commands held the ally’s base', async () => {
  const { a, b, v, at } = await scene('C', { interceptor: 5, guardian: 25 });
  const friend = await commander('RallyFriendC', {});
  await s.db
    .updateTable('bases')
    .set({ x: at.x, y: at.y + 1 })
    .where('profile_id', '=', friend.profileId)
    .execute();
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: 'Prey Watch C', t: 'PWC' },
    v.token,
  );
  await s.db
    .insertInto('alliance_members' as never)
    .values({
      profile_id: friend.profileId,
      alliance_id: made.data!.createAlliance.alliance.id,
      role: 'member',
      joined_at: new Date(s.clock.now()),
    } as never)
    .execute();
  const rule = 'mutation($m:Int!,$ally:String){ addContingencyRule(minutes:$m,action:ally,ally:$ally){ id } }';
  expect((await s.gql(rule, { m: 5, ally: 'RallyFriendC' }, v.token)).errors).toBeUndefined();
  const rally = (await s.gql(CREATE, { ...at, w: 5, u: list({ interceptor: 100 }) }, a.token)).data!.createRally;
  expect((await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 300 }) }, b.token)).errors).toBeUndefined();
  await s.runDueJobs(rally.departsAt);
  const flying = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
  await s.runDueJobs(flying.arrivesAt - 1);
  expect(await garrison(v)).toBe(0);
  const said = await notices(v);
  expect(said).toHaveLength(1);
  expect(said[0]).toMatchObject({ action: 'ally', ally: 'RallyFriendC', units: { interceptor: 5, guardian: 25 } });
  // sent, not refused and lifted to the orbit instead
  expect(said[0]).not.toHaveProperty('refusal');
});
