/**
 * Shared-network declarations: declared by one, confirmed by the other; a confirmed pair sends each
 * other no convoy and no raid — refused at the send, and turned back at the arrival when the pair
 * declared while the fleet flew — and /control's multi-account signals show the declaration.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const DECLARE = 'mutation($u:String!){ declareSharedNetwork(username:$u){ username status } }';
const CONVOY = 'mutation($to:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$to,cargo:$c){ id arrivesAt } }';
const RAID = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind arrivesAt } }';
const STORES = '{ base { x y snapshot { amounts { food } } } }';
const REFUSAL = 'You share a network with this commander: no convoys or attacks between you';
const food = async (token: string) => {
  const r = await s.gql(STORES, {}, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.base.snapshot.amounts.food as number;
};

/** Two commanders side by side: one with an outpost, a fleet and full stores, the other two cells east. */
async function pair(tag: string) {
  const a = await s.newPlayerWithProfile(`Home${tag}a`);
  const b = await s.newPlayerWithProfile(`Home${tag}b`);
  const home = (await s.gql(STORES, {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({
      buildings: { 'command-center': 8, 'trading-outpost': 2 },
      units: { interceptor: 600, cruiser: 100 },
      resources: { food: 900_000, steel: 900_000, energy: 900_000 },
    } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  await s.db
    .updateTable('bases')
    .set({
      x: home.x + 2,
      y: home.y,
      buildings: { 'command-center': 8 },
      resources: { food: 900_000, steel: 900_000, energy: 900_000 },
    } as never)
    .where('profile_id', '=', b.profileId)
    .execute();
  return { a, b, at: { x: home.x + 2, y: home.y } };
}
const declare = async (a: { token: string }, b: { token: string }, an: string, bn: string) => {
  expect((await s.gql(DECLARE, { u: bn }, a.token)).data!.declareSharedNetwork.status).toBe('asked');
  expect((await s.gql(DECLARE, { u: an }, b.token)).data!.declareSharedNetwork.status).toBe('declared');
};
const FLEET = [{ type: 'interceptor', count: 100 }];

describe('a shared-network pair', () => {
  test('declared by one and confirmed by the other: no convoy, no raid between them; only an unconfirmed one is withdrawn', async () => {
    const { a, b, at } = await pair('1');
    // asked but not confirmed: nothing is barred yet
    await s.gql(DECLARE, { u: 'Home1b' }, a.token);
    expect((await s.gql('{ sharedNetworks { username status } }', {}, b.token)).data!.sharedNetworks).toEqual([
      { username: 'Home1a', status: 'asks' },
    ]);
    expect(err(await s.gql(DECLARE, { u: 'Home1b' }, a.token))).toBe(
      'A shared network with this commander is already declared',
    );
    expect((await s.gql('mutation{ confirmSharedNetwork(username:"Home1a"){ status } }', {}, b.token)).data).toEqual({
      confirmSharedNetwork: { status: 'declared' },
    });
    expect(err(await s.gql('mutation{ withdrawSharedNetwork(username:"Home1a") }', {}, b.token))).toBe(
      'Shared network declaration not available',
    );
    const before = await food(a.token);
    expect(err(await s.gql(CONVOY, { to: 'Home1b', c: [{ resource: 'food', amount: 1000 }] }, a.token))).toBe(REFUSAL);
    expect(err(await s.gql(CONVOY, { to: 'Home1a', c: [{ resource: 'food', amount: 1000 }] }, b.token))).toBe(REFUSAL);
    expect(err(await s.gql(RAID, { ...at, u: FLEET }, a.token))).toBe(REFUSAL);
    expect(await food(a.token)).toBe(before);
  });

  test('a convoy and a raid in flight when the pair declares turn back at arrival: nothing delivered, nothing fought', async () => {
    const { a, b, at } = await pair('2');
    const t0 = s.clock.now();
    const convoy = (await s.gql(CONVOY, { to: 'Home2b', c: [{ resource: 'food', amount: 5000 }] }, a.token)).data!
      .sendConvoy;
    const raid = (await s.gql(RAID, { ...at, u: FLEET }, a.token)).data!.sendUnits;
    expect(raid.kind).toBe('raid');
    const [aFood, bFood] = [await food(a.token), await food(b.token)];
    await declare(a, b, 'Home2a', 'Home2b');
    await s.runDueJobs(Math.max(convoy.arrivesAt, raid.arrivesAt));
    expect(await food(b.token)).toBe(bFood);
    const notices = (
      (await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports as { kind: string; data: string }[]
    ).map((r) => ({ kind: r.kind, reason: JSON.parse(r.data).reason }));
    expect(notices.filter((n) => n.reason === 'shared-network')).toHaveLength(2);
    expect(notices.map((n) => n.kind)).not.toContain('battle');
    expect(
      ((await s.gql('{ reports { kind } }', {}, b.token)).data!.reports as { kind: string }[]).map((r) => r.kind),
    ).not.toContain('battle');
    // the cargo comes home (the stores are over the depot's cap: only the fleet's upkeep, a few dozen, is eaten meanwhile)
    const eatenBefore = aFood - (await food(a.token));
    await s.runDueJobs(t0 + 2 * (convoy.arrivesAt - t0) + 1000);
    const back = (await food(a.token)) - aFood;
    expect(back).toBeGreaterThan(5000 - eatenBefore - 200);
    expect(back).toBeLessThanOrEqual(5000);
  });

  test("/control's multi-account signals show the declaration beside the evidence", async () => {
    const { a, b } = await pair('3');
    await declare(a, b, 'Home3a', 'Home3b');
    const admin = await s.adminToken();
    const signals = (
      await s.gql(
        '{ adminMultiAccountSignals { a { commander } b { commander } sharedAddresses sharedNetwork } }',
        {},
        admin,
      )
    ).data!.adminMultiAccountSignals as { a: { commander: string }; b: { commander: string }; sharedNetwork: string }[];
    const mine = signals.find((p) => [p.a.commander, p.b.commander].sort().join() === 'Home3a,Home3b');
    expect(mine).toMatchObject({ sharedNetwork: 'declared' });
  });
});
