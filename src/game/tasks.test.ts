import { describe, expect, test } from 'vitest';
import { applyCompletion, newBase } from './base.ts';
import { emptyTally, TASKS, taskStates, tallyOf } from './tasks.ts';

const byId = (list: ReturnType<typeof taskStates>, id: string) => list.find((t) => t.id === id)!;

describe('tasks', () => {
  test('a new base can claim its command center 2 task at once; the rest start at zero', () => {
    const s = newBase(0);
    const list = taskStates(tallyOf(s.tally), s.buildings, new Set());
    expect(byId(list, 'command-center-2')).toMatchObject({ progress: 2, goal: 2, claimable: true, claimed: false });
    expect(byId(list, 'command-center-3')).toMatchObject({ progress: 2, goal: 3, claimable: false });
    expect(list.filter((t) => t.claimable).map((t) => t.id)).toEqual(['command-center-2']);
  });

  test('trained units count towards the training tasks, capped at the goal', () => {
    let s = newBase(0);
    s = applyCompletion(s, { kind: 'training', unitId: 'ranger', count: 15 });
    s = applyCompletion(s, { kind: 'training', unitId: 'ranger', count: 15 });
    s = applyCompletion(s, { kind: 'training', unitId: 'interceptor', count: 2 });
    const list = taskStates(tallyOf(s.tally), s.buildings, new Set(['command-center-2']));
    expect(byId(list, 'train-rangers')).toMatchObject({ progress: 20, claimable: true });
    expect(byId(list, 'train-ground')).toMatchObject({ progress: 30, claimable: true });
    expect(byId(list, 'train-space')).toMatchObject({ progress: 2, claimable: false });
    expect(byId(list, 'command-center-2')).toMatchObject({ claimed: true, claimable: false });
  });

  test('a stored tally with missing parts reads as nothing yet', () => {
    expect(tallyOf(undefined)).toEqual(emptyTally());
    expect(tallyOf({ piratesDestroyed: 3 } as never)).toEqual({ ...emptyTally(), piratesDestroyed: 3 });
  });

  test('every task pays credits, and ids are unique', () => {
    expect(TASKS.every((t) => t.reward.credits > 0)).toBe(true);
    expect(new Set(TASKS.map((t) => t.id)).size).toBe(TASKS.length);
  });
});
