/**
 * The marker beside a commander's name on the map, in the rankings and on their public page
 * (decision 068): `v` on vacation, `i` / `I` inactive (decision 055's days, counted by days-inactive.ts), `ghost` for a base
 * its commander left long enough ago that it produces nothing. Computed on the server from the
 * rules of inactivity.ts, the same for every reader.
 */
import { inactiveMs, type VacationSpan } from './days-inactive.ts';
import { inactivityMarker, inactivityStep } from './inactivity.ts';

export type CommanderMarker = 'v' | 'i' | 'I' | 'ghost';
export const COMMANDER_MARKERS = ['v', 'i', 'I', 'ghost'] as const satisfies readonly CommanderMarker[];

export function commanderMarker(c: {
  lastSignInAt: number;
  now: number;
  vacations: readonly VacationSpan[];
  /** the ghost step was applied to the base (the timeline's, not the reader's clock) */
  ghost: boolean;
}): CommanderMarker | null {
  if (c.vacations.some((v) => v.to === null && v.from <= c.now)) return 'v';
  if (c.ghost) return 'ghost';
  return inactivityMarker(inactivityStep(inactiveMs(c, c.now)));
}
