import { expect, test } from 'vitest';
import { revertCorrection, revertNetEffect } from './revert.ts';

test('the net effect sums each key and keeps only units at home', () => {
  const net = revertNetEffect([
    { resources: { steel: 500, food: -20 }, units: { interceptor: 10, 'injured:interceptor': 3 } },
    { resources: { steel: 250 }, units: { interceptor: -4, 'guests:cruiser': 2 } },
    { resources: { food: 20 }, units: {} },
  ]);
  expect(net).toEqual({ resources: { steel: 750 }, units: { interceptor: 6 } });
});

test('a correction takes back what is there, never below zero, and reports the shortfall', () => {
  expect(revertCorrection({ steel: 1000, food: 50 }, { steel: 750 })).toEqual({
    applied: { steel: -750 },
    shortfall: {},
    after: { steel: 250, food: 50 },
  });
  // 900 gained by the exploit, 300 left: 300 taken back, 600 already spent
  expect(revertCorrection({ steel: 300 }, { steel: 900 })).toEqual({
    applied: { steel: -300 },
    shortfall: { steel: 600 },
    after: { steel: 0 },
  });
  // an entry that took something away is given back
  expect(revertCorrection({ food: 10 }, { food: -40 })).toEqual({
    applied: { food: 40 },
    shortfall: {},
    after: { food: 50 },
  });
});
