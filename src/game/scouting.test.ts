import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import { checkScout, roughCount, scoutDepth, scoutFindings, scoutTravelMs } from './scouting.ts';

const spy = { ...newBase(0), buildings: { ...newBase(0).buildings, 'intelligence-agency': 1 } };

describe('scouting', () => {
  test('needs an intelligence agency; one scout at a time; never one’s own spot', () => {
    expect(checkScout(newBase(0), { x: 1, y: 1 }, { x: 4, y: 5 }, 0)).toEqual({ ok: false, reason: 'NO_AGENCY' });
    expect(checkScout(spy, { x: 1, y: 1 }, { x: 1, y: 1 }, 0)).toEqual({ ok: false, reason: 'BAD_TARGET' });
    expect(checkScout(spy, { x: 1, y: 1 }, { x: 4, y: 5 }, 1)).toEqual({ ok: false, reason: 'ALREADY_SCOUTING' });
    expect(checkScout(spy, { x: 1, y: 1 }, { x: 4, y: 5 }, 0)).toEqual({ ok: true, travelMs: 75_000 }); // 5 cells at 240/h
    expect(scoutTravelMs({ x: 1, y: 1 }, { x: 4, y: 5 }, 5)).toBe(15_000);
  });

  test('the higher one’s agency stands over the target’s, the more the report shows', () => {
    expect(scoutDepth(0, 1)).toBe('resources');
    expect(scoutDepth(1, 1)).toBe('units');
    expect(scoutDepth(3, 1)).toBe('units');
    expect(scoutDepth(5, 1)).toBe('buildings');
    const target = { ...newBase(0), units: { ranger: 12, guardian: 3, phantom: 1456 } };
    const theirs = { ...target, buildings: { ...target.buildings, 'intelligence-agency': 2 } };
    expect(scoutFindings(theirs, 1)).toEqual({ depth: 'resources', lead: -1, resources: target.resources });
    // level with theirs or one above: the garrison, rounded
    expect(scoutFindings(target, 1)).toMatchObject({
      depth: 'units',
      precision: 'rounded',
      units: { ranger: 10, guardian: 10, phantom: 1500 },
    });
    // two above: exact
    expect(scoutFindings(target, 2)).toMatchObject({
      depth: 'units',
      precision: 'exact',
      units: { ranger: 12, guardian: 3, phantom: 1456 },
    });
    expect(scoutFindings(target, 4)).toMatchObject({ depth: 'buildings', buildings: { 'command-center': 2 } });
  });

  test('a rounded count: to the nearest 10 (a handful reads 10), to the nearest 100 from a thousand; none is none', () => {
    expect([0, 1, 4, 5, 14, 15, 75, 999, 1000, 1049, 1050].map(roughCount)).toEqual([
      0, 10, 10, 10, 10, 20, 80, 1000, 1000, 1000, 1100,
    ]);
  });
});
