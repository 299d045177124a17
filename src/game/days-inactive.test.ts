/** The one count of "inactive" (days without a sign-in, vacation cut out) that markers, steps and protection share. */
import { describe, expect, test } from 'vitest';
import { daysInactive, INACTIVE_AFTER_DAYS, inactiveMs, isInactive, vacationMsBetween } from './days-inactive.ts';

const D = 24 * 3_600_000;
const at = (lastSignInAt: number, vacations: { from: number; to: number | null }[] = []) => ({
  lastSignInAt,
  vacations,
});

describe('days inactive', () => {
  test.each([
    // [last sign-in, vacations, now, days counted]
    ['just signed in', 0, [], 0, 0],
    ['a week, no vacation', 0, [], 7 * D, 7],
    ['a week and a half', 0, [], 10.5 * D, 10.5],
    ['10 days, 3 of them on vacation', 0, [{ from: 2 * D, to: 5 * D }], 10 * D, 7],
    ['a vacation that ended before the sign-in does not count', 0, [{ from: -9 * D, to: -2 * D }], 10 * D, 10],
    ['a vacation across the sign-in counts from it', 0, [{ from: -2 * D, to: 3 * D }], 10 * D, 7],
    ['a vacation holding now stops the count', 0, [{ from: 6 * D, to: null }], 20 * D, 6],
    ['a vacation that ends in the future counts up to now', 0, [{ from: 6 * D, to: 30 * D }], 20 * D, 6],
    [
      'two vacations',
      0,
      [
        { from: 1 * D, to: 3 * D },
        { from: 10 * D, to: 12 * D },
      ],
      20 * D,
      16,
    ],
    [
      'overlapping spans count once',
      0,
      [
        { from: 1 * D, to: 5 * D },
        { from: 3 * D, to: 6 * D },
      ],
      20 * D,
      15,
    ],
    ['a clock before the sign-in is 0, never negative', 10 * D, [], 5 * D, 0],
  ] as const)('%s', (_name, last, vacations, now, days) => {
    expect(daysInactive(at(last, [...vacations]), now)).toBe(days);
    expect(inactiveMs(at(last, [...vacations]), now)).toBe(days * D);
  });

  test('inactive from the 7th counted day on, to the millisecond; vacation days push it back', () => {
    expect(INACTIVE_AFTER_DAYS).toBe(7);
    expect(isInactive(at(0), 7 * D - 1)).toBe(false);
    expect(isInactive(at(0), 7 * D)).toBe(true);
    // 9 days away, 3 of them on vacation: 6 days count, still active (strength protection holds)
    expect(isInactive(at(0, [{ from: 1 * D, to: 4 * D }]), 9 * D)).toBe(false);
    expect(isInactive(at(0, [{ from: 1 * D, to: 4 * D }]), 10 * D)).toBe(true);
  });

  test('vacation time between two instants', () => {
    expect(vacationMsBetween([{ from: -5 * D, to: -1 * D }], 0, 10 * D)).toBe(0);
    expect(vacationMsBetween([{ from: -1 * D, to: 2 * D }], 0, 10 * D)).toBe(2 * D);
    expect(vacationMsBetween([{ from: 8 * D, to: null }], 0, 10 * D)).toBe(2 * D);
    expect(vacationMsBetween([], 0, 10 * D)).toBe(0);
  });
});
