/**
 * Vacation mode: a commander who must be away for days freezes their base instead of losing it.
 *
 * The rule (decision 055) is "time stops for the base": while vacation holds, nothing lands on the
 * base and its owner gives no orders; production, upkeep, healing and every queue stand still, and
 * when vacation ends each queue item resumes with the time it had left. Nothing is gained (a
 * frozen mine yields nothing) and nothing is lost (a half-built level is not forfeited). Item
 * timers (shields, boosts) run on in real time: they were bought for hours of the calendar.
 *
 * Vacation is measured in real time, not world time: a player's week away is a week on any world.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Vacation holds at least this long before it can be ended (OGame: 48 hours). */
export const VACATION_MIN_MS = 48 * HOUR;
/** The longest a world lets vacation hold unless its admin sets another limit. */
export const VACATION_DEFAULT_MAX_DAYS = 30;
/** After vacation ends, this long before the next can begin. */
export const VACATION_COOLDOWN_MS = 7 * DAY;

/** What keeps a commander from going on vacation: things of theirs out in the world, or a threat. */
export type VacationBlocker =
  | 'FLEETS_AWAY' // a march of theirs is out (gathering, raiding, scouting, a convoy, a portal trip)
  | 'REINFORCING' // their units stand in another commander's base
  | 'IN_RALLY' // they lead or joined a rally that has not come home
  | 'INCOMING_ATTACK' // a hostile march is on its way to them: vacation is no way out of a fight
  | 'OCCUPYING' // their units hold an object on the map
  | 'COOLDOWN' // the last vacation ended less than 7 days ago
  | 'ALREADY_ON';

/** What the server knows of a commander when they ask for vacation. */
export type VacationAsk = {
  now: number;
  marchesOut: number;
  reinforcementsAbroad: number;
  ralliesJoined: number;
  incomingHostile: number;
  objectsHeld: number;
  /** When their last vacation ended, if ever. */
  lastEndedAt: number | null;
  /** When the vacation in force (if any) began. */
  activeSince: number | null;
};

export type VacationCheck = { ok: true } | { ok: false; reason: VacationBlocker; until?: number };

/** May vacation begin now? The first blocker found, in the order a player would fix them. */
export function checkVacationStart(ask: VacationAsk): VacationCheck {
  if (ask.activeSince !== null) return { ok: false, reason: 'ALREADY_ON' };
  if (ask.lastEndedAt !== null && ask.now - ask.lastEndedAt < VACATION_COOLDOWN_MS)
    return { ok: false, reason: 'COOLDOWN', until: ask.lastEndedAt + VACATION_COOLDOWN_MS };
  if (ask.incomingHostile > 0) return { ok: false, reason: 'INCOMING_ATTACK' };
  if (ask.marchesOut > 0) return { ok: false, reason: 'FLEETS_AWAY' };
  if (ask.ralliesJoined > 0) return { ok: false, reason: 'IN_RALLY' };
  if (ask.reinforcementsAbroad > 0) return { ok: false, reason: 'REINFORCING' };
  if (ask.objectsHeld > 0) return { ok: false, reason: 'OCCUPYING' };
  return { ok: true };
}

export type VacationEndCheck = { ok: true } | { ok: false; reason: 'NOT_ON' | 'TOO_SOON'; until?: number };

/** May the commander end vacation now? Only after the 48-hour minimum. */
export function checkVacationEnd(activeSince: number | null, now: number): VacationEndCheck {
  if (activeSince === null) return { ok: false, reason: 'NOT_ON' };
  const earliest = activeSince + VACATION_MIN_MS;
  return now < earliest ? { ok: false, reason: 'TOO_SOON', until: earliest } : { ok: true };
}

/** When vacation ends by itself: the world's limit after it began. */
export const vacationForcedEnd = (activeSince: number, maxDays = VACATION_DEFAULT_MAX_DAYS) =>
  activeSince + Math.max(2, maxDays) * DAY;

/** Is the base frozen at `at`? From the moment vacation began until the moment it ended. */
export const onVacation = (v: { since: number | null; endedAt?: number | null }, at: number) =>
  v.since !== null && at >= v.since && (v.endedAt == null || at < v.endedAt);

/**
 * A queue item's end after a vacation: the time it had left at the start of vacation, counted
 * again from the end. An item that would have ended during vacation ends that much later.
 */
export function resumeAfterVacation(itemEndsAt: number, since: number, endedAt: number): number {
  if (itemEndsAt <= since) return itemEndsAt;
  return itemEndsAt + (endedAt - since);
}

/**
 * How long of [from, to) a base produced: the part outside its vacation. Production settles
 * lazily over intervals; a vacation inside one is cut out of it.
 */
export function activeSpan(from: number, to: number, v: { since: number | null; endedAt?: number | null }) {
  if (to <= from || v.since === null) return Math.max(0, to - from);
  const end = v.endedAt ?? Number.POSITIVE_INFINITY;
  const overlap = Math.max(0, Math.min(to, end) - Math.max(from, v.since));
  return to - from - overlap;
}
