import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HOUR_MS, type ResourceSnapshot, resourcesAt, settleResources } from './production.ts';
import { resources } from './resources.ts';

const snap = (over: Partial<ResourceSnapshot> = {}): ResourceSnapshot => ({
  amounts: resources({ food: 100, steel: 0 }),
  remainder: resources(),
  ratePerHour: resources({ food: 90, steel: 7, energy: -50 }),
  capacity: resources({ food: 1000, steel: 1000, energy: 1000, astromite: 1000, quantarite: 1000, credits: 1e15 }),
  settledAt: 0,
  ...over,
});

describe('resources over time', () => {
  test('an hour at 90/h gives 90, integers only', () => {
    expect(resourcesAt(snap(), HOUR_MS).food).toBe(190);
    expect(resourcesAt(snap(), HOUR_MS / 2).steel).toBe(3); // 3.5 → 3, the half carries forward
  });

  test('production stops at the cap and a negative rate stops at 0', () => {
    const r = resourcesAt(snap(), 100 * HOUR_MS);
    expect(r.food).toBe(1000);
    expect(r.energy).toBe(0);
  });

  test('an amount above the cap (plunder, a crate) is kept, not cut', () => {
    expect(resourcesAt(snap({ amounts: resources({ food: 1500 }) }), HOUR_MS).food).toBe(1500);
  });

  test('settling in many steps gives exactly what one step gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * HOUR_MS }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -500, max: 5000 }),
        (steps, rate) => {
          const start = snap({
            ratePerHour: resources({ food: rate, steel: rate, energy: rate }),
            capacity: resources({ food: 1e9, steel: 1e9, energy: 1e9 }),
            amounts: resources({ food: 1e6, steel: 0, energy: 5000 }),
          });
          let s = start;
          let t = 0;
          for (const dt of steps) {
            t += dt;
            const { amounts, remainder } = settleResources(s, t);
            s = { ...s, amounts, remainder, settledAt: t };
          }
          expect(s.amounts).toEqual(resourcesAt(start, t));
        },
      ),
    );
  });
});
