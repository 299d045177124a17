import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DILATION_FLOOR, dilatedDuration, nextDilation, stretchDue } from './dilation.ts';

describe('time dilation', () => {
  test('golden: the controller minute by minute through a jam and its recovery', () => {
    const lateness = [100, 1500, 3000, 5000, 8000, 9000, 9000, 9000, 600, 600, 200, 100, null, 100];
    const factors: number[] = [];
    let f = 1;
    for (const l of lateness) factors.push((f = nextDilation(f, l)));
    expect(factors).toEqual([1, 0.9, 0.81, 0.729, 0.656, 0.59, 0.531, 0.5, 0.5, 0.5, 0.556, 0.618, 0.687, 0.763]);
  });

  test('stretching keeps the order of events and scales their gaps by the same factor', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 2, maxLength: 30 }),
        fc.constantFrom(1, 0.9, 0.81, 0.5),
        fc.constantFrom(1, 0.9, 0.81, 0.5),
        (dues, from, to) => {
          const at = 1_000_000;
          const sorted = [...dues].sort((a, b) => a - b);
          const stretched = sorted.map((d) => stretchDue(d, at, from, to));
          for (let i = 1; i < stretched.length; i++)
            expect(stretched[i] as number).toBeGreaterThanOrEqual(stretched[i - 1] as number);
          for (const [i, d] of sorted.entries())
            if (d > at)
              expect(Math.abs((stretched[i] as number) - at - ((d - at) * from) / to)).toBeLessThanOrEqual(0.5);
            else expect(stretched[i]).toBe(d);
        },
      ),
    );
  });

  test('slowing then recovering returns a due time to where it was', () => {
    const slowed = stretchDue(600_000, 0, 1, 0.5);
    expect(slowed).toBe(1_200_000);
    expect(stretchDue(slowed, 0, 0.5, 1)).toBe(600_000);
    expect(dilatedDuration(60_000, 0.5)).toBe(120_000);
    expect(dilatedDuration(60_000, 0.1)).toBe(60_000 / DILATION_FLOOR);
  });
});
