import { describe, expect, test } from 'vitest';
import { inactiveMs } from './days-inactive.ts';
import { inactivityMarker, inactivityStep, nextInactivityMoment, producesAt } from './inactivity.ts';

const D = 24 * 3_600_000;

describe('inactive commanders', () => {
  test('golden: the steps by days away, their markers and whether the base produces', () => {
    const table = [0, 6, 7, 27, 28, 34, 35, 48, 49].map((days) => {
      const step = inactivityStep(days * D);
      return { days, step, marker: inactivityMarker(step), produces: producesAt(step) };
    });
    expect(table).toEqual([
      { days: 0, step: 'active', marker: null, produces: true },
      { days: 6, step: 'active', marker: null, produces: true },
      { days: 7, step: 'inactive', marker: 'i', produces: true },
      { days: 27, step: 'inactive', marker: 'i', produces: true },
      { days: 28, step: 'long-inactive', marker: 'I', produces: true },
      { days: 34, step: 'long-inactive', marker: 'I', produces: true },
      { days: 35, step: 'ghost', marker: null, produces: false },
      { days: 48, step: 'ghost', marker: null, produces: false },
      { days: 49, step: 'removed', marker: null, produces: false },
    ]);
  });

  test('a warning comes two days before each step from the long-inactive mark on', () => {
    expect(nextInactivityMoment(0, 0)).toEqual({ kind: 'step', step: 'inactive', at: 7 * D });
    expect(nextInactivityMoment(0, 7 * D)).toEqual({ kind: 'warn', step: 'long-inactive', at: 26 * D });
    expect(nextInactivityMoment(0, 26 * D)).toEqual({ kind: 'step', step: 'long-inactive', at: 28 * D });
    expect(nextInactivityMoment(0, 28 * D)).toEqual({ kind: 'warn', step: 'ghost', at: 33 * D });
    expect(nextInactivityMoment(0, 47 * D)).toEqual({ kind: 'step', step: 'removed', at: 49 * D });
    expect(nextInactivityMoment(0, 49 * D)).toBeNull();
  });

  test('vacation does not count as time away', () => {
    expect(inactivityStep(inactiveMs({ lastSignInAt: 0, vacations: [{ from: D, to: 6 * D }] }, 10 * D))).toBe('active');
  });
});
