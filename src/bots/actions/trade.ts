/** Trade: convoys of food to another bot, the black market, and small bets at the smuggler's den. */
import {
  BETS,
  checkExchange,
  MARKET_VALUE,
  MIN_STAKE,
  marketPrice,
  maxExchange,
  type Resources,
  roundPrice,
  type Stock,
  TRADE_RESOURCES,
} from '../../game/index.ts';
import { type Ctx, peer } from './context.ts';

export async function convoy(ctx: Ctx, have: Resources) {
  const to = peer(ctx);
  if (!to) return;
  const amount = Math.floor(Math.min(have.food, 1000) * 0.1);
  if (amount < 1) return;
  await ctx.c.call('sendConvoy', 'mutation($t:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$t, cargo:$c){ id } }', {
    t: to,
    c: [{ resource: 'food', amount }],
  });
}

/** A small bet at the smuggler's den, on the seed whose hash the den shows. */
export async function wager(ctx: Ctx) {
  const den = await ctx.c.call<{ smugglersDen: { seedHash: string } }>('smugglersDen', '{ smugglersDen { seedHash } }');
  if (den.kind !== 'ok' || !den.data) return;
  const clientSeed = Array.from({ length: 4 }, () => ctx.rng.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
  await ctx.c.call(
    'wager',
    'mutation($b:Bet!,$c:String!,$h:String!,$s:Int!){ wager(bet:$b, clientSeed:$c, seedHash:$h, stake:$s){ __typename } }',
    {
      b: BETS[ctx.rng.int(0, BETS.length - 1)],
      c: clientSeed,
      h: den.data.smugglersDen.seedHash,
      s: MIN_STAKE * ctx.rng.int(1, 3),
    },
  );
}

interface Station {
  x: number;
  y: number;
  tax: number;
  stock: { resource: string; amount: number }[];
}

/**
 * The black market of a station within reach: mostly an exchange of a little of what the base has
 * most of, at the net src/game's quote shows (the preview's figure as `atLeast`); now and then a
 * standing order a little above the market price.
 */
export async function blackMarket(ctx: Ctx, have: Resources) {
  const r = await ctx.c.call<{ tradingStations: Station[] }>(
    'tradingStations',
    '{ tradingStations { x y level distance tax holder heldByMe stock { resource amount } } }',
  );
  if (r.kind !== 'ok' || !r.data?.tradingStations.length) return;
  const list = r.data.tradingStations;
  const st = list[ctx.rng.int(0, Math.min(2, list.length - 1))]!;
  const stock = Object.fromEntries(
    TRADE_RESOURCES.map((k) => [k, st.stock.find((s) => s.resource === k)?.amount ?? 0]),
  ) as Stock;
  const from = [...TRADE_RESOURCES].sort((a, b) => have[b] * MARKET_VALUE[b] - have[a] * MARKET_VALUE[a])[0]!;
  const others = TRADE_RESOURCES.filter((k) => k !== from);
  const to = others[ctx.rng.int(0, others.length - 1)]!;
  if (ctx.rng.next() < 0.25) {
    const price = roundPrice(marketPrice(stock, from, to) * (1 - st.tax / 100) * 1.05);
    const total = Math.floor(have[from] * 0.02);
    if (total < 1 || price <= 0) return;
    await ctx.c.call(
      'placeTradeOrder',
      'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$p:Float!,$n:Int!){ placeTradeOrder(x:$x, y:$y, from:$f, to:$t, price:$p, total:$n){ id } }',
      { x: st.x, y: st.y, f: from, t: to, p: price, n: total },
    );
    return;
  }
  const amount = Math.min(Math.floor(have[from] * 0.05), maxExchange(stock, from, to));
  const q = checkExchange(stock, have, from, to, amount, st.tax);
  if (!q.ok) return;
  await ctx.c.call(
    'exchange',
    'mutation($x:Int!,$y:Int!,$f:TradeResource!,$t:TradeResource!,$a:Int!,$l:Int!){ exchange(x:$x, y:$y, from:$f, to:$t, amount:$a, atLeast:$l){ net tax } }',
    { x: st.x, y: st.y, f: from, t: to, a: amount, l: q.net },
  );
}
