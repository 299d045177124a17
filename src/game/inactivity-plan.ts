/**
 * The inactivity timeline's moments in order (decisions 055 and 068): a warning 2 days before the
 * `I` marker, the ghost and the removal, and the two steps. A step is taken only when its warning
 * went out 2 days before at least (warned first, even when the days ran out meanwhile, say after a
 * stop of the server); a warning whose step is already reached without one to gate is dropped.
 */
const DAY = 24 * 3_600_000;

export type InactivityMoment = 'warn-long-inactive' | 'warn-ghost' | 'ghost' | 'warn-removed' | 'removed';

export const INACTIVITY_MOMENTS: readonly {
  moment: InactivityMoment;
  /** counted days away that reach it */
  days: number;
  /** for a step: the warning that must have gone out 2 days before */
  warnedBy?: InactivityMoment;
  /** for a warning of a marker only: it is dropped once away this long */
  dropAfterDays?: number;
}[] = [
  { moment: 'warn-long-inactive', days: 26, dropAfterDays: 28 },
  { moment: 'warn-ghost', days: 33 },
  { moment: 'ghost', days: 35, warnedBy: 'warn-ghost' },
  { moment: 'warn-removed', days: 47 },
  { moment: 'removed', days: 49, warnedBy: 'warn-removed' },
];

export const WARNING_LEAD_MS = 2 * DAY;

export type InactivityAction =
  | { kind: 'take'; moment: InactivityMoment }
  | { kind: 'drop'; moment: InactivityMoment }
  /** nothing now: look again after `ms` (of real time; vacation may stretch it) */
  | { kind: 'wait'; ms: number }
  | { kind: 'done' };

/**
 * What to do at `now` with `away` ms counted since the last sign-in and the moments already taken
 * (with when) since it.
 */
export function nextInactivityAction(away: number, now: number, taken: ReadonlyMap<string, number>): InactivityAction {
  for (const m of INACTIVITY_MOMENTS) {
    if (taken.has(m.moment)) continue;
    if (m.dropAfterDays !== undefined && away >= m.dropAfterDays * DAY) return { kind: 'drop', moment: m.moment };
    if (away < m.days * DAY) return { kind: 'wait', ms: m.days * DAY - away };
    if (m.warnedBy) {
      const warnedAt = taken.get(m.warnedBy);
      if (warnedAt === undefined) return { kind: 'take', moment: m.warnedBy };
      if (now < warnedAt + WARNING_LEAD_MS) return { kind: 'wait', ms: warnedAt + WARNING_LEAD_MS - now };
    }
    return { kind: 'take', moment: m.moment };
  }
  return { kind: 'done' };
}
