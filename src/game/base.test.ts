import { describe, expect, test } from 'vitest';
import { advance, type DueCompletion, newBase, settleBase, snapshotOf } from './base.ts';
import { economy } from './economy.ts';
import { HOUR_MS, resourcesAt } from './production.ts';
import { RESOURCES } from './resources.ts';
import { upkeepPerHour } from './units.ts';

const T0 = Date.UTC(2026, 0, 1);

describe('a base while its player is away', () => {
  test('completions apply at their own time, in order; resources at the old rate before and the new rate after', () => {
    const base = { ...newBase(T0), resources: { ...newBase(T0).resources, food: 0 } };
    const events: DueCompletion[] = [
      { id: '2', dueAt: T0 + 10 * HOUR_MS, payload: { kind: 'building', buildingId: 'hydroponic-farm', level: 2 } },
      { id: '1', dueAt: T0 + 2 * HOUR_MS, payload: { kind: 'building', buildingId: 'steel-foundry', level: 2 } },
    ];
    const now = T0 + 3 * 24 * HOUR_MS;
    const { state, applied } = settleBase(base, events, now);
    expect(applied).toEqual(['1', '2']);
    expect(state.buildings['hydroponic-farm']).toBe(2);
    const before = economy({ ...base.buildings }, {}).ratePerHour.food;
    const after = economy({ ...base.buildings, 'hydroponic-farm': 2 }, {}).ratePerHour.food;
    expect(state.resources.food).toBe(Math.min(economy(state.buildings, {}).capacity.food, before * 10 + after * 62));
  });

  test('what production adds to the stores is tallied (the economy ranking); nothing past a full store', () => {
    const empty = {
      ...newBase(T0),
      resources: { food: 0, steel: 0, energy: 0, astromite: 0, quantarite: 0, credits: 0 },
    };
    const rate = economy(empty.buildings, {}).ratePerHour;
    const grown = Object.values(rate).reduce((a, r) => a + Math.max(0, r), 0);
    const hour = settleBase(empty, [], T0 + HOUR_MS).state;
    expect(hour.tally?.produced).toBe(grown);
    const later = settleBase(hour, [], T0 + 2 * HOUR_MS).state;
    expect(later.tally?.produced).toBe(2 * grown);
    const full = settleBase(later, [], T0 + 1000 * HOUR_MS).state;
    const capacity = economy(empty.buildings, {}).capacity;
    const stored = Object.entries(full.resources).reduce(
      (a, [k, v]) => a + (rate[k as 'food'] > 0 ? Math.min(v, capacity[k as 'food']) : 0),
      0,
    );
    expect(full.tally?.produced).toBe(stored);
  });

  test('an event due later than now waits', () => {
    const { state, applied } = settleBase(
      newBase(T0),
      [{ id: '1', dueAt: T0 + HOUR_MS, payload: { kind: 'research', researchId: 'food-output', level: 1 } }],
      T0 + HOUR_MS - 1,
    );
    expect(applied).toEqual([]);
    expect(state.research['food-output']).toBeUndefined();
  });

  test('applying the same completion twice changes nothing the second time', () => {
    const e: DueCompletion = {
      id: '1',
      dueAt: T0 + 1000,
      payload: { kind: 'building', buildingId: 'barracks', level: 1 },
    };
    const once = settleBase(newBase(T0), [e], T0 + HOUR_MS).state;
    const twice = settleBase(once, [e], T0 + HOUR_MS).state;
    expect(twice).toEqual(once);
  });
});

describe('what time produced and ate, for the economy page (decision 090)', () => {
  test('each UTC day gets its own share; produced − eaten is the stores’ change; a garrison eats its upkeep every hour', () => {
    const start = T0 + 20 * HOUR_MS; // 20:00 on day one, to 10:00 on day two
    const base = { ...newBase(start), units: { interceptor: 30 } };
    const state = advance(base, start + 14 * HOUR_MS);
    expect(Object.keys(state.accrued ?? {})).toEqual(['2026-01-01', '2026-01-02']);
    const day1 = state.accrued?.['2026-01-01'] as NonNullable<typeof state.accrued>[string];
    const day2 = state.accrued?.['2026-01-02'] as NonNullable<typeof state.accrued>[string];
    const upkeep = upkeepPerHour(base.units);
    expect(day1.eaten.food).toBeCloseTo(upkeep * 4, 9);
    expect(day2.eaten.food).toBeCloseTo(upkeep * 10, 9);
    for (const k of RESOURCES)
      expect(day1.produced[k] + day2.produced[k] - day1.eaten[k] - day2.eaten[k]).toBeCloseTo(
        state.resources[k] - base.resources[k],
        9,
      );
    // the same amounts as one stretch with no day in between
    expect(state.resources).toEqual(resourcesAt(snapshotOf(base), start + 14 * HOUR_MS));
  });

  test('a store emptied by upkeep: the units eat what there was and what the farms make, no more', () => {
    const base = { ...newBase(T0), units: { interceptor: 5000 }, resources: { ...newBase(T0).resources, food: 10 } };
    const state = advance(base, T0 + HOUR_MS);
    const f = state.accrued?.['2026-01-01'];
    expect(state.resources.food).toBe(0);
    expect(f?.eaten.food).toBeCloseTo((f?.produced.food ?? 0) + 10, 9);
  });
});
