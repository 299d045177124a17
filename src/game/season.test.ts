import { describe, expect, test } from 'vitest';
import {
  catchUpBoosts,
  catchUpBonus,
  catchUpInForce,
  seasonEnd,
  seasonPhase,
  seasonTimes,
  victoryFits,
  victoryHolder,
  withoutCatchUp,
} from './season.ts';

const D = 24 * 3_600_000;

describe('a season', () => {
  test('golden: the closing sequence of a 90-day world and of a 10-day one', () => {
    const phases = (length: number, days: number[]) => days.map((d) => [d, seasonPhase(0, length, d * D)]);
    expect(phases(90, [0, 75, 76, 82, 83, 89, 90])).toEqual([
      [0, 'open'],
      [75, 'open'],
      [76, 'registration-closed'],
      [82, 'registration-closed'],
      [83, 'final-week'],
      [89, 'final-week'],
      [90, 'ended'],
    ]);
    expect(phases(10, [0, 2, 3, 4, 10])).toEqual([
      [0, 'open'],
      [2, 'open'],
      [3, 'final-week'],
      [4, 'final-week'],
      [10, 'ended'],
    ]);
    expect(phases(20, [9, 10, 12, 13])).toEqual([
      [9, 'open'],
      [10, 'registration-closed'],
      [12, 'registration-closed'],
      [13, 'final-week'],
    ]);
    expect(seasonEnd(5, 2)).toBe(5 + 2 * D);
  });

  test('the victor holds the lead without a break for the days the condition asks', () => {
    expect(victoryHolder(['a', 'a', 'b', 'b', 'b'], 3)).toBe('b');
    expect(victoryHolder(['a', 'a', 'b', 'b', 'a'], 3)).toBeNull();
    expect(victoryHolder(['a', null, 'a', 'a'], 3)).toBeNull();
    expect(victoryHolder([], 1)).toBeNull();
  });

  test('golden: "hold it for N days after day M" counts only the days after day M', () => {
    // leaders[i] led at the end of day i + 1
    const leaders = ['a', 'a', 'a', 'b', 'b', 'a', 'a'];
    const table = [
      [0, 3],
      [0, 2],
      [2, 2],
      [3, 2],
      [5, 2],
      [5, 3],
      [6, 1],
      [7, 1],
    ].map(([after, hold]) => [after, hold, victoryHolder(leaders, hold as number, after)]);
    expect(table).toEqual([
      [0, 3, 'a'], // a held days 1 to 3: the race is decided then
      [0, 2, 'a'],
      [2, 2, 'b'], // from day 3: a, b, b, a, a — b holds 2 days first
      [3, 2, 'b'],
      [5, 2, 'a'], // days 6 and 7
      [5, 3, null],
      [6, 1, 'a'],
      [7, 1, null], // nothing after day 7 of a 7-day world
    ]);
    // a lead held only before day M is no victory
    expect(victoryHolder(['a', 'a', 'a', null], 2, 3)).toBeNull();
    expect(victoryHolder(['a', 'a', 'b', 'b'], 2)).toBe('a');
    expect(victoryHolder(['a', 'a', 'b', 'b'], 2, 1)).toBe('b');
  });

  test('golden: a victory condition fits its world when the hold after day M ends by the end', () => {
    const fits = [
      [10, 3, 0],
      [10, 3, 7],
      [10, 3, 8],
      [10, 10, 0],
      [10, 10, 1],
      [10, 1, -1],
      [10, 1, 2.5],
    ].map(([l, h, m]) => [l, h, m, victoryFits(l as number, h as number, m as number)]);
    expect(fits).toEqual([
      [10, 3, 0, true],
      [10, 3, 7, true],
      [10, 3, 8, false],
      [10, 10, 0, true],
      [10, 10, 1, false],
      [10, 1, -1, false],
      [10, 1, 2.5, false],
    ]);
  });

  test('golden: the late joiner catches up, the bonus fades and ends at their first attack', () => {
    const bonus = (worldDay: number, daysIn: number, extra: Partial<Parameters<typeof catchUpBonus>[0]> = {}) =>
      catchUpBonus({
        worldStartedAt: 0,
        joinedAt: worldDay * D,
        at: (worldDay + daysIn) * D,
        firstProfile: true,
        attackedPlayerAt: null,
        ...extra,
      });
    expect([bonus(0, 0), bonus(4, 0), bonus(10, 0), bonus(10, 7), bonus(10, 14), bonus(40, 0)]).toEqual([
      0, 0.2, 0.5, 0.25, 0, 1,
    ]);
    expect(bonus(10, 1, { firstProfile: false })).toBe(0);
    expect(bonus(10, 1, { attackedPlayerAt: 10 * D })).toBe(0);
    expect(bonus(10, 1, { attackedPlayerAt: 12 * D })).toBeGreaterThan(0);
  });
});

describe('the catch-up bonus as production boosts', () => {
  const ask = { worldStartedAt: 0, joinedAt: 7 * D + 3_600_000, firstProfile: true };
  test('golden: joining on day 7 gives +35 %, a fourteenth less each day, nothing after 14 days', () => {
    const boosts = catchUpBoosts(ask);
    expect(boosts).toHaveLength(42);
    const at = (d: number) => catchUpInForce(boosts, ask.joinedAt + d * D);
    expect(at(0)).toEqual({ bonus: 0.35, endsAt: ask.joinedAt + 14 * D });
    expect(at(7)?.bonus).toBe(0.175);
    expect(at(7)?.bonus).toBe(catchUpBonus({ ...ask, at: ask.joinedAt + 7 * D, attackedPlayerAt: null }));
    expect(at(13)?.bonus).toBe(0.025);
    expect(at(14)).toBeNull();
  });
  test('none for an account that already played, nor on the first day; an attack on a player ends it', () => {
    expect(catchUpBoosts({ ...ask, firstProfile: false })).toEqual([]);
    expect(catchUpBoosts({ ...ask, joinedAt: 3_600_000 })).toEqual([]);
    const item: { effect: string; amount: number; endsAt: number; source?: string } = {
      effect: 'food-output',
      amount: 0.25,
      endsAt: 9 * D,
    };
    const kept = withoutCatchUp([...catchUpBoosts(ask), item]);
    expect(kept).toEqual([{ effect: 'food-output', amount: 0.25, endsAt: 9 * D }]);
  });
  test('the closing sequence as instants: a 90-day world, and a 3-day one in its final week from the start', () => {
    expect(seasonTimes(0, 90)).toEqual({ registrationClosesAt: 76 * D, finalWeekAt: 83 * D, endsAt: 90 * D });
    expect(seasonTimes(0, 3)).toEqual({ registrationClosesAt: 1.5 * D, finalWeekAt: 0, endsAt: 3 * D });
  });
});
