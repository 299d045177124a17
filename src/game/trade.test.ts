import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Resources, resources } from './resources.ts';
import {
  balancedStock,
  checkConvoy,
  checkExchange,
  checkOrder,
  convoyCapacity,
  convoySlots,
  fillable,
  marketPrice,
  maxExchange,
  pairCap,
  quote,
  stockAfter,
  stockAfterTrade,
  TRADE_RESOURCES,
  type TradeResource,
} from './trade.ts';

const base = {
  stores: resources({ food: 50_000, steel: 50_000 }),
  outpost: 2,
  from: { x: 0, y: 0 },
  to: { x: 30, y: 40 },
  convoysOut: 0,
  sentToReceiver: 0,
  receiverCommandCenter: 2,
};

describe('convoys', () => {
  test('capacity, slots and speed grow with the outpost; the trip is distance over speed', () => {
    expect([convoySlots(0), convoySlots(1), convoySlots(4), convoySlots(8), convoySlots(10)]).toEqual([0, 1, 2, 3, 3]);
    expect(convoyCapacity(3)).toBe(30_000);
    const c = checkConvoy({ ...base, cargo: { food: 100 } });
    // 50 cells at 72 cells an hour
    expect(c).toEqual({ ok: true, cargo: { food: 100 }, total: 100, travelMs: Math.ceil((50 / 72) * 3600) * 1000 });
  });

  test('each refusal, in the order a player would fix them', () => {
    expect(checkConvoy({ ...base, outpost: 0, cargo: { food: 1 } })).toMatchObject({ reason: 'NO_OUTPOST' });
    expect(checkConvoy({ ...base, to: base.from, cargo: { food: 1 } })).toMatchObject({ reason: 'SELF' });
    expect(checkConvoy({ ...base, cargo: {} })).toMatchObject({ reason: 'NO_CARGO' });
    expect(checkConvoy({ ...base, cargo: { food: 1.5 } })).toMatchObject({ reason: 'NO_CARGO' });
    expect(checkConvoy({ ...base, cargo: { food: -5, steel: 10 } })).toMatchObject({ reason: 'NO_CARGO' });
    expect(checkConvoy({ ...base, cargo: { food: 15_000, steel: 5_001 } })).toEqual({
      ok: false,
      reason: 'OVER_CAPACITY',
      capacity: 20_000,
    });
    expect(checkConvoy({ ...base, cargo: { astromite: 1 } })).toMatchObject({ reason: 'NOT_ENOUGH' });
    expect(checkConvoy({ ...base, convoysOut: 1, cargo: { food: 1 } })).toMatchObject({ reason: 'NO_CONVOY' });
    expect(checkConvoy({ ...base, sentToReceiver: pairCap(2) - 10, cargo: { food: 11 } })).toEqual({
      ok: false,
      reason: 'PAIR_CAP',
      left: 10,
    });
    expect(checkConvoy({ ...base, sentToReceiver: pairCap(2) - 10, cargo: { food: 10 } }).ok).toBe(true);
  });
});

describe('the black market', () => {
  const stock = balancedStock(1);

  test('a balanced station prices by worth: one quantarite fetches about ten food', () => {
    expect(marketPrice(stock, 'quantarite', 'food')).toBe(10);
    expect(quote(stock, 'quantarite', 'food', 10, 0).gross).toBe(99); // 100,000·10/10,010, rounded down
  });

  test('the price moves with supply: selling food makes food cheaper for the next seller', () => {
    const q1 = quote(stock, 'food', 'steel', 10_000, 0);
    const after = stockAfterTrade(stock, 'food', 'steel', 10_000, q1.gross);
    const q2 = quote(after, 'food', 'steel', 10_000, 0);
    expect(q2.gross).toBeLessThan(q1.gross);
    expect(marketPrice(after, 'steel', 'food')).toBeGreaterThan(1);
  });

  test('the tax comes off what the station gives; rounded down', () => {
    expect(quote(stock, 'food', 'steel', 1000, 10)).toEqual({ gross: 990, tax: 99, net: 891 });
  });

  test('refusals: same resource, no amount, not enough, too large for one trade, too small to pay, price moved', () => {
    const have = resources({ food: 1_000_000, steel: 5 });
    expect(checkExchange(stock, have, 'food', 'food', 10, 5)).toMatchObject({ reason: 'SAME_RESOURCE' });
    expect(checkExchange(stock, have, 'food', 'steel', 0, 5)).toMatchObject({ reason: 'NO_AMOUNT' });
    expect(checkExchange(stock, have, 'steel', 'food', 6, 5)).toMatchObject({ reason: 'NOT_ENOUGH' });
    expect(checkExchange(stock, have, 'food', 'steel', maxExchange(stock, 'food', 'steel') + 1, 5)).toMatchObject({
      reason: 'TOO_LARGE',
    });
    expect(checkExchange(stock, have, 'food', 'quantarite', 5, 5)).toMatchObject({ reason: 'TOO_SMALL' });
    expect(checkExchange(stock, have, 'food', 'steel', 1000, 5, 991)).toMatchObject({ reason: 'PRICE_MOVED' });
    expect(checkExchange(stock, have, 'food', 'steel', 1000, 5, 941)).toMatchObject({ ok: true, net: 941 });
  });

  test('one trade never takes more than a quarter of the stock', () => {
    const max = maxExchange(stock, 'food', 'steel');
    expect(quote(stock, 'food', 'steel', max, 0).gross).toBeLessThanOrEqual(stock.steel / 4);
  });

  test('stocks drift halfway back to balance every day', () => {
    const drained = { ...stock, steel: 60_000 };
    expect(stockAfter(drained, stock, 24 * 3_600_000).steel).toBe(80_000);
    expect(stockAfter(drained, stock, 0).steel).toBe(60_000);
  });

  test('a standing order fills only as far as its price holds', () => {
    const a = fillable(stock, 'food', 'steel', 0.9, 5, 50_000);
    expect(a).toBeGreaterThan(0);
    const q = quote(stock, 'food', 'steel', a, 5);
    expect(q.net / a).toBeGreaterThanOrEqual(0.9);
    expect(quote(stock, 'food', 'steel', a + 200, 5).net / (a + 200)).toBeLessThan(0.9);
    expect(fillable(stock, 'food', 'steel', 1.2, 5, 50_000)).toBe(0);
  });

  test('orders: same resource, a combination already kept at the station, too many', () => {
    const have = resources({ food: 100 });
    const o = { from: 'food' as const, to: 'steel' as const, price: 1, total: 50 };
    expect(checkOrder({ ...o, to: 'food' }, have, [], 's')).toEqual({ ok: false, reason: 'SAME_RESOURCE' });
    expect(checkOrder(o, have, [{ from: 'food', to: 'steel', station: 's' }], 's')).toEqual({
      ok: false,
      reason: 'DUPLICATE',
    });
    expect(checkOrder(o, have, [{ from: 'food', to: 'steel', station: 't' }], 's')).toEqual({ ok: true });
    expect(checkOrder({ ...o, total: 101 }, have, [], 's')).toEqual({ ok: false, reason: 'NOT_ENOUGH' });
  });
});

describe('conservation', () => {
  const resource = fc.constantFrom(...TRADE_RESOURCES);
  type Step =
    | { kind: 'convoy'; from: 0 | 1; cargo: Partial<Record<TradeResource, number>> }
    | {
        kind: 'exchange';
        who: 0 | 1;
        from: TradeResource;
        to: TradeResource;
        amount: number;
        tax: number;
        held: boolean;
      };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('convoy' as const),
      from: fc.constantFrom(0 as const, 1 as const),
      cargo: fc.dictionary(resource, fc.integer({ min: 0, max: 30_000 })),
    }),
    fc.record({
      kind: fc.constant('exchange' as const),
      who: fc.constantFrom(0 as const, 1 as const),
      from: resource,
      to: resource,
      amount: fc.integer({ min: -10, max: 40_000 }),
      tax: fc.integer({ min: 0, max: 25 }),
      held: fc.boolean(),
    }),
  );

  test('no sequence of convoys and exchanges creates or destroys a resource: players, the holder and the station add up', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const players: [Resources, Resources] = [
          resources({ food: 80_000, steel: 80_000, energy: 80_000, astromite: 20_000, quantarite: 5_000 }),
          resources({ food: 10_000, quantarite: 1000 }),
        ];
        const holder = resources();
        let stock = balancedStock(2);
        const sum = (r: TradeResource) => players[0][r] + players[1][r] + holder[r] + stock[r];
        const before = Object.fromEntries(TRADE_RESOURCES.map((r) => [r, sum(r)]));
        for (const s of steps) {
          if (s.kind === 'convoy') {
            const [a, b] = s.from === 0 ? [players[0], players[1]] : [players[1], players[0]];
            const c = checkConvoy({
              stores: a,
              outpost: 3,
              from: { x: 0, y: 0 },
              to: { x: 5, y: 5 },
              cargo: s.cargo,
              convoysOut: 0,
              sentToReceiver: 0,
              receiverCommandCenter: 5,
            });
            if (!c.ok) continue;
            for (const r of TRADE_RESOURCES) {
              a[r] -= c.cargo[r] ?? 0;
              b[r] += c.cargo[r] ?? 0;
            }
          } else {
            const p = s.who === 0 ? players[0] : players[1];
            const c = checkExchange(stock, p, s.from, s.to, s.amount, s.tax);
            if (!c.ok) continue;
            p[s.from] -= s.amount;
            p[s.to] += c.net;
            if (s.held) holder[s.to] += c.tax;
            stock = stockAfterTrade(stock, s.from, s.to, s.amount, s.held ? c.gross : c.net);
          }
          for (const r of TRADE_RESOURCES) if (players[0][r] < 0 || players[1][r] < 0 || stock[r] <= 0) return false;
        }
        return TRADE_RESOURCES.every((r) => sum(r) === before[r]);
      }),
      { numRuns: 300 },
    );
  });
});
