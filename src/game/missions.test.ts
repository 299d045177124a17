import { describe, expect, test } from 'vitest';
import { plainStats } from './combat.ts';
import {
  checkMissionDeploy,
  MISSION_TYPES,
  missionLevel,
  missionProgress,
  missionReward,
  missionTimes,
  recommendedInfluence,
  resolveMission,
} from './missions.ts';
import type { BaseState } from './base.ts';

describe('portal missions', () => {
  test('golden: what each type asks for and pays, levels 1, 5 and 10', () => {
    const table = MISSION_TYPES.flatMap((type) =>
      [1, 5, 10].map((level) => {
        const r = missionReward(type, level);
        const res = Object.entries(r.resources)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} ${k}`);
        const items = Object.entries(r.items).map(([k, n]) => `${n} ${k}`);
        const units = Object.entries(r.units).map(([k, n]) => `${n} ${k}`);
        return `${type} L${level}: influence ${recommendedInfluence(type, level)}; pays ${[...res, ...items, ...units].join(', ')}`;
      }),
    );
    expect(table).toMatchSnapshot();
    expect(MISSION_TYPES.map((t) => missionTimes(t, 1))).toMatchSnapshot();
  });

  test('levels follow the command center, from 1 to 10', () => {
    expect([0, 1, 4, 10, 25].map(missionLevel)).toEqual([1, 1, 4, 10, 10]);
  });

  test('the same units and seed give the same outcome; a strong fleet wins a hostile mission and carries what it can', () => {
    const fleet = { interceptor: 400, cruiser: 100 };
    const a = resolveMission('hostile', 3, fleet, plainStats(), 42);
    expect(resolveMission('hostile', 3, fleet, plainStats(), 42)).toEqual(a);
    expect(a.success).toBe(true);
    expect(a.reward.items).toEqual({ 'unknown-fragment': 1 });
    const weak = resolveMission('hostile', 3, { ranger: 1 }, plainStats(), 42);
    expect(weak).toMatchObject({ success: false, share: 0, survivors: {} });
    expect(weak.reward.items).toEqual({});
  });

  test('an exploration pays in proportion up to the recommended influence; a rescue is certain at it', () => {
    const half = resolveMission('exploration', 2, { interceptor: 10 }, plainStats(), 1); // 40 of 80
    expect(half.share).toBe(0.5);
    expect(half.reward.resources.food).toBe(800);
    expect(half.survivors).toEqual({ interceptor: 10 });
    expect(resolveMission('exploration', 2, { cruiser: 9 }, plainStats(), 1).share).toBe(1);
    for (let seed = 0; seed < 20; seed++)
      expect(resolveMission('rescue', 1, { cruiser: 6 }, plainStats(), seed).success).toBe(true);
    const odds = Array.from(
      { length: 400 },
      (_, seed) => resolveMission('rescue', 1, { cruiser: 3 }, plainStats(), seed).success,
    ).filter(Boolean).length;
    expect(odds).toBeGreaterThan(150); // half the influence: about half the rescues
    expect(odds).toBeLessThan(250);
  });

  test('a mission under way or finished takes no units; progress runs from deployment to the return', () => {
    const state = { units: { interceptor: 5 } } as unknown as BaseState;
    expect(checkMissionDeploy('active', state, { interceptor: 1 }, 0, 1)).toEqual({ ok: false, reason: 'IN_PROGRESS' });
    expect(checkMissionDeploy('completed', state, { interceptor: 1 }, 0, 1)).toEqual({ ok: false, reason: 'FINISHED' });
    expect(checkMissionDeploy('available', state, { interceptor: 6 }, 0, 1)).toEqual({
      ok: false,
      reason: 'MISSING_UNITS',
    });
    expect(checkMissionDeploy('available', state, { interceptor: 5 }, 1, 1)).toEqual({ ok: false, reason: 'NO_SLOT' });
    expect(checkMissionDeploy('available', state, { interceptor: 5 }, 0, 1)).toEqual({
      ok: true,
      units: { interceptor: 5 },
    });
    expect(missionProgress({ status: 'active', startedAt: 1000, endsAt: 3000 }, 2000)).toBe(0.5);
    expect(missionProgress({ status: 'available', startedAt: null, endsAt: null }, 2000)).toBe(0);
    expect(missionProgress({ status: 'completed', startedAt: 1000, endsAt: 3000 }, 2000)).toBe(1);
  });
});
