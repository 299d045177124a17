/**
 * The smuggler's dice: two six-sided dice, a wager for credits on low (2–6), seven or high (8–12).
 * Provably fair: before the roll the server shows the SHA-256 of a secret seed; the roll is read
 * from HMAC-SHA256(seed, clientSeed), the seed is revealed after it, and anyone can recompute the
 * dice from it (`diceFromDigest` here; the hashing itself is a library's, the same on both sides).
 * The house keeps 1/6 of all stakes in the long run on every bet (the expected return is 5/6).
 */

export const BETS = ['low', 'seven', 'high'] as const;
export type Bet = (typeof BETS)[number];

/** What a winning bet pays back, stake included (a stake of 100 on seven returns 500). */
export const PAYOUT: Record<Bet, number> = { low: 2, seven: 5, high: 2 };

/** Smallest stake in credits. */
export const MIN_STAKE = 10;
/** Largest stake per wager: 200 credits per command-center level. */
export const maxStake = (commandCenterLevel: number) => 200 * Math.max(1, Math.floor(commandCenterLevel));
/** All stakes of one day (UTC) together: twenty of the largest. */
export const dailyStakeCap = (commandCenterLevel: number) => 20 * maxStake(commandCenterLevel);

export type Dice = [number, number];

/** Reads one die (1–6) from four bytes: a 32-bit number scaled to six faces. */
const die = (d: Uint8Array, at: number) =>
  Math.floor(
    (((((d[at] ?? 0) << 24) >>> 0) + ((d[at + 1] ?? 0) << 16) + ((d[at + 2] ?? 0) << 8) + (d[at + 3] ?? 0)) / 2 ** 32) *
      6,
  ) + 1;

/** The two dice a digest shows: bytes 0–3 and 4–7. */
export function diceFromDigest(digest: Uint8Array): Dice {
  if (digest.length < 8) throw new Error('a digest of at least 8 bytes is needed');
  return [die(digest, 0), die(digest, 4)];
}

/** Does this bet win on these dice? */
export function wins(bet: Bet, dice: Dice): boolean {
  const sum = dice[0] + dice[1];
  return bet === 'seven' ? sum === 7 : bet === 'low' ? sum < 7 : sum > 7;
}

/** What the wager pays back: the stake times the bet's payout when it wins, else nothing. */
export const payoutOf = (bet: Bet, stake: number, dice: Dice) => (wins(bet, dice) ? stake * PAYOUT[bet] : 0);

export type WagerCheck =
  | { ok: true }
  | { ok: false; reason: 'BAD_STAKE'; min: number; max: number }
  | { ok: false; reason: 'NOT_ENOUGH_CREDITS' }
  | { ok: false; reason: 'DAILY_CAP'; left: number };

/** May this stake be wagered now? The same answer for the server (which decides) and the den's form. */
export function checkWager(
  stake: number,
  credits: number,
  commandCenterLevel: number,
  stakedToday: number,
): WagerCheck {
  const max = maxStake(commandCenterLevel);
  if (!Number.isInteger(stake) || stake < MIN_STAKE || stake > max)
    return { ok: false, reason: 'BAD_STAKE', min: MIN_STAKE, max };
  if (stake > credits) return { ok: false, reason: 'NOT_ENOUGH_CREDITS' };
  const left = Math.max(0, dailyStakeCap(commandCenterLevel) - stakedToday);
  if (stake > left) return { ok: false, reason: 'DAILY_CAP', left };
  return { ok: true };
}

/** Hex text of bytes, and back (seeds and digests travel as hex). */
export const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
}
