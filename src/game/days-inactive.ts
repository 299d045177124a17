/**
 * The one notion of "inactive" (decisions 055, 067, 068): real time since the last sign-in, with
 * vacation time cut out (a commander away on vacation is not inactive). The markers (`i`, `I`), the
 * inactivity timeline (warnings, ghost, removal) and strength protection all count it here.
 */
const DAY = 24 * 3_600_000;

/** Days without a sign-in after which a commander is inactive: marker `i`, no strength protection. */
export const INACTIVE_AFTER_DAYS = 7;

/** A vacation's span, epoch ms; `to` null while it holds. */
export interface VacationSpan {
  from: number;
  to: number | null;
}

/** What the count reads of a commander: the last sign-in (never: the profile's creation) and their vacations. */
export interface Absence {
  lastSignInAt: number;
  vacations: readonly VacationSpan[];
}

/** Milliseconds of vacation between `since` and `now`; spans that overlap count once. */
export function vacationMsBetween(spans: readonly VacationSpan[], since: number, now: number): number {
  const cut = spans
    .map((s) => ({ a: Math.max(s.from, since), b: Math.min(s.to ?? now, now) }))
    .filter((s) => s.b > s.a)
    .sort((p, q) => p.a - q.a);
  let ms = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const s of cut) {
    const a = Math.max(s.a, reached);
    if (s.b > a) ms += s.b - a;
    reached = Math.max(reached, s.b);
  }
  return ms;
}

/** Time without a sign-in that counts at `now`, in ms (the timeline's moments fall on it exactly). */
export function inactiveMs(a: Absence, now: number): number {
  return Math.max(0, now - a.lastSignInAt - vacationMsBetween(a.vacations, a.lastSignInAt, now));
}

/** Days without a sign-in that count at `now` (fractional): vacation days are not counted. */
export const daysInactive = (a: Absence, now: number): number => inactiveMs(a, now) / DAY;

/** Inactive at `now`: 7 counted days or more without a sign-in. */
export const isInactive = (a: Absence, now: number): boolean => inactiveMs(a, now) >= INACTIVE_AFTER_DAYS * DAY;
