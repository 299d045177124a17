import { describe, expect, test } from 'vitest';
import { applyCompletion, newBase } from './base.ts';
import { afterCancel } from './checks.ts';
import { checkHealing, healingCost, startHealing } from './healing.ts';
import { resources } from './resources.ts';
import { tallyOf } from './tasks.ts';

const hurt = { ...newBase(0), buildings: { ...newBase(0).buildings, 'recovery-bay': 1 }, injured: { ranger: 10 } };

describe('healing', () => {
  test('costs 30 % of the units and a quarter of their training time each', () => {
    expect(healingCost('ranger', 4)).toEqual(resources({ food: 72, steel: 36, energy: 12 }));
    expect(checkHealing(hurt, [], 'ranger', 4)).toEqual({
      ok: true,
      count: 4,
      cost: healingCost('ranger', 4),
      durationMs: 4 * 8000,
    });
  });

  test('only injured troops, at least one, one batch at a time', () => {
    expect(checkHealing(hurt, [], 'guardian', 1)).toEqual({ ok: false, reason: 'NO_INJURED' });
    expect(checkHealing(hurt, [], 'ranger', 11)).toEqual({ ok: false, reason: 'NO_INJURED' });
    expect(checkHealing(hurt, [], 'ranger', 0)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkHealing(hurt, [{ kind: 'healing', target: 'ranger', level: 2 }], 'ranger', 1)).toEqual({
      ok: false,
      reason: 'QUEUE_FULL',
    });
    expect(checkHealing(hurt, [], 'dragon', 1)).toEqual({ ok: false, reason: 'UNKNOWN' });
  });

  test('a batch leaves the injured list at its start and joins the garrison at its end; cancelled, it is injured again', () => {
    const started = startHealing(hurt, 'ranger', 4);
    expect(started.injured?.ranger).toBe(6);
    const done = applyCompletion(started, { kind: 'healing', unitId: 'ranger', count: 4 });
    expect(done.units.ranger).toBe(4);
    expect(tallyOf(done.tally).healed).toBe(4);
    const cancelled = afterCancel(started, { kind: 'healing', unitId: 'ranger', count: 4 });
    expect(cancelled.injured?.ranger).toBe(10);
    expect(cancelled.resources.food - started.resources.food).toBe(36);
  });
});
