/**
 * The marker beside a commander's name on the map, in the rankings and on their public page
 * (decision 068): `v` on vacation, `i` / `I` inactive (decision 055's days), `ghost` for a base
 * its commander left long enough ago that it produces nothing. Computed on the server from the
 * rules of inactivity.ts, the same for every reader.
 */
import { awayMs, inactivityMarker, inactivityStep } from './inactivity.ts';

export type CommanderMarker = 'v' | 'i' | 'I' | 'ghost';
export const COMMANDER_MARKERS = ['v', 'i', 'I', 'ghost'] as const satisfies readonly CommanderMarker[];

/** A vacation's span, epoch ms; `to` null while it holds. */
export interface VacationSpan {
  from: number;
  to: number | null;
}

/** Milliseconds of vacation between `since` and `now` (the time away that does not count). */
export function vacationMsBetween(spans: readonly VacationSpan[], since: number, now: number): number {
  let ms = 0;
  for (const s of spans) {
    const a = Math.max(s.from, since);
    const b = Math.min(s.to ?? now, now);
    if (b > a) ms += b - a;
  }
  return ms;
}

/** Real time away that counts at `now`: since the last sign-in, vacation cut out. */
export const countedAwayMs = (lastSignInAt: number, now: number, vacations: readonly VacationSpan[]) =>
  awayMs(lastSignInAt, now, vacationMsBetween(vacations, lastSignInAt, now));

export function commanderMarker(c: {
  lastSignInAt: number;
  now: number;
  vacations: readonly VacationSpan[];
  /** the ghost step was applied to the base (the timeline's, not the reader's clock) */
  ghost: boolean;
}): CommanderMarker | null {
  if (c.vacations.some((v) => v.to === null && v.from <= c.now)) return 'v';
  if (c.ghost) return 'ghost';
  return inactivityMarker(inactivityStep(countedAwayMs(c.lastSignInAt, c.now, c.vacations)));
}
