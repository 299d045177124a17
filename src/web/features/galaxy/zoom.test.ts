import { describe, expect, test } from 'vitest';
import { DEFAULT_ZOOM, radiusAt, WIDEST_READ, ZOOM_RADII, zoomStep } from './zoom.ts';

describe('the zoom levels of the galaxy map', () => {
  test('at least four levels, each showing more of the map than the one before, none reading more than the measured window', () => {
    expect(ZOOM_RADII.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < ZOOM_RADII.length; i++) expect(ZOOM_RADII[i]!).toBeGreaterThan(ZOOM_RADII[i - 1]!);
    // the map asks for one ring more than it shows
    expect(Math.max(...ZOOM_RADII) + 1).toBeLessThanOrEqual(WIDEST_READ);
    expect(radiusAt(DEFAULT_ZOOM)).toBe(7);
  });

  test('stepping in and out stops at the closest and the widest level', () => {
    expect(zoomStep(0, -1)).toBe(0);
    expect(zoomStep(DEFAULT_ZOOM, 1)).toBe(DEFAULT_ZOOM + 1);
    const widest = ZOOM_RADII.length - 1;
    expect(zoomStep(widest, 1)).toBe(widest);
    expect(radiusAt(99)).toBe(ZOOM_RADII[widest]);
    // walking out from the closest level visits every level once
    const seen = [0];
    for (let i = 0; i < 10; i++) seen.push(zoomStep(seen.at(-1)!, 1));
    expect(new Set(seen).size).toBe(ZOOM_RADII.length);
  });
});
