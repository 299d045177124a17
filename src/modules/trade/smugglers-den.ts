/**
 * The smuggler's den: dice wagers for credits, provably fair (src/game/dice.ts). The den shows the
 * hash of the seed the next roll will use; a wager names that hash (a roll on a seed the player has
 * not seen is refused), rolls with HMAC-SHA256(seed, clientSeed), reveals the seed and commits a new
 * one. The credits are the base's: one transaction under its lock (lock → settle → check → save), so
 * double clicks and retries cannot roll twice on one seed nor lose or double a stake.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type Bet, checkWager, diceFromDigest, payoutOf, type WagerCheck } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { fileReport } from '../reports/index.ts';
import { insertWager, recentWagers, replaceSeed, seedForUpdate, seedOf, stakedSince, type WagerRow } from './repo.ts';
import { tradeError } from './errors.ts';
import { recordMarketMove } from './evidence.ts';

export const denErrors = {
  badStake: (min: number, max: number) =>
    tradeError('BAD_STAKE', {
      min,
      max,
    }),
  notEnoughCredits: () => platformError('NOT_ENOUGH_CREDITS'),
  dailyCap: (left: number) => tradeError('DAILY_CAP', { left }),
  seedChanged: () => tradeError('SEED_CHANGED'),
};

const freshSeed = () => randomBytes(32).toString('hex');
export const seedHash = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
export const rollDice = (seed: string, clientSeed: string) =>
  diceFromDigest(createHmac('sha256', Buffer.from(seed, 'hex')).update(clientSeed, 'utf8').digest());

/** The start of the UTC day of `now`: the daily cap counts from there. */
const dayStart = (now: number) => new Date(Math.floor(now / 86_400_000) * 86_400_000);

function refusal(check: Exclude<WagerCheck, { ok: true }>): AppError {
  if (check.reason === 'BAD_STAKE') return denErrors.badStake(check.min, check.max);
  if (check.reason === 'NOT_ENOUGH_CREDITS') return denErrors.notEnoughCredits();
  return denErrors.dailyCap(check.left);
}

export const wagerView = (w: WagerRow) => ({
  id: String(w.id),
  bet: w.bet,
  stake: w.stake,
  payout: w.payout,
  dice: w.dice,
  serverSeed: w.server_seed,
  seedHash: w.seed_hash,
  clientSeed: w.client_seed,
  at: w.created_at.getTime(),
});
export type WagerView = ReturnType<typeof wagerView>;

/** What the den shows: the next roll's seed hash, the stake limits and the day's room, recent wagers. */
export async function readDen(trx: Trx, profileId: string, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const level = b.state.buildings['command-center'] ?? 1;
  const seed = await seedOf(trx, profileId, freshSeed());
  return {
    seedHash: seedHash(seed),
    commandCenterLevel: level,
    credits: b.state.resources.credits,
    stakedToday: await stakedSince(trx, profileId, dayStart(now)),
    wagers: (await recentWagers(trx, profileId, 10)).map(wagerView),
  };
}

export async function placeWager(
  trx: Trx,
  profileId: string,
  input: { bet: Bet; stake: number; clientSeed: string; seedHash: string },
  now: number,
): Promise<WagerView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const seed = await seedForUpdate(trx, profileId, freshSeed());
  const hash = seedHash(seed);
  if (hash !== input.seedHash) throw denErrors.seedChanged();
  const credits = b.state.resources.credits;
  const check = checkWager(
    input.stake,
    credits,
    b.state.buildings['command-center'] ?? 1,
    await stakedSince(trx, profileId, dayStart(now)),
  );
  if (!check.ok) throw refusal(check);
  const dice = rollDice(seed, input.clientSeed);
  const payout = payoutOf(input.bet, input.stake, dice);
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: { ...b.state.resources, credits: credits - input.stake + payout },
  });
  const w = await insertWager(trx, {
    profile_id: profileId,
    bet: input.bet,
    stake: input.stake,
    payout,
    dice,
    server_seed: seed,
    seed_hash: hash,
    client_seed: input.clientSeed,
    created_at: new Date(now),
  });
  // the seed is spent: the next roll is committed to a new one
  await replaceSeed(trx, profileId, freshSeed());
  const view = wagerView(w);
  await fileReport(trx, { profileId, kind: 'trade', data: { trade: 'wager', ...view }, at: now });
  await recordMarketMove(trx, {
    base: b.row,
    kind: 'wager',
    paid: { resource: 'credits', amount: input.stake },
    got: { resource: 'credits', amount: payout },
    cause: `${input.bet} ${dice}`,
    at: now,
    details: { wager: view.id, stake: input.stake, payout },
  });
  await announceChange(trx, b.row);
  return view;
}
