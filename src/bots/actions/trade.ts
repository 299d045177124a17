/** Trade: convoys of food to another bot, and small bets at the smuggler's den. */
import { BETS, MIN_STAKE, type Resources } from '../../game/index.ts';
import { type Ctx, peer } from './context.ts';

export async function convoy(ctx: Ctx, have: Resources) {
  const to = peer(ctx);
  if (!to) return;
  const amount = Math.floor(Math.min(have.food, 1000) * 0.1);
  if (amount < 1) return;
  await ctx.c.call('sendConvoy', 'mutation($t:String!,$c:[TradeAmountInput!]!){ sendConvoy(to:$t, cargo:$c){ id } }', { t: to, c: [{ resource: 'food', amount }] });
}

/** A small bet at the smuggler's den, on the seed whose hash the den shows. */
export async function wager(ctx: Ctx) {
  const den = await ctx.c.call<{ smugglersDen: { seedHash: string } }>('smugglersDen', '{ smugglersDen { seedHash } }');
  if (den.kind !== 'ok' || !den.data) return;
  const clientSeed = Array.from({ length: 4 }, () => ctx.rng.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
  await ctx.c.call('wager', 'mutation($b:String!,$c:String!,$h:String!,$s:Int!){ wager(bet:$b, clientSeed:$c, seedHash:$h, stake:$s){ __typename } }', {
    b: BETS[ctx.rng.int(0, BETS.length - 1)],
    c: clientSeed,
    h: den.data.smugglersDen.seedHash,
    s: MIN_STAKE * ctx.rng.int(1, 3),
  });
}
