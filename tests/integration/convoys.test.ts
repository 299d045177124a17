/** Convoys through GraphQL: from the trading outpost to another commander's base on the timeline, reports to both, the anti-feeding cap, races with a raid. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { convoyCapacity, convoyTravelMs, pairCap } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND =
  'mutation($to:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$to,cargo:$c){ id direction commander status cargo { resource amount } arrivesAt actionFinishTimestamp } }';
const LIST = '{ getTradeConvoys { id direction commander status cargo { resource amount } actionFinishTimestamp } }';
const STORES = '{ base { x y snapshot { amounts { food steel energy } } } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const stores = async (token: string) =>
  (await s.gql(STORES, {}, token)).data!.base.snapshot.amounts as { food: number; steel: number; energy: number };
const tradeReports = async (token: string) =>
  ((await s.gql('{ reports { kind data } }', {}, token)).data!.reports as { kind: string; data: string }[])
    .filter((r) => r.kind === 'trade')
    .map((r) => JSON.parse(r.data));

/**
 * A commander with a trading outpost and full stores. Stores far above the depot's capacity: nothing
 * is produced on top (production stops at the cap), so every change of the stores is the test's.
 */
async function trader(name: string, outpost = 2, commandCenter = 8) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings', 'resources'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      buildings: { ...(row.buildings as object), 'command-center': commandCenter, 'trading-outpost': outpost },
      resources: { ...(row.resources as object), food: 900_000, steel: 900_000, energy: 900_000 },
    } as never)
    .where('id', '=', row.id)
    .execute();
  return { ...p, baseId: row.id };
}

describe('a convoy', () => {
  test('leaves the sender’s stores at once, is delivered on the receiver’s timeline with a report to both, and comes home empty', async () => {
    const a = await trader('Hauler1');
    const b = await trader('Keeper1', 0);
    const [ha, hb] = [(await s.gql(STORES, {}, a.token)).data!.base, (await s.gql(STORES, {}, b.token)).data!.base];
    const before = { a: await stores(a.token), b: await stores(b.token) };
    const sent = (
      await s.gql(
        SEND,
        {
          to: 'keeper1',
          c: [
            { resource: 'food', amount: 12_000 },
            { resource: 'steel', amount: 3_000 },
          ],
        },
        a.token,
      )
    ).data!.sendConvoy;
    const travel = convoyTravelMs(ha, hb, 2);
    expect(sent).toMatchObject({
      direction: 'out',
      commander: 'Keeper1',
      status: 'marching',
      arrivesAt: s.clock.now() + travel,
      actionFinishTimestamp: s.clock.now() + travel,
    });
    expect(sent.cargo).toEqual([
      { resource: 'food', amount: 12_000 },
      { resource: 'steel', amount: 3_000 },
    ]);
    expect(await stores(a.token)).toMatchObject({ food: before.a.food - 12_000, steel: before.a.steel - 3_000 });
    // the receiver sees it coming (not as an attack)
    expect((await s.gql(LIST, {}, b.token)).data!.getTradeConvoys).toEqual([
      {
        id: sent.id,
        direction: 'in',
        commander: 'Hauler1',
        status: 'marching',
        cargo: sent.cargo,
        actionFinishTimestamp: sent.arrivesAt,
      },
    ]);
    expect((await s.gql('{ getIncomingAttacks { id } }', {}, b.token)).data!.getIncomingAttacks).toEqual([]);
    // a convoy takes no march slot and cannot be called back
    expect(err(await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: sent.id }, a.token))).toBe(
      'This march can no longer be recalled',
    );

    await s.runDueJobs(sent.arrivesAt);
    expect(await stores(b.token)).toMatchObject({ food: before.b.food + 12_000, steel: before.b.steel + 3_000 });
    expect(await tradeReports(b.token)).toEqual([
      expect.objectContaining({ trade: 'convoy', role: 'received', from: 'Hauler1', to: 'Keeper1', total: 15_000 }),
    ]);
    expect(await tradeReports(a.token)).toEqual([
      expect.objectContaining({ trade: 'convoy', role: 'delivered', total: 15_000 }),
    ]);
    expect((await s.gql(LIST, {}, b.token)).data!.getTradeConvoys).toEqual([]);
    const back = (await s.gql(LIST, {}, a.token)).data!.getTradeConvoys;
    expect(back).toEqual([
      expect.objectContaining({ status: 'returning', cargo: [], actionFinishTimestamp: sent.arrivesAt + travel }),
    ]);
    await s.runDueJobs(sent.arrivesAt + travel);
    expect((await s.gql(LIST, {}, a.token)).data!.getTradeConvoys).toEqual([]);
    // delivered once: nothing more arrives, nothing comes back to the sender
    expect(await stores(b.token)).toMatchObject({ food: before.b.food + 12_000 });
    expect(await stores(a.token)).toMatchObject({ food: before.a.food - 12_000 });
  });

  test('refusals name what is wrong and move nothing', async () => {
    const a = await trader('Hauler2', 1);
    const b = await trader('Keeper2', 0, 2);
    const none = await trader('Keeper2b', 0);
    await s.db
      .updateTable('bases')
      .set({ buildings: { 'command-center': 8 } } as never)
      .where('id', '=', none.baseId)
      .execute();
    const food = (n: number) => [{ resource: 'food', amount: n }];
    expect(err(await s.gql(SEND, { to: 'Nobody404', c: food(10) }, a.token))).toBe(
      'No commander of that name in this galaxy',
    );
    expect(err(await s.gql(SEND, { to: 'Hauler2', c: food(10) }, a.token))).toBe('A convoy goes to another commander');
    expect(err(await s.gql(SEND, { to: 'Hauler2', c: food(10) }, b.token))).toBe(
      'Required building does not have enough level',
    );
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: [] }, a.token))).toBe('You need to select an amount');
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: food(-5) }, a.token))).toBe('You need to select an amount');
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: food(convoyCapacity(1) + 1) }, a.token))).toBe(
      'The convoy cannot carry that much',
    );
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: [{ resource: 'quantarite', amount: 5 }] }, a.token))).toBe(
      "You don't have enough resources",
    );
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: [{ resource: 'credits', amount: 5 }] }, a.token))).toMatch(
      /resource/i,
    );
    const before = await stores(a.token);
    expect((await s.gql(SEND, { to: 'Keeper2', c: food(100) }, a.token)).data).toBeTruthy();
    // one convoy at outpost level 1
    expect(err(await s.gql(SEND, { to: 'Keeper2', c: food(100) }, a.token))).toBe(
      'Every convoy of your trading outpost is on the way',
    );
    expect(await stores(a.token)).toMatchObject({ food: before.food - 100 });
  });

  test('anti-feeding: what one commander sends another in 24 hours is capped by the receiver’s command center', async () => {
    const a = await trader('Hauler3', 10);
    await trader('Keeper3', 0, 1);
    const cap = pairCap(1);
    const terms = (
      await s.gql(
        'query($to:String!){ convoyTerms(to:$to){ commander commandCenterLevel sentToday cap } }',
        { to: 'Keeper3' },
        a.token,
      )
    ).data!.convoyTerms;
    expect(terms).toEqual({ commander: 'Keeper3', commandCenterLevel: 1, sentToday: 0, cap });
    expect(
      (await s.gql(SEND, { to: 'Keeper3', c: [{ resource: 'steel', amount: cap - 1000 }] }, a.token)).data,
    ).toBeTruthy();
    expect(err(await s.gql(SEND, { to: 'Keeper3', c: [{ resource: 'steel', amount: 1001 }] }, a.token))).toBe(
      'This commander cannot receive more from you today',
    );
    expect((await s.gql(SEND, { to: 'Keeper3', c: [{ resource: 'steel', amount: 1000 }] }, a.token)).data).toBeTruthy();
    // a day later the window has moved on
    s.clock.advance(24 * 3_600_000 + 1000);
    await s.runDueJobs(s.clock.now());
    expect((await s.gql(SEND, { to: 'Keeper3', c: [{ resource: 'steel', amount: 1000 }] }, a.token)).data).toBeTruthy();
  });

  test('twenty convoys at once with room for three: exactly three leave, the stores drop by exactly their cargo', async () => {
    const a = await trader('Hauler4', 8);
    await trader('Keeper4', 0);
    const before = await stores(a.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.gql(SEND, { to: 'Keeper4', c: [{ resource: 'energy', amount: 1000 }] }, a.token),
      ),
    );
    const sent = answers.filter((r) => r.data?.sendConvoy);
    expect(sent).toHaveLength(3);
    expect(new Set(answers.filter((r) => r.errors).map(err))).toEqual(
      new Set(['Every convoy of your trading outpost is on the way']),
    );
    expect((await stores(a.token)).energy).toBe(before.energy - 3000);
    // /control sees the pair: everything one way
    const pairs = (
      await s.gql('{ adminFeedingPairs { giver taker given back convoys oneSided } }', {}, await s.adminToken())
    ).data!.adminFeedingPairs;
    expect(pairs).toContainEqual({
      giver: 'Hauler4',
      taker: 'Keeper4',
      given: 3000,
      back: 0,
      convoys: 3,
      oneSided: true,
    });
    expect(err(await s.gql('{ adminFeedingPairs { giver } }', {}, a.token))).toBe('Not authorized');
  });

  test('a convoy racing a raid on the sender: what the raid takes and what the convoy carries add up to what left the stores', async () => {
    const raider = await s.newPlayerWithProfile('Raider5');
    const a = await trader('Hauler5', 2);
    await trader('Keeper5', 0);
    const home = (await s.gql(STORES, {}, a.token)).data!.base;
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 600, cruiser: 100 }, x: home.x + 2, y: home.y } as never)
      .where('profile_id', '=', raider.profileId)
      .execute();
    const raid = (
      await s.gql(
        'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ arrivesAt } }',
        {
          x: home.x,
          y: home.y,
          u: [
            { type: 'interceptor', count: 600 },
            { type: 'cruiser', count: 100 },
          ],
        },
        raider.token,
      )
    ).data!.sendUnits;
    s.clock.set(raid.arrivesAt);
    const before = await s.db
      .selectFrom('bases')
      .select('resources')
      .where('id', '=', a.baseId)
      .executeTakeFirstOrThrow();
    const steelBefore = (before.resources as { steel: number }).steel;
    // the convoy and the raid's arrival at the same instant, in either order
    const [convoy] = await Promise.all([
      s.gql(SEND, { to: 'Keeper5', c: [{ resource: 'steel', amount: 20_000 }] }, a.token),
      s.runDueJobs(raid.arrivesAt),
    ]);
    await s.runDueJobs(raid.arrivesAt);
    const carried = convoy.data?.sendConvoy ? 20_000 : 0;
    const defence =
      (await tradeReports(a.token)).length === 0
        ? ((await s.gql('{ reports { kind data } }', {}, a.token)).data!.reports as { kind: string; data: string }[])
            .filter((r) => r.kind === 'battle')
            .map((r) => JSON.parse(r.data))
        : [];
    expect(defence).toHaveLength(1);
    const plundered = defence[0].loot.steel as number;
    expect(plundered).toBeGreaterThan(0);
    expect(steelBefore - (await stores(a.token)).steel).toBe(plundered + carried);
  });
});
