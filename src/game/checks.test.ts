import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import { checkResearch, checkUpgrade } from './checks.ts';

const T0 = 0;

describe('may this start?', () => {
  test('a starting base can upgrade its farm', () => {
    const r = checkUpgrade(newBase(T0), [], 'hydroponic-farm');
    expect(r).toMatchObject({ ok: true, level: 2 });
  });

  test('one building queue by default: a second upgrade finds the queue full', () => {
    expect(
      checkUpgrade(newBase(T0), [{ kind: 'building', target: 'steel-foundry', level: 2 }], 'hydroponic-farm'),
    ).toEqual({ ok: false, reason: 'QUEUE_FULL' });
  });

  test('an extra queue lets two run at once', () => {
    const s = { ...newBase(T0), extraQueues: { building: 1, research: 0 } };
    expect(checkUpgrade(s, [{ kind: 'building', target: 'steel-foundry', level: 2 }], 'hydroponic-farm').ok).toBe(true);
  });

  test('being built (level 0 → 1) and upgrading are told apart', () => {
    const s = { ...newBase(T0), extraQueues: { building: 2, research: 0 } };
    expect(checkUpgrade(s, [{ kind: 'building', target: 'barracks', level: 1 }], 'barracks')).toEqual({
      ok: false,
      reason: 'BUILDING_BEING_BUILT',
    });
    expect(checkUpgrade(s, [{ kind: 'building', target: 'hydroponic-farm', level: 2 }], 'hydroponic-farm')).toEqual({
      ok: false,
      reason: 'BUILDING_UPGRADING',
    });
  });

  test('requirements: the research lab needs command center 3; no building outgrows the command center', () => {
    expect(checkUpgrade(newBase(T0), [], 'research-lab')).toMatchObject({
      ok: false,
      reason: 'REQUIREMENT_MISSING',
      requirement: { buildingId: 'command-center', level: 3 },
    });
    const s = { ...newBase(T0), buildings: { ...newBase(T0).buildings, 'hydroponic-farm': 2 } };
    expect(checkUpgrade(s, [], 'hydroponic-farm')).toMatchObject({
      ok: false,
      reason: 'REQUIREMENT_MISSING',
      requirement: { buildingId: 'command-center', level: 3 },
    });
  });

  test('not enough resources says what is missing', () => {
    const s = { ...newBase(T0), resources: { ...newBase(T0).resources, steel: 10 } };
    const r = checkUpgrade(s, [], 'hydroponic-farm');
    expect(r).toMatchObject({ ok: false, reason: 'NOT_ENOUGH_RESOURCES' });
    if (!r.ok && r.reason === 'NOT_ENOUGH_RESOURCES') expect(r.missing.steel).toBeGreaterThan(0);
  });

  test('research needs a research lab at the level it reaches', () => {
    expect(checkResearch(newBase(T0), [], 'food-output')).toMatchObject({
      ok: false,
      reason: 'REQUIREMENT_MISSING',
      requirement: { buildingId: 'research-lab', level: 1 },
    });
    const lab = { ...newBase(T0), buildings: { ...newBase(T0).buildings, 'research-lab': 1 } };
    expect(checkResearch(lab, [], 'food-output')).toMatchObject({ ok: true, level: 1 });
  });
});
