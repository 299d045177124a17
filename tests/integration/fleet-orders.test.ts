/**
 * Fleet orders (decision 073) with the test clock: a repeat order farms its targets in turn and
 * stops with a report when the next is gone; a recall stops it, even racing the fleet's homecoming;
 * a contingency rule lifts the garrison off before a stronger raid lands, once, and a recalled raid
 * cancels it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Units = Record<string, number>;
type Spot = { x: number; y: number; level: number };
const FLEET = { interceptor: 400, cruiser: 100, ranger: 200 };
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const BASE = '{ base { x y units { type count } } }';
const MARCHES = '{ getMapMarches { id kind status departsAt arrivesAt returnsAt target { x y } units { count } } }';
const ORDERS =
  '{ fleetOrders { orders { id status trips targetIndex marchId stopReason } rules { id minutes action } limits { orders rules } } }';
const CREATE = `mutation($t:[RepeatTargetInput!]!,$l:Int){ createRepeatOrder(targets:$t,lossThreshold:$l){ id status marchId trips } }`;
const REPORTS = '{ reports { kind createdAt data } }';
const total = (b: { units: { count: number }[] }) => b.units.reduce((n, u) => n + u.count, 0);

async function armed(name: string, units: Units = FLEET) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({ units } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, p.token)).data!.base;
  const items = (
    await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }',
      { x: home.x, y: home.y },
      p.token,
    )
  ).data!.getMap.items as (Spot & { type: string })[];
  const pirates = items
    .filter((i) => i.type === 'pirate-ship')
    .sort((a, b) => distance(a, home) - distance(b, home)) as Spot[];
  return { ...p, home, pirates };
}
const marches = async (token: string) => (await s.gql(MARCHES, {}, token)).data!.getMapMarches;
const orders = async (token: string) => (await s.gql(ORDERS, {}, token)).data!.fleetOrders;

describe('repeat orders', () => {
  test('farm the targets in turn, each as the fleet comes home, and stop with a report when the next is gone', async () => {
    const p = await armed('Farmer1');
    const [a, b] = p.pirates as [Spot, Spot];
    const t = [a, b].map((x) => ({ x: x.x, y: x.y, units: list(FLEET) }));
    const made = (await s.gql(CREATE, { t }, p.token)).data!.createRepeatOrder;
    expect(made).toMatchObject({ status: 'active', trips: 1 });
    const [m1] = await marches(p.token);
    expect(m1).toMatchObject({ id: made.marchId, kind: 'attack', target: { x: a.x, y: a.y } });
    // away for the trip: the battle at its time, home at its time, and out again to the second ship at once
    await s.runDueJobs(m1.arrivesAt);
    const back = (await marches(p.token))[0];
    await s.runDueJobs(back.returnsAt);
    const [m2] = await marches(p.token);
    expect(m2).toMatchObject({
      kind: 'attack',
      status: 'marching',
      departsAt: back.returnsAt,
      target: { x: b.x, y: b.y },
    });
    expect((await orders(p.token)).orders[0]).toMatchObject({ trips: 2, targetIndex: 1, marchId: m2.id });
    await s.runDueJobs(m2.arrivesAt);
    const back2 = (await marches(p.token))[0];
    await s.runDueJobs(back2.returnsAt);
    // the first ship was destroyed on the first trip: the order stops, the fleet stays home
    expect(await marches(p.token)).toEqual([]);
    const o = (await orders(p.token)).orders[0];
    expect(o).toMatchObject({ status: 'stopped', stopReason: 'target-gone', trips: 2, marchId: null });
    const reports = (await s.gql(REPORTS, {}, p.token)).data!.reports;
    expect(reports.map((r: { kind: string }) => r.kind)).toEqual(['notice', 'battle', 'battle']);
    const stop = JSON.parse(reports[0].data);
    expect(stop).toMatchObject({ reason: 'repeat-stopped', why: 'target-gone', target: { x: a.x, y: a.y } });
    expect(reports[0].createdAt).toBe(back2.returnsAt);
  });

  test('a recall stops the order: the fleet comes home and stays', async () => {
    const p = await armed('Farmer2');
    const [a] = p.pirates as [Spot];
    const made = (await s.gql(CREATE, { t: [{ x: a.x, y: a.y, units: list(FLEET) }] }, p.token)).data!
      .createRepeatOrder;
    const recalled = await s.gql(
      'mutation($id:ID!){ recallMarch(marchId:$id){ returnsAt } }',
      { id: made.marchId },
      p.token,
    );
    expect(recalled.errors).toBeUndefined();
    await s.runDueJobs(recalled.data!.recallMarch.returnsAt);
    expect(await marches(p.token)).toEqual([]);
    expect(total((await s.gql(BASE, {}, p.token)).data!.base)).toBe(700);
    expect((await orders(p.token)).orders[0]).toMatchObject({ status: 'stopped', stopReason: 'recalled' });
  });

  test('a recall racing the homecoming: the fleet goes out once, nothing is lost', async () => {
    const p = await armed('Farmer3');
    const [a, b] = p.pirates as [Spot, Spot];
    const t = [a, b].map((x) => ({ x: x.x, y: x.y, units: list(FLEET) }));
    const made = (await s.gql(CREATE, { t }, p.token)).data!.createRepeatOrder;
    const [m1] = await marches(p.token);
    await s.runDueJobs(m1.arrivesAt);
    const back = (await marches(p.token))[0];
    s.clock.set(back.returnsAt);
    const RECALL = 'mutation($id:ID!){ recallMarch(marchId:$id){ id } }';
    // the recall, the worker and a read all at the homecoming's instant
    const [r1, , r3] = await Promise.all([
      s.gql(RECALL, { id: made.marchId }, p.token),
      s.runDueJobs(back.returnsAt),
      s.gql(RECALL, { id: made.marchId }, p.token),
    ]);
    // the homecoming is applied first (under the base's lock): the old fleet is home, no longer recallable
    expect(r1.errors?.[0]?.message).toBeDefined();
    expect(r3.errors?.[0]?.message).toBeDefined();
    const out = await marches(p.token);
    expect(out).toHaveLength(1);
    const home = (await s.gql(BASE, {}, p.token)).data!.base;
    const report = JSON.parse((await s.gql(REPORTS, {}, p.token)).data!.reports[0].data);
    const survivors = Object.values(report.result.attacker.survivors as Units).reduce((n, c) => n + c, 0);
    // what survived the first trip is either home or out on the second: none twice, none lost
    expect(total(home) + total(out[0])).toBe(survivors);
    expect((await orders(p.token)).orders[0]).toMatchObject({ status: 'active', trips: 2, marchId: out[0].id });
  });

  test('one march slot: a second order is refused with the send’s own text', async () => {
    const p = await armed('Farmer4');
    const [a, b] = p.pirates as [Spot, Spot];
    expect(
      (await s.gql(CREATE, { t: [{ x: a.x, y: a.y, units: list({ interceptor: 10 }) }] }, p.token)).errors,
    ).toBeUndefined();
    const second = await s.gql(CREATE, { t: [{ x: b.x, y: b.y, units: list({ interceptor: 10 }) }] }, p.token);
    expect(second.errors?.[0]?.message).toBe('All march slots are in use');
    const bad = await s.gql(CREATE, { t: [{ x: p.home.x, y: p.home.y, units: list({ interceptor: 1 }) }] }, p.token);
    expect(bad.errors?.[0]?.message).toBe('A repeat order farms pirate ships and asteroids only');
    expect((await orders(p.token)).orders).toHaveLength(1);
  });
});

describe('contingency rules', () => {
  const RULE = 'mutation($m:Int!,$a:ContingencyAction!){ addContingencyRule(minutes:$m,action:$a){ id } }';
  const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind arrivesAt } }';
  /** A strong attacker and a weak defender 20 cells east: a quarter of an hour's flight. */
  async function pair(tag: string) {
    const a = await armed(`Storm${tag}`, { interceptor: 600, cruiser: 100 });
    const d = await s.newPlayerWithProfile(`Calm${tag}`);
    await s.db
      .updateTable('bases')
      .set({ x: a.home.x + 20, y: a.home.y, units: { guardian: 30, interceptor: 5 } } as never)
      .where('profile_id', '=', d.profileId)
      .execute();
    return { a, d, at: { x: a.home.x + 20, y: a.home.y } };
  }

  test('lift the garrison off before a stronger raid lands: the attacker finds an empty hangar; it comes home', async () => {
    const { a, d, at } = await pair('1');
    expect((await s.gql(RULE, { m: 5, a: 'evacuate' }, d.token)).errors).toBeUndefined();
    const sent = await s.gql(SEND, { ...at, u: list({ interceptor: 600, cruiser: 100 }) }, a.token);
    expect(sent.errors).toBeUndefined();
    const raid = sent.data!.sendUnits;
    // nobody looks until well after the landing: the rule is applied first, in due order
    await s.runDueJobs(raid.arrivesAt + 10 * 60_000);
    const attack = (await s.gql(REPORTS, {}, a.token)).data!.reports.find((r: { kind: string }) => r.kind === 'battle');
    const data = JSON.parse(attack.data);
    expect(data.input.defender.host.units).toEqual({});
    const notice = (await s.gql(REPORTS, {}, d.token)).data!.reports.find(
      (r: { data: string }) => JSON.parse(r.data).reason === 'contingency',
    );
    expect(JSON.parse(notice.data)).toMatchObject({ action: 'evacuate', units: { guardian: 30, interceptor: 5 } });
    expect(notice.createdAt).toBe(raid.arrivesAt - 5 * 60_000);
    expect(total((await s.gql(BASE, {}, d.token)).data!.base)).toBe(35);
  });

  test('a recalled raid cancels the rule: nothing lifts off', async () => {
    const { a, d, at } = await pair('2');
    await s.gql(RULE, { m: 5, a: 'evacuate' }, d.token);
    const sent = await s.gql(SEND, { ...at, u: list({ interceptor: 600, cruiser: 100 }) }, a.token);
    expect(sent.errors).toBeUndefined();
    const raid = sent.data!.sendUnits;
    await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: raid.id }, a.token);
    await s.runDueJobs(raid.arrivesAt + 10 * 60_000);
    expect(await marches(d.token)).toEqual([]);
    expect(total((await s.gql(BASE, {}, d.token)).data!.base)).toBe(35);
    const rules = await orders(d.token);
    expect(rules.rules).toHaveLength(1);
  });

  const EVADE = 'mutation($id:ID!){ evadeNow(marchId:$id){ units landsAt } }';
  test('"Evade now" runs the same evacuation at once, exactly once however often it is asked; only for the attacked', async () => {
    const { a, d, at } = await pair('3');
    const sent = await s.gql(SEND, { ...at, u: list({ interceptor: 600, cruiser: 100 }) }, a.token);
    const raid = sent.data!.sendUnits;
    // the attacker (or anyone else) cannot evade someone else's base
    expect((await s.gql(EVADE, { id: raid.id }, a.token)).errors?.[0]?.extensions?.code).toBe('EVADE_NO_ATTACK');
    // two taps at once (the push's action and the panel's button)
    const [one, two] = await Promise.all([
      s.gql(EVADE, { id: raid.id }, d.token),
      s.gql(EVADE, { id: raid.id }, d.token),
    ]);
    const ok = [one, two].filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data!.evadeNow).toEqual({ units: 35, landsAt: raid.arrivesAt });
    expect([one, two].find((r) => r.errors)!.errors![0]!.extensions!.code).toBe('EVADE_NOTHING_HOME');
    const out = await marches(d.token);
    expect(out.map((m: { kind: string }) => m.kind)).toEqual(['evade']);
    expect(total((await s.gql(BASE, {}, d.token)).data!.base)).toBe(0);
    await s.runDueJobs(raid.arrivesAt + 10 * 60_000);
    const attack = (await s.gql(REPORTS, {}, a.token)).data!.reports.find((r: { kind: string }) => r.kind === 'battle');
    expect(JSON.parse(attack.data).input.defender.host.units).toEqual({});
    const notices = (await s.gql(REPORTS, {}, d.token)).data!.reports.filter(
      (r: { data: string }) => JSON.parse(r.data).reason === 'contingency',
    );
    expect(notices.map((n: { data: string }) => JSON.parse(n.data).by)).toEqual(['now']);
    expect(total((await s.gql(BASE, {}, d.token)).data!.base)).toBe(35);
  });
});
