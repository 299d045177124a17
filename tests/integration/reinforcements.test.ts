/**
 * Reinforcements through GraphQL: an ally's units stand in a base and fight for it with their own
 * stats; every owner gets the report; withdraw and expel send them home (and race each other
 * safely); capacity; an attack as they leave; leaving the alliance sends them home.
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
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind status arrivesAt departsAt } }';
const OVERVIEW =
  '{ reinforcements { capacity used sent { id status host troops units { type count } } stationed { id status owner troops } } }';
const GARRISON =
  '{ garrison { units { type count } injured { type count } reinforcements { owner troops units { type count } } capacity } }';
const WITHDRAW = 'mutation($m:ID!){ withdrawReinforcement(marchId:$m){ id status returnsAt } }';
const EXPEL = 'mutation($m:ID!){ expelReinforcement(marchId:$m){ id status returnsAt } }';
const BASE = '{ base { id x y units { type count } guests { type count } snapshot { ratePerHour { food } } } }';

async function commander(name: string, units: Units = {}, embassy = 1): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units,
      buildings: { ...(row.buildings as object), 'command-center': 6, 'alliance-embassy': embassy },
    } as never)
    .where('id', '=', row.id)
    .execute();
  return p;
}
async function allied(tag: string, lead: Player, others: Player[]) {
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Shield Wall ${tag}`, t: `W${tag}` },
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
const base = async (p: Player) =>
  (await s.gql(BASE, {}, p.token)).data!.base as {
    id: string;
    x: number;
    y: number;
    units: { type: string; count: number }[];
    guests: { type: string; count: number }[];
    snapshot: { ratePerHour: { food: number } };
  };
const count = (u: { type: string; count: number }[], type: string) => u.find((x) => x.type === type)?.count ?? 0;

/** Puts `p`'s base on a free cell right beside `anchor`'s. */
async function besides(p: Player, anchor: Player, dx = 1) {
  const a = await base(anchor);
  for (let d = dx; d < dx + 20; d++) {
    const c = { x: a.x + d, y: a.y };
    const taken = await s.db
      .selectFrom('bases')
      .select('id')
      .where('x', '=', c.x)
      .where('y', '=', c.y)
      .executeTakeFirst();
    if (taken) continue;
    await s.db
      .updateTable('bases')
      .set(c as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    return c;
  }
  throw new Error('no free cell');
}

/** A reinforces B with `units`; returns the march once stationed. */
async function reinforce(a: Player, b: Player, units: Units) {
  const at = await base(b);
  const sent = await s.gql(SEND, { x: at.x, y: at.y, u: list(units) }, a.token);
  expect(err(sent)).toBeUndefined();
  await s.runDueJobs(sent.data!.sendUnits.arrivesAt);
  return sent.data!.sendUnits as { id: string; kind: string; arrivesAt: number; departsAt: number };
}

describe('reinforcements', () => {
  test('an ally’s units stand in the base, eat its food, fight a raid beside the host; all three commanders get the battle report', async () => {
    const a = await commander('HelperA1', { interceptor: 100 });
    const b = await commander('HostB1', { ranger: 50 });
    const raider = await commander('RaiderC1', { interceptor: 400, cruiser: 40 });
    await allied('1', b, [a]);
    await besides(a, b, 1);
    await besides(raider, b, 2);
    const before = (await base(b)).snapshot.ratePerHour.food;
    const m = await reinforce(a, b, { interceptor: 100 });
    expect(m.kind).toBe('reinforce');
    const host = await base(b);
    expect(host.guests).toEqual([{ type: 'interceptor', count: 100 }]);
    // the guests eat the host's food
    expect(host.snapshot.ratePerHour.food).toBeLessThan(before);
    expect((await s.gql(GARRISON, {}, b.token)).data!.garrison.reinforcements).toEqual([
      { owner: 'HelperA1', troops: 100, units: [{ type: 'interceptor', count: 100 }] },
    ]);
    expect((await s.gql(OVERVIEW, {}, a.token)).data!.reinforcements.sent).toEqual([
      { id: m.id, status: 'reinforcing', host: 'HostB1', troops: 100, units: [{ type: 'interceptor', count: 100 }] },
    ]);

    const raid = (await s.gql(SEND, { x: host.x, y: host.y, u: list({ interceptor: 400, cruiser: 40 }) }, raider.token))
      .data!.sendUnits;
    expect(raid.kind).toBe('raid');
    await s.runDueJobs(raid.arrivesAt);
    const reports = async (p: Player) =>
      ((await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports as { kind: string; data: string }[])
        .filter((r) => r.kind === 'battle')
        .map((r) => JSON.parse(r.data));
    const [forHost] = await reports(b);
    const [forHelper] = await reports(a);
    const [forRaider] = await reports(raider);
    expect([forHost.role, forHelper.role, forRaider.role]).toEqual(['defence', 'reinforcement', 'attack']);
    // both defenders fought: the host first, then the reinforcement, each with its own outcome
    expect(forHost.result.defender.owners.map((o: { ownerId: string }) => o.ownerId)).toEqual([
      b.profileId,
      a.profileId,
    ]);
    const helper = forHost.result.defender.owners[1];
    expect(helper.before).toEqual({ interceptor: 100 });
    // what the helper lost is gone from its march and from the host's guests; nothing else moved
    const left = helper.survivors.interceptor ?? 0;
    expect(left).toBeLessThan(100);
    const now = (await s.gql(OVERVIEW, {}, a.token)).data!.reinforcements.sent;
    expect(left === 0 ? now : now[0].units).toEqual(left === 0 ? [] : [{ type: 'interceptor', count: left }]);
    expect(count((await base(b)).guests, 'interceptor')).toBe(left);
  });

  test('capacity: no embassy, no room; the embassy’s room is counted with fleets on their way', async () => {
    const a = await commander('HelperA2', { ranger: 100, interceptor: 700 });
    const b = await commander('HostB2', {}, 1);
    const c = await commander('HostC2', {}, 0);
    await allied('2', b, [a, c]);
    await besides(a, b, 1);
    const hb = await base(b);
    const capacity = (await s.gql(OVERVIEW, {}, b.token)).data!.reinforcements.capacity;
    expect(capacity).toBe(500);
    const first = await s.gql(SEND, { x: hb.x, y: hb.y, u: list({ interceptor: 400 }) }, a.token);
    expect(err(first)).toBeUndefined();
    // 400 on their way, 200 more do not fit in 500
    expect(err(await s.gql(SEND, { x: hb.x, y: hb.y, u: list({ interceptor: 200 }) }, a.token))).toBe(
      'Not enough reinforcement capacity in this base',
    );
    const hc = await besides(c, a, -1);
    expect(err(await s.gql(SEND, { x: hc.x, y: hc.y, u: list({ interceptor: 10 }) }, a.token))).toBe(
      'Not enough reinforcement capacity in this base',
    );
  });

  test('the owner withdraws, the host expels; both send the units home as a returning march; a stranger can do neither', async () => {
    const a = await commander('HelperA3', { interceptor: 60 });
    const b = await commander('HostB3');
    const x = await commander('Stranger3');
    await allied('3', b, [a]);
    await besides(a, b, 1);
    const m1 = await reinforce(a, b, { interceptor: 30 });
    const m2 = await reinforce(a, b, { interceptor: 30 });
    expect(err(await s.gql(WITHDRAW, { m: m1.id }, x.token))).toBe('Withdraw units failed');
    expect(err(await s.gql(EXPEL, { m: m1.id }, x.token))).toBe('Expell reinforcement failed');
    expect(err(await s.gql(EXPEL, { m: m1.id }, a.token))).toBe('Expell reinforcement failed');
    expect(err(await s.gql(WITHDRAW, { m: m1.id }, b.token))).toBe('Withdraw units failed');
    const w = (await s.gql(WITHDRAW, { m: m1.id }, a.token)).data!.withdrawReinforcement;
    expect(w.status).toBe('returning');
    const e = (await s.gql(EXPEL, { m: m2.id }, b.token)).data!.expelReinforcement;
    expect(e.status).toBe('returning');
    expect((await base(b)).guests).toEqual([]);
    await s.runDueJobs(Math.max(w.returnsAt, e.returnsAt));
    expect(count((await base(a)).units, 'interceptor')).toBe(60);
    expect(err(await s.gql(WITHDRAW, { m: m1.id }, a.token))).toBe('Withdraw units failed');
  });

  test('a withdraw racing an expel: exactly one sends the units home, once; nothing is doubled or lost', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await commander(`RaceA4${round}`, { interceptor: 50 });
      const b = await commander(`RaceB4${round}`);
      await allied(`4${round}`, b, [a]);
      await besides(a, b, 1);
      const m = await reinforce(a, b, { interceptor: 50 });
      const [w, e] = await Promise.all([s.gql(WITHDRAW, { m: m.id }, a.token), s.gql(EXPEL, { m: m.id }, b.token)]);
      const ok = [w, e].filter((r) => !r.errors);
      expect(ok).toHaveLength(1);
      expect([err(w), err(e)].filter(Boolean)).toEqual([
        w.errors ? 'Withdraw units failed' : 'Expell reinforcement failed',
      ]);
      const back = (ok[0]!.data!.withdrawReinforcement ?? ok[0]!.data!.expelReinforcement).returnsAt;
      await s.runDueJobs(back);
      expect(count((await base(a)).units, 'interceptor')).toBe(50);
      expect((await base(b)).guests).toEqual([]);
      // one way home was written, not two
      const events = (await s.db
        .selectFrom('timeline_events' as never)
        .select('payload' as never)
        .where('kind' as never, '=', 'march' as never)
        .execute()) as { payload: { marchId: string; leg: string } }[];
      expect(events.filter((e) => e.payload.marchId === m.id && e.payload.leg === 'return')).toHaveLength(1);
    }
  });

  test('a raid landing the instant the reinforcements leave: either they fought and went home with their survivors, or they had left; never both, never lost', async () => {
    const a = await commander('HelperA5', { interceptor: 100 });
    const b = await commander('HostB5', { ranger: 10 });
    const raider = await commander('RaiderC5', { interceptor: 300 });
    await allied('5', b, [a]);
    await besides(a, b, 1);
    await besides(raider, b, 2);
    const m = await reinforce(a, b, { interceptor: 100 });
    const hb = await base(b);
    const raid = (await s.gql(SEND, { x: hb.x, y: hb.y, u: list({ interceptor: 300 }) }, raider.token)).data!.sendUnits;
    // the withdraw is asked at the raid's arrival time, racing the worker that applies the raid
    s.clock.set(raid.arrivesAt);
    const [w] = await Promise.all([s.gql(WITHDRAW, { m: m.id }, a.token), s.runDueJobs(raid.arrivesAt)]);
    const report = (
      (await s.gql('{ reports { kind data } }', {}, b.token)).data!.reports as { kind: string; data: string }[]
    ).find((r) => r.kind === 'battle');
    const owners = JSON.parse(report!.data).result.defender.owners as { ownerId: string; survivors: Units }[];
    const helper = owners.find((o) => o.ownerId === a.profileId);
    // the raid is applied first at its instant (the settle under the withdraw's lock applies it), so they fought
    expect(helper).toBeTruthy();
    const survivors = helper!.survivors.interceptor ?? 0;
    if (survivors > 0) {
      expect(err(w)).toBeUndefined();
      await s.runDueJobs(w.data!.withdrawReinforcement.returnsAt);
    } else expect(err(w)).toBe('Withdraw units failed');
    expect(count((await base(a)).units, 'interceptor')).toBe(survivors);
    expect((await base(b)).guests).toEqual([]);
  });

  test('leaving the alliance sends the reinforcements home, both ways', async () => {
    const a = await commander('HelperA6', { interceptor: 20 });
    const b = await commander('HostB6', { interceptor: 20 });
    await allied('6', b, [a]);
    await besides(a, b, 1);
    await reinforce(a, b, { interceptor: 20 });
    await reinforce(b, a, { interceptor: 20 });
    expect((await s.gql('mutation { leaveAlliance { alliance { id } } }', {}, a.token)).errors).toBeUndefined();
    await s.runDueJobs(s.clock.now());
    const sentA = (await s.gql(OVERVIEW, {}, a.token)).data!.reinforcements;
    expect(sentA.sent.map((r: { status: string }) => r.status)).toEqual(['returning']);
    expect(sentA.stationed.map((r: { status: string }) => r.status)).toEqual([]);
    await s.runDueJobs(s.clock.now() + 3_600_000);
    expect(count((await base(a)).units, 'interceptor')).toBe(20);
    expect(count((await base(b)).units, 'interceptor')).toBe(20);
    expect((await base(a)).guests).toEqual([]);
    expect((await base(b)).guests).toEqual([]);
  });
});
