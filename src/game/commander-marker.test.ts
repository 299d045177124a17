import { expect, test } from 'vitest';
import { commanderMarker } from './commander-marker.ts';

const D = 24 * 3_600_000;

test('golden: the marker by days since the last sign-in, vacation cut out, vacation and ghost first', () => {
  const rows = [
    { days: 6, vacations: [], ghost: false },
    { days: 7, vacations: [], ghost: false },
    { days: 28, vacations: [], ghost: false },
    // 10 of the 30 days on vacation: 20 count
    { days: 30, vacations: [{ from: 5 * D, to: 15 * D }], ghost: false },
    // 3 of 9 days on vacation: 6 count
    { days: 9, vacations: [{ from: 2 * D, to: 5 * D }], ghost: false },
    { days: 40, vacations: [{ from: 39 * D, to: null }], ghost: false },
    { days: 36, vacations: [], ghost: true },
  ].map((r) => ({ days: r.days, marker: commanderMarker({ lastSignInAt: 0, now: r.days * D, ...r }) }));
  expect(rows).toEqual([
    { days: 6, marker: null },
    { days: 7, marker: 'i' },
    { days: 28, marker: 'I' },
    { days: 30, marker: 'i' },
    { days: 9, marker: null },
    { days: 40, marker: 'v' },
    { days: 36, marker: 'ghost' },
  ]);
});
