import { describe, expect, test } from 'vitest';
import { type DueCompletion, newBase, settleBase } from './base.ts';
import { economy } from './economy.ts';
import { HOUR_MS } from './production.ts';

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
