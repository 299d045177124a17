/**
 * Inactive commanders (decision 055). Days are counted in real time from the last sign-in: a
 * player's absence is the same on every world.
 *
 * - after 7 days: marked `i` (OGame's small i) on the map and in rankings, and strength protection
 *   no longer holds;
 * - after 28 days: marked `I`;
 * - after 35 days: the base becomes a ghost: it produces nothing and can be plundered down;
 * - after 49 days: the ghost is removed from the map.
 * A warning e-mail goes out 2 days before each step from `I` on. Signing in before removal brings
 * the base back as it stands (a ghost produces again from that moment).
 * On vacation the clock does not run: a commander away on vacation is not inactive. The days are
 * counted in one place, days-inactive.ts, for the markers, the timeline and strength protection.
 */

const DAY = 24 * 3_600_000;

export type InactivityStep = 'active' | 'inactive' | 'long-inactive' | 'ghost' | 'removed';

/** The steps in order, with the days without a sign-in that reach each. */
export const INACTIVITY_STEPS: readonly { step: InactivityStep; days: number; warnDaysBefore: number | null }[] = [
  { step: 'inactive', days: 7, warnDaysBefore: null },
  { step: 'long-inactive', days: 28, warnDaysBefore: 2 },
  { step: 'ghost', days: 35, warnDaysBefore: 2 },
  { step: 'removed', days: 49, warnDaysBefore: 2 },
];

/** Which step a commander is at after `away` ms without a sign-in. */
export function inactivityStep(away: number): InactivityStep {
  let at: InactivityStep = 'active';
  for (const s of INACTIVITY_STEPS) if (away >= s.days * DAY) at = s.step;
  return at;
}

/** The map's and the rankings' marker: `i`, `I`, or none (a ghost shows as a ghost, not a letter). */
export function inactivityMarker(step: InactivityStep): 'i' | 'I' | null {
  if (step === 'inactive') return 'i';
  if (step === 'long-inactive') return 'I';
  return null;
}

/** The next timed moment for a commander: a warning or a step, with when it falls. */
export function nextInactivityMoment(
  lastSignInAt: number,
  now: number,
): { kind: 'warn' | 'step'; step: InactivityStep; at: number } | null {
  const moments = INACTIVITY_STEPS.flatMap((s) => {
    const stepAt = lastSignInAt + s.days * DAY;
    const list: { kind: 'warn' | 'step'; step: InactivityStep; at: number }[] = [
      { kind: 'step', step: s.step, at: stepAt },
    ];
    if (s.warnDaysBefore !== null) list.unshift({ kind: 'warn', step: s.step, at: stepAt - s.warnDaysBefore * DAY });
    return list;
  });
  return moments.find((m) => m.at > now) ?? null;
}

/** A ghost produces nothing; every other step produces as usual. */
export const producesAt = (step: InactivityStep) => step !== 'ghost' && step !== 'removed';
