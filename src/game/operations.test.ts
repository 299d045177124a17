import { describe, expect, test } from 'vitest';
import { checkLaunch, checkOperationPlan, OPERATION_WINDOW_MS, planWave } from './operations.ts';

describe('operations planner', () => {
  test('the launch second is the landing second minus the flight; the reminder a minute before', () => {
    expect(planWave(0, 3_600_000, 600_000)).toEqual({ ok: true, launchAt: 3_000_000, remindAt: 2_940_000 });
    expect(planWave(2_990_000, 3_600_000, 600_000)).toEqual({ ok: true, launchAt: 3_000_000, remindAt: 2_990_000 });
  });
  test('a fleet that cannot land by then is refused with its earliest landing', () => {
    expect(planWave(3_100_000, 3_600_000, 600_000)).toEqual({
      ok: false,
      reason: 'TOO_LATE',
      earliestLanding: 3_700_000,
    });
  });
  test('a wave leaves at its second or within the window after it, never before', () => {
    expect(checkLaunch(2_999_000, 3_600_000, 600_000)).toEqual({ ok: false, reason: 'TOO_EARLY', launchAt: 3_000_000 });
    expect(checkLaunch(3_000_000, 3_600_000, 600_000)).toEqual({ ok: true, landsAt: 3_600_000 });
    expect(checkLaunch(3_000_000 + OPERATION_WINDOW_MS, 3_600_000, 600_000).ok).toBe(true);
    expect(checkLaunch(3_000_001 + OPERATION_WINDOW_MS, 3_600_000, 600_000)).toMatchObject({
      ok: false,
      reason: 'MISSED',
    });
  });
  test('leaders and officers plan, with 1 to 5 targets, in the next 7 days', () => {
    expect(checkOperationPlan('leader', 1, 10, 0)).toEqual({ ok: true });
    expect(checkOperationPlan('officer', 5, 10, 0)).toEqual({ ok: true });
    expect(checkOperationPlan('member', 1, 10, 0)).toEqual({ ok: false, reason: 'ROLE' });
    expect(checkOperationPlan('leader', 0, 10, 0)).toEqual({ ok: false, reason: 'NO_TARGETS' });
    expect(checkOperationPlan('leader', 6, 10, 0)).toEqual({ ok: false, reason: 'TOO_MANY_TARGETS' });
    expect(checkOperationPlan('leader', 1, 0, 0)).toEqual({ ok: false, reason: 'LANDING_PAST' });
    expect(checkOperationPlan('leader', 1, 8 * 86_400_000, 0)).toEqual({ ok: false, reason: 'LANDING_TOO_FAR' });
  });
});
