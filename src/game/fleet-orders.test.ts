import { describe, expect, test } from 'vitest';
import {
  contingencyDueAt,
  contingencyFires,
  lossPercent,
  lostTooMany,
  MAX_REPEAT_ORDERS,
  nextTargetIndex,
  repeatOrderProblem,
} from './fleet-orders.ts';

const t = { x: 1, y: 2, kind: 'pirate-ship', units: { interceptor: 10 } };

describe('repeat orders', () => {
  test('losses are counted against the fleet that left; only more than the threshold stops', () => {
    expect(lossPercent({ interceptor: 10 }, { interceptor: 8 })).toBe(20);
    expect(lostTooMany({ interceptor: 10 }, { interceptor: 8 }, 20)).toBe(false);
    expect(lostTooMany({ interceptor: 10 }, { interceptor: 7 }, 20)).toBe(true);
    expect(lossPercent({}, {})).toBe(0);
  });
  test('targets are taken in turn and the list wraps', () => {
    expect([0, 1, 2].map((i) => nextTargetIndex(i, 3))).toEqual([1, 2, 0]);
  });
  test('the limits', () => {
    expect(repeatOrderProblem([t], MAX_REPEAT_ORDERS, 20)).toBe('TOO_MANY_ORDERS');
    expect(repeatOrderProblem([], 0, 20)).toBe('NO_TARGETS');
    expect(repeatOrderProblem([t, t, t, t, t, t], 0, 20)).toBe('TOO_MANY_TARGETS');
    expect(repeatOrderProblem([t], 0, 91)).toBe('BAD_THRESHOLD');
    expect(repeatOrderProblem([t], 2, 0)).toBeNull();
  });
});

describe('contingency rules', () => {
  test('fire N minutes before the landing, never before now', () => {
    expect(contingencyDueAt(3_600_000, 10, 0)).toBe(3_000_000);
    expect(contingencyDueAt(300_000, 10, 1000)).toBe(1000);
  });
  test('only against a stronger fleet, and only when the commander has not acted', () => {
    const base = { stronger: true, shielded: false, garrison: 10, action: 'evacuate' as const };
    expect(contingencyFires(base)).toBe(true);
    expect(contingencyFires({ ...base, stronger: false })).toBe(false);
    expect(contingencyFires({ ...base, shielded: true })).toBe(false);
    expect(contingencyFires({ ...base, garrison: 0 })).toBe(false);
    expect(contingencyFires({ ...base, garrison: 0, action: 'shield' })).toBe(true);
  });
});
