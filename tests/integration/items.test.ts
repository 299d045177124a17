/** The shop and the backpack through GraphQL: credits for items, crates into the stores, speed-ups on running queues, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const BUY = 'mutation($t:String!,$n:Int!){ buyItem(type:$t,count:$n){ type count } }';
const USE = 'mutation($t:String!,$n:Int!){ useItem(type:$t,count:$n){ type count } }';
const SPEED = 'mutation($q:ID!,$t:String!,$n:Int!){ speedUp(queueItemId:$q,type:$t,count:$n){ type count } }';
const BASE =
  '{ base { buildings { id level } snapshot { amounts { food steel credits } } queue { id kind dueAt } } backpack { type count } }';
const level = (b: { buildings: { id: string; level: number }[] }, id: string) =>
  b.buildings.find((x) => x.id === id)?.level ?? 0;

describe('the shop', () => {
  test('sells for credits into the backpack; too few credits and bad amounts are refused', async () => {
    const p = await s.newPlayerWithProfile('Shopper1');
    const r = await s.gql(BUY, { t: 'crate-food', n: 2 }, p.token);
    expect(r.data!.buyItem).toEqual([{ type: 'crate-food', count: 2 }]);
    const after = (await s.gql(BASE, {}, p.token)).data!;
    expect(after.base.snapshot.amounts.credits).toBe(500 - 120);
    expect((await s.gql(BUY, { t: 'speedup-building-480m', n: 1 }, p.token)).errors?.[0]?.message).toBe(
      "You don't have enough credits",
    );
    expect((await s.gql(BUY, { t: 'crate-food', n: 0 }, p.token)).errors?.[0]?.message).toBe('Item purchase failed');
    expect((await s.gql(BUY, { t: 'dragon-egg', n: 1 }, p.token)).errors?.[0]?.message).toBe('Item purchase failed');
    const shop = (await s.gql('{ shopItems { type kind price target minutes } }', {}, p.token)).data!.shopItems;
    expect(shop).toContainEqual({
      type: 'speedup-building-60m',
      kind: 'speedup',
      price: 100,
      target: 'building',
      minutes: 60,
    });
  });

  test('twenty purchases at once spend exactly what they buy', async () => {
    const p = await s.newPlayerWithProfile('Shopper2');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(BUY, { t: 'speedup-building-5m', n: 3 }, p.token)),
    );
    const bought = results.filter((r) => r.data).length;
    const b = (await s.gql(BASE, {}, p.token)).data!;
    expect(b.backpack).toEqual([{ type: 'speedup-building-5m', count: 3 * bought }]);
    expect(b.base.snapshot.amounts.credits).toBe(500 - 30 * bought);
    expect(bought).toBe(16); // 500 credits buy 16 lots of 30
  });
});

describe('the backpack', () => {
  test('a crate empties into the stores; more than one holds is refused with the spec text', async () => {
    const p = await s.newPlayerWithProfile('Opener1');
    await s.gql(BUY, { t: 'crate-steel', n: 2 }, p.token);
    const before = (await s.gql(BASE, {}, p.token)).data!.base.snapshot.amounts.steel;
    expect((await s.gql(USE, { t: 'crate-steel', n: 3 }, p.token)).errors?.[0]?.message).toBe('Not enough items');
    expect((await s.gql(USE, { t: 'crate-steel', n: 0 }, p.token)).errors?.[0]?.message).toBe(
      'You need to select an amount',
    );
    expect((await s.gql(USE, { t: 'crate-steel', n: 2 }, p.token)).data!.useItem).toEqual([]);
    expect((await s.gql(BASE, {}, p.token)).data!.base.snapshot.amounts.steel - before).toBe(10_000);
  });

  test('speed-ups move a running upgrade earlier; enough of them finish it at once', async () => {
    const p = await s.newPlayerWithProfile('Hasty1');
    // command center 6 takes 12:49
    await s.db
      .updateTable('bases')
      .set({
        buildings: { 'command-center': 5 },
        resources: { food: 50000, steel: 50000, energy: 50000, credits: 500 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const up = (
      await s.gql('mutation { startBuildingUpgrade(buildingId:"command-center"){ queue { id dueAt } } }', {}, p.token)
    ).data!.startBuildingUpgrade.queue[0];
    await s.gql(BUY, { t: 'speedup-building-5m', n: 10 }, p.token);
    expect((await s.gql(SPEED, { q: up.id, t: 'speedup-research-5m', n: 1 }, p.token)).errors?.[0]?.message).toBe(
      'No speedups available',
    );
    expect((await s.gql(SPEED, { q: up.id, t: 'speedup-building-5m', n: 0 }, p.token)).errors?.[0]?.message).toBe(
      'You need to select an amount',
    );
    await s.gql(BUY, { t: 'speedup-research-5m', n: 1 }, p.token);
    expect((await s.gql(SPEED, { q: up.id, t: 'speedup-research-5m', n: 1 }, p.token)).errors?.[0]?.message).toBe(
      'Speed up failed',
    ); // wrong queue
    expect((await s.gql(SPEED, { q: up.id, t: 'speedup-building-5m', n: 1 }, p.token)).data!.speedUp).toContainEqual({
      type: 'speedup-building-5m',
      count: 9,
    });
    expect((await s.gql(BASE, {}, p.token)).data!.base.queue[0].dueAt).toBe(up.dueAt - 300_000);
    // 7:49 left: two more finish it now, in the same request
    await s.gql(SPEED, { q: up.id, t: 'speedup-building-5m', n: 2 }, p.token);
    const b = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(b.queue).toEqual([]);
    expect(level(b, 'command-center')).toBe(6);
  });
});
