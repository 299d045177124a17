/**
 * A world's season (decision 055): a length and a victory condition chosen when the world is
 * created, a closing sequence everyone sees, and a bonus that lets late joiners catch up.
 *
 * Closing sequence, counted back from the end:
 * - registration closes 14 days before the end (no new profiles on the world);
 * - the final week begins 7 days before the end (shown on every screen's countdown);
 * - at the end the world closes: no more orders, the final rankings go to the hall of fame.
 * Days are calendar days: a season is booked by its players in real time.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type VictoryCondition =
  | { kind: 'top-alliance-influence'; holdDays: number; afterDay: number }
  | { kind: 'vault-ranking'; holdDays: number; afterDay: number };

export const REGISTRATION_CLOSES_DAYS_BEFORE = 14;
export const FINAL_WEEK_DAYS = 7;

export type SeasonPhase = 'open' | 'registration-closed' | 'final-week' | 'ended';

/** The world's end: its start plus its length in days. */
export const seasonEnd = (startsAt: number, lengthDays: number) => startsAt + lengthDays * DAY;

/** Where in its closing sequence a world of this start and length stands at `at`. */
export function seasonPhase(startsAt: number, lengthDays: number, at: number): SeasonPhase {
  const end = seasonEnd(startsAt, lengthDays);
  if (at >= end) return 'ended';
  if (at >= end - FINAL_WEEK_DAYS * DAY) return 'final-week';
  // a world shorter than the sequence closes registration at its half
  const closes = Math.max(startsAt + (lengthDays * DAY) / 2, end - REGISTRATION_CLOSES_DAYS_BEFORE * DAY);
  if (at >= closes) return 'registration-closed';
  return 'open';
}

/**
 * Who won the victory race: the first candidate to lead without a break for `holdDays` days, counting
 * only the days after day `afterDay` ("hold it for N days after day M": the race opens after day M,
 * and a lead held before then is no hold). The race is decided then: a later lead takes nothing away.
 * `leaders` is the daily leader by the condition's ranking, oldest first: `leaders[i]` led at the
 * end of day i + 1 (the last is the world's end). Null: nobody held it long enough.
 */
export function victoryHolder(leaders: readonly (string | null)[], holdDays: number, afterDay = 0): string | null {
  let run = 0;
  let who: string | null = null;
  for (const l of leaders.slice(Math.max(0, afterDay))) {
    if (l !== null && l === who) run++;
    else {
      who = l;
      run = l === null ? 0 : 1;
    }
    if (who !== null && run >= holdDays) return who;
  }
  return null;
}

/** The latest day after which a hold of `holdDays` still fits in a world of `lengthDays` (−1: none fits). */
export const latestVictoryStart = (lengthDays: number, holdDays: number) => lengthDays - holdDays;

/** Whether a victory condition fits its world: the hold, counted after day `afterDay`, ends by the end. */
export const victoryFits = (lengthDays: number, holdDays: number, afterDay: number) =>
  Number.isInteger(afterDay) && afterDay >= 0 && afterDay <= latestVictoryStart(lengthDays, holdDays);

/** The late joiner's production bonus, at most this much. */
export const CATCH_UP_MAX = 1;
/** The bonus a joiner starts with grows by this for each day the world had run before they came. */
export const CATCH_UP_PER_WORLD_DAY = 0.05;
/** …and fades to nothing over this many days after they joined. */
export const CATCH_UP_FADE_DAYS = 14;

export type CatchUpAsk = {
  worldStartedAt: number;
  joinedAt: number;
  at: number;
  /** Only a new account earns it: its first profile on any world. */
  firstProfile: boolean;
  /** It ends for good at the commander's first attack on a player. */
  attackedPlayerAt: number | null;
};

/** The production bonus in force (0.5 = +50 %): grows with the world's age at joining, then fades. */
export function catchUpBonus(ask: CatchUpAsk): number {
  if (!ask.firstProfile) return 0;
  if (ask.attackedPlayerAt !== null && ask.attackedPlayerAt <= ask.at) return 0;
  const worldDays = Math.max(0, ask.joinedAt - ask.worldStartedAt) / DAY;
  const start = Math.min(CATCH_UP_MAX, Math.floor(worldDays) * CATCH_UP_PER_WORLD_DAY);
  const since = Math.max(0, ask.at - ask.joinedAt) / DAY;
  const left = Math.max(0, 1 - since / CATCH_UP_FADE_DAYS);
  return Math.round(start * left * 1000) / 1000;
}

/** The instants of a world's closing sequence (epoch ms), counted from its start and length. */
export interface SeasonTimes {
  registrationClosesAt: number;
  finalWeekAt: number;
  endsAt: number;
}

export function seasonTimes(startsAt: number, lengthDays: number): SeasonTimes {
  const endsAt = seasonEnd(startsAt, lengthDays);
  return {
    registrationClosesAt: Math.max(startsAt + (lengthDays * DAY) / 2, endsAt - REGISTRATION_CLOSES_DAYS_BEFORE * DAY),
    // a world shorter than a week is in its final week from the start
    finalWeekAt: Math.max(startsAt, endsAt - FINAL_WEEK_DAYS * DAY),
    endsAt,
  };
}

/** What a catch-up boost is called among a base's boosts (it is no item). */
export const CATCH_UP_SOURCE = 'catch-up';
const OUTPUTS = ['food-output', 'steel-output', 'energy-output'] as const;

/**
 * The bonus as production boosts, through the one modifier system: one slice per day of the fade,
 * each `start / 14` of every output and each ending a day after the last, so the sum in force is
 * the bonus at the start of each day (`catchUpBonus` at whole days). Empty when none is earned.
 */
export function catchUpBoosts(ask: Omit<CatchUpAsk, 'at' | 'attackedPlayerAt'>) {
  const start = catchUpBonus({ ...ask, at: ask.joinedAt, attackedPlayerAt: null });
  if (start <= 0) return [];
  const slice = Math.round((start / CATCH_UP_FADE_DAYS) * 1e6) / 1e6;
  return Array.from({ length: CATCH_UP_FADE_DAYS }, (_, d) =>
    OUTPUTS.map((effect) => ({
      effect,
      amount: slice,
      endsAt: ask.joinedAt + (d + 1) * DAY,
      source: CATCH_UP_SOURCE,
    })),
  ).flat();
}

/** The catch-up bonus in force among a base's boosts, and when it is gone (null: none). */
export function catchUpInForce(
  boosts: readonly { effect: string; amount: number; endsAt: number; source?: string }[],
  at: number,
): { bonus: number; endsAt: number } | null {
  const live = boosts.filter((b) => b.source === CATCH_UP_SOURCE && b.effect === OUTPUTS[0] && b.endsAt > at);
  if (live.length === 0) return null;
  const bonus = Math.round(live.reduce((n, b) => n + b.amount, 0) * 1000) / 1000;
  return { bonus, endsAt: Math.max(...live.map((b) => b.endsAt)) };
}

/** The boosts left when the commander first attacks a player: the catch-up bonus ends for good. */
export const withoutCatchUp = <B extends { source?: string }>(boosts: readonly B[]): B[] =>
  boosts.filter((b) => b.source !== CATCH_UP_SOURCE);
