import { describe, expect, test } from 'vitest';
import { applyCompletion, newBase, settleBase } from './base.ts';
import { completionCost, inProgressOf } from './checks.ts';
import { HOUR_MS } from './production.ts';
import { resources } from './resources.ts';
import { baseStats } from './stats.ts';
import { checkTraining, maxTrainable, trainingCost, UNIT_UNLOCK_LEVEL, yardOf } from './training.ts';
import { UNITS } from './units.ts';

const T0 = 0;
const withYards = (barracks: number, shipyard = 0) => ({
  ...newBase(T0),
  buildings: { ...newBase(T0).buildings, barracks, shipyard },
});

describe('may this batch start?', () => {
  test('rangers need a barracks; the cost is per unit times the count, the time per unit times the count', () => {
    expect(checkTraining(newBase(T0), [], 'ranger', 5)).toEqual({
      ok: false,
      reason: 'REQUIREMENT_MISSING',
      requirement: { buildingId: 'barracks', level: 1 },
    });
    const r = checkTraining(withYards(1), [], 'ranger', 5);
    expect(r).toEqual({
      ok: true,
      count: 5,
      cost: resources({ food: 300, steel: 150, energy: 50 }),
      durationMs: 5 * 30_000,
    });
  });

  test('stronger units unlock at higher yard levels; space units need the shipyard', () => {
    expect(checkTraining(withYards(2), [], 'guardian', 1)).toMatchObject({
      ok: false,
      reason: 'REQUIREMENT_MISSING',
      requirement: { buildingId: 'barracks', level: 3 },
    });
    expect(checkTraining(withYards(3), [], 'guardian', 1).ok).toBe(true);
    expect(checkTraining(withYards(10), [], 'interceptor', 1)).toMatchObject({
      ok: false,
      requirement: { buildingId: 'shipyard', level: 1 },
    });
    expect(yardOf('battleship')).toBe('shipyard');
    expect(UNIT_UNLOCK_LEVEL.ranger).toBe(1);
  });

  test('one batch per yard: the barracks busy does not stop the shipyard', () => {
    const s = withYards(1, 1);
    const busy = [{ kind: 'training' as const, target: 'ranger', level: 3 }];
    expect(checkTraining(s, busy, 'ranger', 1)).toEqual({ ok: false, reason: 'QUEUE_FULL' });
    expect(checkTraining(s, busy, 'interceptor', 1).ok).toBe(true);
    // a building upgrade in the building queue is another queue
    expect(checkTraining(s, [{ kind: 'building', target: 'barracks', level: 2 }], 'ranger', 1).ok).toBe(true);
  });

  test('no more than the capacity at once, and at least one', () => {
    const s = { ...withYards(1), resources: resources({ food: 1e6, steel: 1e6, energy: 1e6 }) };
    expect(checkTraining(s, [], 'ranger', 36)).toEqual({ ok: false, reason: 'OVER_CAPACITY', capacity: 35 });
    expect(checkTraining(s, [], 'ranger', 35).ok).toBe(true);
    expect(checkTraining(s, [], 'ranger', 0)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkTraining(s, [], 'ranger', 1.5)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkTraining(s, [], 'dragon', 1)).toEqual({ ok: false, reason: 'UNKNOWN' });
  });

  test('research applies: capacity adds units, speed shortens the batch, world speed divides it', () => {
    const s = {
      ...withYards(1),
      research: { 'barracks-capacity': 2, 'barracks-speed': 2 },
      resources: resources({ food: 1e6, steel: 1e6, energy: 1e6 }),
    };
    expect(checkTraining(s, [], 'ranger', 55).ok).toBe(true); // 35 + 2 × 10
    const one = checkTraining(s, [], 'ranger', 1);
    expect(one.ok && one.durationMs).toBe(28_000); // 30 s / 1.1, whole seconds up
    const fast = checkTraining(s, [], 'ranger', 10, 5);
    expect(fast.ok && fast.durationMs).toBe(10 * 6_000);
  });

  test('short of resources says what is missing; the most one can train is what capacity and stores allow', () => {
    const s = { ...withYards(1), resources: resources({ food: 600, steel: 1000, energy: 1000 }) };
    expect(checkTraining(s, [], 'ranger', 11)).toMatchObject({
      ok: false,
      reason: 'NOT_ENOUGH_RESOURCES',
      missing: resources({ food: 60 }),
    });
    expect(maxTrainable(s, 'ranger')).toBe(10);
    expect(maxTrainable({ ...s, resources: resources({ food: 1e6, steel: 1e6, energy: 1e6 }) }, 'ranger')).toBe(35);
    expect(maxTrainable(newBase(T0), 'ranger')).toBe(0);
  });
});

describe('a finished batch', () => {
  test('joins the garrison, and from then on the units eat', () => {
    const s = withYards(1);
    const done = settleBase(
      s,
      [{ id: '1', dueAt: HOUR_MS, payload: { kind: 'training', unitId: 'phantom', count: 10 } }],
      2 * HOUR_MS,
    ).state;
    expect(done.units.phantom).toBe(10);
    // the first hour at the old food rate, the second with 10 × 2 food eaten
    const noUnits = settleBase(s, [], 2 * HOUR_MS).state;
    expect(noUnits.resources.food - done.resources.food).toBe(10 * UNITS.phantom.upkeepPerHour);
    expect(baseStats(done.buildings, done.research, done.units).upkeepPerHour).toBe(20);
  });

  test('adds to units already at home; as a queue entry its level is the batch size; cancel refunds from its cost', () => {
    const c = { kind: 'training' as const, unitId: 'ranger' as const, count: 4 };
    expect(applyCompletion({ ...newBase(T0), units: { ranger: 6 } }, c).units.ranger).toBe(10);
    expect(inProgressOf(c)).toEqual({ kind: 'training', target: 'ranger', level: 4 });
    expect(completionCost(c)).toEqual(trainingCost('ranger', 4));
  });
});
