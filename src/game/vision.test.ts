import { describe, expect, test } from 'vitest';
import { fleetPosition, inVision, visionBox, visionRadius } from './vision.ts';

describe('passive map vision (the galactic observatory)', () => {
  test('golden table: no vision without an observatory, then as far as its radars, 4 cells more each level', () => {
    const table = [0, 1, 2, 3, 5, 10, 15, 20, 25].map((level) => [level, visionRadius(level)]);
    expect(table).toEqual([
      [0, 0],
      [1, 12],
      [2, 16],
      [3, 20],
      [5, 28],
      [10, 48],
      [15, 68],
      [20, 88],
      [25, 108],
    ]);
    // every level widens it
    for (let l = 1; l <= 25; l++) expect(visionRadius(l) - visionRadius(l - 1)).toBeGreaterThanOrEqual(4);
    expect(visionRadius(-3)).toBe(0);
  });

  test('a spot is seen within the radius each way (a square), not one cell beyond', () => {
    const watches = [{ x: 50, y: 50, radius: 12 }];
    expect(inVision({ x: 62, y: 38 }, watches)).toBe(true);
    expect(inVision({ x: 63, y: 50 }, watches)).toBe(false);
    expect(inVision({ x: 50, y: 37.5 }, watches)).toBe(false);
    expect(inVision({ x: 62, y: 62 }, [{ x: 50, y: 50, radius: 0 }])).toBe(false);
    // either of two bases
    expect(inVision({ x: 100, y: 100 }, [...watches, { x: 90, y: 90, radius: 12 }])).toBe(true);
  });

  test('a fleet stands along its course by the time flown; the query box covers every watch', () => {
    const f = { from: { x: 0, y: 0 }, to: { x: 10, y: 20 }, start: 1_000, end: 3_000 };
    expect(fleetPosition(f, 500)).toEqual({ x: 0, y: 0 });
    expect(fleetPosition(f, 2_000)).toEqual({ x: 5, y: 10 });
    expect(fleetPosition(f, 9_000)).toEqual({ x: 10, y: 20 });
    expect(visionBox([])).toBeNull();
    expect(visionBox([{ x: 5, y: 5, radius: 0 }])).toBeNull();
    expect(
      visionBox([
        { x: 50, y: 50, radius: 12 },
        { x: 90, y: 20, radius: 16 },
      ]),
    ).toEqual({ from: { x: 38, y: 4 }, to: { x: 106, y: 62 } });
  });
});
