import { describe, expect, test } from 'vitest';
import { plainStats } from './combat.ts';
import { pirateFleet } from './marches.ts';
import { previewBattle } from './preview.ts';

describe('the battle preview', () => {
  test('a big fleet against a small crew: a sure win with few losses; a small one against a big crew: a sure loss with everything lost', () => {
    const strong = previewBattle({ interceptor: 300, cruiser: 50 }, plainStats(), pirateFleet(2));
    expect(strong.winChance).toBe(1);
    expect(strong.expectedLosses.interceptor ?? 0).toBeLessThan(30);
    const weak = previewBattle({ interceptor: 5 }, plainStats(), pirateFleet(8));
    expect(weak.winChance).toBe(0);
    expect(weak.expectedLosses).toEqual({ interceptor: 5 });
  });

  test('the same answer every time (fixed seeds): the dialog does not flicker', () => {
    expect(previewBattle({ interceptor: 20 }, plainStats(), pirateFleet(3))).toEqual(
      previewBattle({ interceptor: 20 }, plainStats(), pirateFleet(3)),
    );
  });
});
