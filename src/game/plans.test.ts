import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import { buildingCost } from './buildings.ts';
import { judgeStep, nextPlanLevel, whenAffordable } from './plans.ts';
import { resources } from './resources.ts';

const T = 1_700_000_000_000;
const rich = () => ({ ...newBase(T), resources: resources({ food: 9000, steel: 9000, energy: 9000 }) });

describe('build plan rules', () => {
  test('a step starts when its queue is free and the resources are there', () => {
    const v = judgeStep(rich(), [], { kind: 'building', target: 'steel-foundry', level: 2 });
    expect(v).toMatchObject({ do: 'start', cost: buildingCost('steel-foundry', 2) });
  });

  test('a full queue: it waits for the earliest item of its kind', () => {
    const running = [{ kind: 'building' as const, target: 'energy-plant', level: 2, dueAt: T + 5000 }];
    expect(judgeStep(rich(), running, { kind: 'building', target: 'steel-foundry', level: 2 })).toEqual({
      do: 'wait',
      until: T + 5000,
    });
  });

  test('short of resources: it waits until production reaches the cost', () => {
    const cost = buildingCost('steel-foundry', 2);
    const s = { ...newBase(T), resources: resources({ ...cost, food: cost.food - 10 }) };
    const v = judgeStep(s, [], { kind: 'building', target: 'steel-foundry', level: 2 });
    expect(v.do).toBe('wait');
    const at = whenAffordable(s, cost) as number;
    expect(v).toEqual({ do: 'wait', until: at });
    expect(at).toBeGreaterThan(T);
  });

  test('reached, underway by hand, or impossible: skipped with its reason', () => {
    const s = rich();
    expect(judgeStep(s, [], { kind: 'building', target: 'steel-foundry', level: 1 })).toEqual({
      do: 'skip',
      reason: 'REACHED',
    });
    const byHand = [{ kind: 'building' as const, target: 'steel-foundry', level: 2, dueAt: T + 1 }];
    expect(judgeStep(s, byHand, { kind: 'building', target: 'steel-foundry', level: 2 })).toEqual({
      do: 'skip',
      reason: 'REACHED',
    });
    expect(judgeStep(s, [], { kind: 'building', target: 'steel-foundry', level: 26 })).toEqual({
      do: 'skip',
      reason: 'MAX_LEVEL',
    });
    // a command center 2 caps the foundry at 2
    expect(judgeStep(s, [], { kind: 'building', target: 'steel-foundry', level: 3 })).toEqual({
      do: 'skip',
      reason: 'REQUIREMENT_MISSING',
    });
    expect(judgeStep(s, [], { kind: 'building', target: 'nowhere', level: 1 })).toEqual({
      do: 'skip',
      reason: 'UNKNOWN',
    });
  });

  test('a requirement on its way: the step waits for it', () => {
    const cc = [{ kind: 'building' as const, target: 'command-center', level: 3, dueAt: T + 9000 }];
    const s = { ...rich(), buildings: { ...rich().buildings, 'steel-foundry': 2 } };
    expect(judgeStep(s, cc, { kind: 'building', target: 'steel-foundry', level: 3 })).toEqual({
      do: 'wait',
      until: T + 9000,
    });
  });

  test('a new step takes the level after the base, its queue and the plan', () => {
    const s = rich();
    const running = [{ kind: 'building' as const, target: 'steel-foundry', level: 2 }];
    const steps = [{ kind: 'building' as const, target: 'steel-foundry', level: 3 }];
    expect(nextPlanLevel(s, running, steps, 'building', 'steel-foundry')).toBe(4);
    expect(nextPlanLevel(s, [], [], 'building', 'hydroponic-farm')).toBe(2);
  });
});
