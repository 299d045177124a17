/** The black market through GraphQL: exchanges at a trading station's price, the tax to its holder, the holder's tax, standing orders, races, conservation. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance, objectsIn, quote, type Stock, TRADE_RESOURCES, worldSeed } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>> & { baseId: string };
const STATION =
  'query($x:Int!,$y:Int!){ tradingStation(x:$x,y:$y){ x y level tax holder heldByMe stock { resource amount } } }';
const EXCHANGE =
  'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$a:Int!,$l:Int!){ exchange(x:$x,y:$y,from:$f,to:$t,amount:$a,atLeast:$l){ gross tax net station { tax stock { resource amount } } } }';
const TAX = 'mutation($x:Int!,$y:Int!,$t:Int!){ changeTax(x:$x,y:$y,tax:$t){ tax } }';
const ORDER =
  'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$p:Float!,$n:Int!){ placeTradeOrder(x:$x,y:$y,from:$f,to:$t,price:$p,total:$n){ id resourceFrom resourceTo price total remaining received taxRate location { x y } status } }';
const ORDERS = '{ tradeOrders { id status remaining received } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

const FULL = { food: 900_000, steel: 900_000, energy: 900_000, astromite: 200_000, quantarite: 90_000 };
/** A commander with stores far above the depot's cap (nothing is produced on top: every change is the test's). */
async function trader(name: string): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'resources'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ resources: { ...(row.resources as object), ...FULL } } as never)
    .where('id', '=', row.id)
    .execute();
  return { ...p, baseId: row.id };
}
const storesOf = async (p: Player) =>
  (await s.db.selectFrom('bases').select('resources').where('id', '=', p.baseId).executeTakeFirstOrThrow())
    .resources as Record<string, number>;
const stockOf = (st: { stock: { resource: string; amount: number }[] }) =>
  Object.fromEntries(st.stock.map((r) => [r.resource, r.amount])) as Stock;

/**
 * A trading station of the commander's world no other test here has traded at (their stocks must not
 * mix). The market trades at any station, however far: the whole map is searched, nearest first.
 */
const used: { x: number; y: number }[] = [];
async function freshStation(p: Player) {
  const me = (await s.gql('{ base { x y } profile { world { id mapSize } } }', {}, p.token)).data!;
  const size = me.profile.world.mapSize as number;
  const all = objectsIn(worldSeed(me.profile.world.id), size, { x: 0, y: 0 }, { x: size - 1, y: size - 1 }).filter(
    (o) => o.kind === 'trading-station',
  );
  all.sort((a, b) => distance(a, me.base) - distance(b, me.base));
  const free = all.find((st) => !used.some((k) => k.x === st.x && k.y === st.y));
  if (!free) throw new Error('no trading station left on the map');
  used.push({ x: free.x, y: free.y });
  return { x: free.x, y: free.y };
}

/** Makes `h` the holder of the station, as a fleet that occupied it would. */
async function hold(h: Player, at: { x: number; y: number }) {
  const world = await s.db.selectFrom('bases').select('world_id').where('id', '=', h.baseId).executeTakeFirstOrThrow();
  const now = new Date(s.clock.now());
  await s.db
    .insertInto('marches')
    .values({
      profile_id: h.profileId,
      base_id: h.baseId,
      world_id: world.world_id,
      kind: 'occupy',
      status: 'occupying',
      target_x: at.x,
      target_y: at.y,
      target_kind: 'trading-station',
      target_level: 1,
      units: { interceptor: 10 },
      departs_at: now,
      arrives_at: now,
      updated_at: now,
    } as never)
    .execute();
}

describe('the black market', () => {
  test('an exchange pays the station’s price minus its tax; the price moves; with nobody holding the station the tax stays in its stock', async () => {
    const p = await trader('Broker1');
    const at = await freshStation(p);
    const st = (await s.gql(STATION, at, p.token)).data!.tradingStation;
    expect(st).toMatchObject({ tax: 5, holder: null, heldByMe: false });
    const stock = stockOf(st);
    const expected = quote(stock, 'food', 'steel', 10_000, 5);
    const before = await storesOf(p);
    const r = (await s.gql(EXCHANGE, { ...at, f: 'food', t: 'steel', a: 10_000, l: expected.net }, p.token)).data!
      .exchange;
    expect(r).toMatchObject({ gross: expected.gross, tax: expected.tax, net: expected.net });
    const after = await storesOf(p);
    expect(after.food).toBe(before.food! - 10_000);
    expect(after.steel).toBe(before.steel! + expected.net);
    const moved = stockOf(r.station);
    expect(moved.food).toBe(stock.food + 10_000);
    // nobody holds it: only the net left the stock
    expect(moved.steel).toBe(stock.steel - expected.net);
    // selling more food now fetches less
    expect(quote(moved, 'food', 'steel', 10_000, 5).net).toBeLessThan(expected.net);
    const [report] = (
      (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports as { kind: string; data: string }[]
    )
      .filter((x) => x.kind === 'trade')
      .map((x) => JSON.parse(x.data));
    expect(report).toMatchObject({
      trade: 'exchange',
      from: 'food',
      to: 'steel',
      amount: 10_000,
      net: expected.net,
      tax: expected.tax,
      holder: null,
    });
  });

  test('the holder receives the tax in the resource paid out, with a report; the holder sets the tax within its bounds', async () => {
    const p = await trader('Broker2');
    const h = await trader('Baron2');
    const at = await freshStation(p);
    await hold(h, at);
    // not the holder, out of bounds: refused with the spec's text
    expect(err(await s.gql(TAX, { ...at, t: 10 }, p.token))).toBe('Failed to change tax');
    expect(err(await s.gql(TAX, { ...at, t: 26 }, h.token))).toBe('Failed to change tax');
    expect(err(await s.gql(TAX, { ...at, t: -1 }, h.token))).toBe('Failed to change tax');
    expect((await s.gql(TAX, { ...at, t: 20 }, h.token)).data!.changeTax).toEqual({ tax: 20 });
    const st = (await s.gql(STATION, at, p.token)).data!.tradingStation;
    expect(st).toMatchObject({ tax: 20, holder: 'Baron2', heldByMe: false });
    const hBefore = await storesOf(h);
    const r = (await s.gql(EXCHANGE, { ...at, f: 'energy', t: 'astromite', a: 8_000, l: 0 }, p.token)).data!.exchange;
    const q = quote(stockOf(st), 'energy', 'astromite', 8_000, 20);
    expect(r).toMatchObject(q);
    expect(q.tax).toBeGreaterThan(0);
    expect((await storesOf(h)).astromite).toBe(hBefore.astromite! + q.tax);
    // the whole gross left the stock: net to the trader, tax to the holder
    expect(stockOf(r.station).astromite).toBe(stockOf(st).astromite - q.gross);
    const taxReport = (
      (await s.gql('{ reports { kind data } }', {}, h.token)).data!.reports as { kind: string; data: string }[]
    )
      .map((x) => JSON.parse(x.data))
      .find((d) => d.trade === 'tax');
    expect(taxReport).toMatchObject({ trader: 'Broker2', to: 'astromite', tax: q.tax, taxRate: 20 });
  });

  test('refusals name what is wrong and move nothing', async () => {
    const p = await trader('Broker3');
    const at = await freshStation(p);
    const before = await storesOf(p);
    const ex = (f: string, t: string, a: number, l = 0, spot = at) => s.gql(EXCHANGE, { ...spot, f, t, a, l }, p.token);
    expect(err(await ex('food', 'food', 100))).toBe('Same resource');
    expect(err(await ex('food', 'steel', 0))).toBe('You need to select an amount');
    expect(err(await ex('food', 'steel', 2_000_000))).toBe("You don't have enough resources");
    expect(err(await ex('food', 'credits', 100))).toBe('To must be one of: food, steel, energy, astromite, quantarite');
    expect(err(await ex('food', 'steel', 1000, 10_000))).toBe('The price has changed since you looked, trade again');
    expect(err(await ex('food', 'steel', 1000, 0, { x: at.x, y: at.y + 100_001 }))).toBe('Y can be at most 100000');
    expect(err(await ex('food', 'quantarite', 3))).toBe('Too little to fetch anything at this price');
    expect(err(await ex('astromite', 'steel', 150_000))).toBe('The station cannot take that much in one trade');
    const home = (await s.gql('{ base { x y } }', {}, p.token)).data!.base;
    expect(err(await ex('food', 'steel', 1000, 0, home))).toBe('There is no trading station there');
    expect(await storesOf(p)).toEqual(before);
  });

  test('twenty exchanges at once against one station’s stock: every unit is accounted for (trader, holder, stock)', async () => {
    const p = await trader('Broker4');
    const h = await trader('Baron4');
    const at = await freshStation(p);
    await hold(h, at);
    const stock0 = stockOf((await s.gql(STATION, at, p.token)).data!.tradingStation);
    const [p0, h0] = [await storesOf(p), await storesOf(h)];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(EXCHANGE, { ...at, f: 'steel', t: 'food', a: 5_000, l: 0 }, p.token)),
    );
    const done = answers.map((r) => r.data?.exchange).filter(Boolean) as { gross: number; tax: number; net: number }[];
    expect(done).toHaveLength(20);
    const stock1 = stockOf((await s.gql(STATION, at, p.token)).data!.tradingStation);
    const [p1, h1] = [await storesOf(p), await storesOf(h)];
    const sum = (k: 'gross' | 'tax' | 'net') => done.reduce((a, d) => a + d[k], 0);
    expect(p0.steel! - p1.steel!).toBe(100_000);
    expect(stock1.steel - stock0.steel).toBe(100_000);
    expect(p1.food! - p0.food!).toBe(sum('net'));
    expect(h1.food! - h0.food!).toBe(sum('tax'));
    expect(stock0.food - stock1.food).toBe(sum('gross'));
    // one after another, each at the price the one before left: twenty different prices
    expect(new Set(done.map((d) => d.gross)).size).toBe(20);
  });

  test('a standing order sells while the price holds, pays into the stores, and gives back what it did not sell when taken down', async () => {
    const p = await trader('Broker5');
    const at = await freshStation(p);
    const o = { ...at, f: 'food', t: 'energy', n: 40_000 };
    expect(err(await s.gql(ORDER, { ...o, t: 'food', p: 0.9 }, p.token))).toBe('Same resource');
    const before = await storesOf(p);
    const placed = (await s.gql(ORDER, { ...o, p: 0.9 }, p.token)).data!.placeTradeOrder;
    expect(placed).toMatchObject({
      resourceFrom: 'food',
      resourceTo: 'energy',
      price: 0.9,
      total: 40_000,
      remaining: 40_000,
      taxRate: 5,
      location: at,
      status: 'open',
    });
    // the food waits in the order
    expect((await storesOf(p)).food).toBe(before.food! - 40_000);
    expect(err(await s.gql(ORDER, { ...o, p: 0.8 }, p.token))).toBe('This trade combination already exists');
    // the match job runs: it sells as much as 0.9 energy a food after tax allows
    await s.runDueJobs(s.clock.now());
    const [after] = (await s.gql(ORDERS, {}, p.token)).data!.tradeOrders;
    const sold = 40_000 - after.remaining;
    expect(sold).toBeGreaterThan(0);
    expect(after.received / sold).toBeGreaterThanOrEqual(0.9);
    expect((await storesOf(p)).energy).toBe(before.energy! + after.received);
    if (after.status === 'open') {
      const back = (
        await s.gql('mutation($id:ID!){ cancelTradeOrder(orderId:$id){ status remaining } }', { id: after.id }, p.token)
      ).data!.cancelTradeOrder;
      expect(back.status).toBe('cancelled');
      expect((await storesOf(p)).food).toBe(before.food! - sold);
      expect(
        err(await s.gql('mutation($id:ID!){ cancelTradeOrder(orderId:$id){ status } }', { id: after.id }, p.token)),
      ).toBe('This order is no longer open');
    }
  });

  test('twenty identical orders at once: one is kept, the food of one leaves the stores', async () => {
    const p = await trader('Broker6');
    const at = await freshStation(p);
    const before = await storesOf(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(ORDER, { ...at, f: 'steel', t: 'quantarite', p: 5, n: 1000 }, p.token)),
    );
    expect(answers.filter((r) => r.data?.placeTradeOrder)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.errors).map(err))).toEqual(
      new Set(['This trade combination already exists']),
    );
    expect((await storesOf(p)).steel).toBe(before.steel! - 1000);
  });
});

describe('conservation', () => {
  test('random sequences of convoys, exchanges and wagers create or destroy nothing but what the rules say', async () => {
    const a = await trader('Ledger1');
    const b = await trader('Ledger2');
    const h = await trader('Ledger3');
    for (const p of [a, b])
      await s.db
        .updateTable('bases')
        .set({ buildings: { 'command-center': 10, 'trading-outpost': 10 } } as never)
        .where('id', '=', p.baseId)
        .execute();
    const at = await freshStation(a);
    await hold(h, at);
    const resource = fc.constantFrom(...TRADE_RESOURCES);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('convoy' as const),
        who: fc.boolean(),
        r: resource,
        n: fc.integer({ min: -10, max: 30_000 }),
      }),
      fc.record({
        kind: fc.constant('exchange' as const),
        who: fc.boolean(),
        f: resource,
        t: resource,
        n: fc.integer({ min: -10, max: 60_000 }),
      }),
      fc.record({
        kind: fc.constant('wager' as const),
        bet: fc.constantFrom('low', 'seven', 'high'),
        n: fc.integer({ min: 0, max: 3000 }),
      }),
    );
    const inFlight = async () => {
      const rows = await s.db
        .selectFrom('marches')
        .select('loot')
        .where('kind', '=', 'convoy')
        .where('status', '=', 'marching')
        .execute();
      return rows.map((r) => r.loot as Record<string, number>);
    };
    const world = (
      await s.db.selectFrom('bases').select('world_id').where('id', '=', a.baseId).executeTakeFirstOrThrow()
    ).world_id;
    // the stock as stored: it drifts back to balance with time (a stated rule), so each run starts
    // by writing down the drifted stock of that instant, and nothing but trades changes it after
    const stored = async () =>
      (await s.db
        .selectFrom('market_stations' as never)
        .select('stock' as never)
        .where('world_id' as never, '=', world as never)
        .where('x' as never, '=', at.x as never)
        .where('y' as never, '=', at.y as never)
        .executeTakeFirstOrThrow()) as { stock: Stock };
    const settleStock = async () => {
      const now = stockOf((await s.gql(STATION, at, a.token)).data!.tradingStation);
      await s.db
        .insertInto('market_stations' as never)
        .values({
          world_id: world,
          x: at.x,
          y: at.y,
          level: 1,
          stock: now,
          stock_at: new Date(s.clock.now()),
          tax: 5,
        } as never)
        .onConflict((c) =>
          c
            .columns(['world_id', 'x', 'y'] as never)
            .doUpdateSet({ stock: now, stock_at: new Date(s.clock.now()) } as never),
        )
        .execute();
    };
    const total = async () => {
      const stock = (await stored()).stock;
      const stores = [await storesOf(a), await storesOf(b), await storesOf(h)];
      const cargo = await inFlight();
      return Object.fromEntries(
        TRADE_RESOURCES.map((r) => [
          r,
          stores.reduce((x, st) => x + (st[r] ?? 0), 0) + stock[r] + cargo.reduce((x, c) => x + (c[r] ?? 0), 0),
        ]),
      );
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        await settleStock();
        const start = await total();
        const credits0 = (await storesOf(a)).credits!;
        let net = 0;
        for (const st of steps) {
          if (st.kind === 'convoy') {
            const [from, to] = st.who ? [a, b] : [b, a];
            await s.gql(
              'mutation($to:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$to,cargo:$c){ id } }',
              { to: to === a ? 'Ledger1' : 'Ledger2', c: [{ resource: st.r, amount: st.n }] },
              from.token,
            );
          } else if (st.kind === 'exchange') {
            await s.gql(EXCHANGE, { ...at, f: st.f, t: st.t, a: st.n, l: 0 }, (st.who ? a : b).token);
          } else {
            const hash = (await s.gql('{ smugglersDen { seedHash } }', {}, a.token)).data!.smugglersDen.seedHash;
            const w = (
              await s.gql(
                'mutation($b:Bet!,$s:Int!,$h:String!){ wager(bet:$b,stake:$s,clientSeed:"ledger",seedHash:$h){ stake payout } }',
                { b: st.bet, s: st.n, h: hash },
                a.token,
              )
            ).data?.wager;
            if (w) net += w.payout - w.stake;
          }
        }
        // the convoys land, and nothing appears or vanishes on the way
        s.clock.advance(6 * 3_600_000);
        await s.runDueJobs(s.clock.now());
        expect(await total()).toEqual(start);
        // credits move only by the dice: stake out, payout in
        expect((await storesOf(a)).credits).toBe(credits0 + net);
      }),
      { numRuns: 6 },
    );
  });
});
