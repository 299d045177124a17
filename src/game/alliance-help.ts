/**
 * Alliance help (decision 071): a member asks their alliance for help on a running queue item
 * (construction, research, training, healing); each ally's tap cuts the time left by 1 % of the
 * item's whole duration, at least 60 seconds (divided by the world's speed), at most HELP_CAP taps
 * per item and exactly one per helper. An item never ends before the tap that finishes it.
 */

/** Most helps one queue item can receive. */
export const HELP_CAP = 10;
/** Share of the item's whole duration one help cuts. */
export const HELP_SHARE = 0.01;
/** The least one help cuts, before the world's speed. */
export const HELP_MIN_MS = 60_000;

/** What one help cuts from an item that lasts `durationMs` in a world of speed `speed`. */
export function helpCutMs(durationMs: number, speed: number): number {
  return Math.max(Math.round(durationMs * HELP_SHARE), Math.round(HELP_MIN_MS / Math.max(speed, 1e-9)));
}

/** The item's new end after one help at `now` (never before `now`). */
export const helpedDue = (dueAt: number, cutMs: number, now: number) => Math.max(now, dueAt - cutMs);

export type HelpRefusal = 'OWN_ITEM' | 'ALREADY_HELPED' | 'CAP_REACHED' | 'NOT_ALLY' | 'DONE';
export type HelpCheck = { ok: true } | { ok: false; reason: HelpRefusal };

export interface HelpAttempt {
  helperId: string;
  askerId: string;
  /** are both in the alliance the request was made in */
  sameAlliance: boolean;
  /** helpers so far */
  helpers: readonly string[];
  /** the item still runs */
  running: boolean;
}

/** May `helperId` help this request now? */
export function checkHelp(a: HelpAttempt): HelpCheck {
  if (a.helperId === a.askerId) return { ok: false, reason: 'OWN_ITEM' };
  if (!a.sameAlliance) return { ok: false, reason: 'NOT_ALLY' };
  if (!a.running) return { ok: false, reason: 'DONE' };
  if (a.helpers.includes(a.helperId)) return { ok: false, reason: 'ALREADY_HELPED' };
  if (a.helpers.length >= HELP_CAP) return { ok: false, reason: 'CAP_REACHED' };
  return { ok: true };
}
