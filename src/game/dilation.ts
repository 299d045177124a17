/**
 * Time dilation (decision 056): when a world's timeline falls behind, its clock slows evenly
 * instead of jamming. Every pending due time of the world stretches away from "now" by the same
 * factor, so the order of events and their relative gaps hold and nobody is sniped by lag; when the
 * timeline keeps up again the clock speeds back up the same way.
 *
 * The controller looks once a minute at the world's lateness (p99 of the events applied in the
 * last minute, applied_at − due_at):
 * - above 1 s, the clock slows by a tenth (factor × 0.9), never below 50 %;
 * - under 250 ms, it speeds up by a tenth (factor / 0.9), never above 100 %;
 * - in between it holds (hysteresis: no flapping at the threshold).
 * Production is not dilated: it is lazy arithmetic that never lags; only timers (builds, research,
 * training, marches) are.
 */

export const DILATION_FLOOR = 0.5;
export const DILATION_SLOW_ABOVE_MS = 1000;
export const DILATION_RECOVER_BELOW_MS = 250;
export const DILATION_STEP = 0.9;

/** The factor for the next minute, from the current one and the last minute's lateness p99. */
export function nextDilation(current: number, lateP99Ms: number | null): number {
  const f = Math.min(1, Math.max(DILATION_FLOOR, current));
  if (lateP99Ms === null) return f < 1 ? Math.min(1, round(f / DILATION_STEP)) : 1; // nothing due: recover
  if (lateP99Ms > DILATION_SLOW_ABOVE_MS) return Math.max(DILATION_FLOOR, round(f * DILATION_STEP));
  if (lateP99Ms < DILATION_RECOVER_BELOW_MS) return Math.min(1, round(f / DILATION_STEP));
  return f;
}

const round = (f: number) => Math.round(f * 1000) / 1000;

/**
 * A pending due time when the factor changes from `from` to `to` at `at`: what was `due − at` of
 * real time away at the old speed is `(due − at) × from / to` at the new one. Times already past
 * stay where they are (they are due now, in order).
 */
export function stretchDue(due: number, at: number, from: number, to: number): number {
  if (due <= at || from === to) return due;
  return at + Math.round(((due - at) * from) / to);
}

/** A duration the server is about to schedule (a build, a march) in real time at factor `f`. */
export const dilatedDuration = (ms: number, f: number) => Math.round(ms / Math.min(1, Math.max(DILATION_FLOOR, f)));
