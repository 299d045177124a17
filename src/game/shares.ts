/**
 * Whole counts and fair shares of them: cleaning a count from any input, adding unit counts, and
 * splitting an amount by weights with largest remainders (losses over the owners of a group in
 * combat.ts, plunder over a rally's members in plunder.ts).
 */
import { UNIT_IDS, type UnitCounts } from './units.ts';

/** A whole, non-negative, safe count from any input (NaN, negatives, fractions and absurd sizes are cleaned up). */
export const whole = (n: number | undefined) =>
  n !== undefined && Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER) : 0;

/** Unit counts added up, type by type. */
export const sumCounts = (list: readonly UnitCounts[]): UnitCounts => {
  const out: UnitCounts = {};
  for (const c of list) for (const id of UNIT_IDS) if (c[id] !== undefined) out[id] = (out[id] ?? 0) + (c[id] ?? 0);
  return out;
};

/**
 * Splits `amount` (whole, 0 ≤ amount ≤ the weights' sum is the usual case) in proportion to whole
 * `weights` by largest remainders (Hamilton's method): each share is ⌊amount × w / Σw⌋, and the
 * units left go one each to the largest remainders, ties to the lower index. Exact (BigInt), so the
 * shares always add up to `amount`; when amount ≤ Σw no share exceeds its weight. Nothing to split
 * by (Σw = 0) gives zeros.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const w = weights.map((x) => BigInt(whole(x)));
  const sum = w.reduce((a, b) => a + b, 0n);
  const total = BigInt(whole(amount));
  if (sum === 0n) return weights.map(() => 0);
  const shares = w.map((x) => (total * x) / sum);
  const order = w
    .map((x, i) => ({ i, r: (total * x) % sum }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (const { i } of order) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}
