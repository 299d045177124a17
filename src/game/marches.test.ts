import { describe, expect, test } from 'vitest';
import { newBase } from './base.ts';
import {
  checkMarch,
  fleetSpeed,
  gatheredAfter,
  gatherPlan,
  MARCH_PHASES,
  marchPhase,
  pirateFleet,
  pirateLoot,
  pirateRespawnMs,
  slotsInUse,
  travelMs,
  troopSpace,
  withoutUnits,
  withUnits,
} from './marches.ts';
import { shieldAllows } from './shield.ts';

const home = { x: 50, y: 50 };
const armed = { ...newBase(0), units: { interceptor: 10, battleship: 2, ranger: 100 } };

describe('marches', () => {
  test('ground troops ride in ships: each ship type has its seats', () => {
    expect(troopSpace({ interceptor: 10, battleship: 2, ranger: 100 })).toBe(10 * 5 + 2 * 50);
    expect(checkMarch(armed, home, { x: 53, y: 54 }, { interceptor: 10, ranger: 51 }, 0, 1)).toEqual({
      ok: false,
      reason: 'TROOPS_EXCEED_SHIPS',
      troopDeployment: 51,
    });
    expect(checkMarch(armed, home, { x: 53, y: 54 }, { ranger: 1 }, 0, 1)).toEqual({
      ok: false,
      reason: 'TROOPS_EXCEED_SHIPS',
      troopDeployment: 1,
    });
    expect(checkMarch(armed, home, { x: 53, y: 54 }, { interceptor: 10, ranger: 50 }, 0, 1).ok).toBe(true);
  });

  test('a fleet flies at its slowest ship; time is distance over speed, divided by the world speed', () => {
    expect(fleetSpeed({ interceptor: 1, battleship: 1, ranger: 5 })).toBe(50);
    expect(travelMs(home, { x: 53, y: 54 }, { interceptor: 1 })).toBe(150_000); // 5 cells at 120/h
    expect(travelMs(home, { x: 53, y: 54 }, { interceptor: 1, battleship: 1 })).toBe(360_000);
    expect(travelMs(home, { x: 53, y: 54 }, { interceptor: 1 }, 5)).toBe(30_000);
    expect(travelMs(home, { x: 53, y: 54 }, { ranger: 1 })).toBe(Number.POSITIVE_INFINITY);
  });

  test('at least one unit, only units at home, a free slot, not one’s own spot', () => {
    const to = { x: 53, y: 54 };
    expect(checkMarch(armed, home, to, {}, 0, 1)).toEqual({ ok: false, reason: 'NO_UNITS' });
    expect(checkMarch(armed, home, to, { interceptor: -1 }, 0, 1)).toEqual({ ok: false, reason: 'NO_UNITS' });
    expect(checkMarch(armed, home, to, { interceptor: 11 }, 0, 1)).toEqual({ ok: false, reason: 'MISSING_UNITS' });
    expect(checkMarch(armed, home, to, { interceptor: 1 }, 1, 1)).toEqual({ ok: false, reason: 'NO_SLOT' });
    expect(checkMarch(armed, home, home, { interceptor: 1 }, 0, 1)).toEqual({ ok: false, reason: 'BAD_TARGET' });
    expect(checkMarch(armed, home, to, { interceptor: 2, cruiser: 0 }, 0, 2)).toEqual({
      ok: true,
      units: { interceptor: 2 },
      travelMs: 150_000,
    });
  });

  test('units leave and come back exactly', () => {
    expect(withoutUnits({ interceptor: 10, ranger: 5 }, { interceptor: 10, ranger: 2 })).toEqual({ ranger: 3 });
    expect(withUnits({ ranger: 3 }, { interceptor: 7, ranger: 2 })).toEqual({ ranger: 5, interceptor: 7 });
  });

  test('pirates grow with level: more crew, heavier hulls, richer holds', () => {
    expect(pirateFleet(1)).toEqual({ interceptor: 3, ranger: 6 });
    expect(pirateFleet(7)).toMatchObject({ battleship: 1, cruiser: 10, phantom: 15 });
    expect(pirateLoot(2).steel).toBeLessThan(pirateLoot(8).steel);
    expect(pirateLoot(3).quantarite).toBe(0);
    expect(pirateLoot(4).credits).toBe(0);
  });

  test('a level-1 crew is back after 15 minutes, a stronger one after 30, sooner on a fast world', () => {
    const minutes = [1, 2, 3, 8].map((level) => pirateRespawnMs(level) / 60_000);
    expect(minutes).toEqual([15, 30, 30, 30]);
    expect(pirateRespawnMs(1, 2)).toBe(7.5 * 60_000);
  });
});

describe('gathering', () => {
  const mining = { astromite: 600, quantarite: 90, astromiteLoad: 1, quantariteLoad: 1 };
  test('a march loads what its holds carry, up to what the asteroid yields, at the mining rate', () => {
    // 10 interceptors carry 1,000: a level-2 astromite asteroid yields 4,000
    expect(gatherPlan('astromite-asteroid', 2, { interceptor: 10 }, mining)).toEqual({
      resource: 'astromite',
      amount: 1000,
      ratePerHour: 600,
      durationMs: 6_000_000,
    });
    // 10 battleships carry 6,000: a level-1 quantarite asteroid yields 300
    expect(gatherPlan('quantarite-asteroid', 1, { battleship: 10 }, mining)).toMatchObject({
      resource: 'quantarite',
      amount: 300,
      ratePerHour: 90,
    });
  });

  test('mining research raises the load and the speed; world speed the speed', () => {
    const researched = { ...mining, astromite: 660, astromiteLoad: 1.1 };
    expect(gatherPlan('astromite-asteroid', 5, { interceptor: 10 }, researched, 5)).toMatchObject({
      amount: 1100,
      ratePerHour: 3300,
      durationMs: 1_200_000,
    });
  });

  test('a recall brings home what was mined so far', () => {
    const plan = gatherPlan('astromite-asteroid', 2, { interceptor: 10 }, mining);
    expect(gatheredAfter(plan, 0)).toBe(0);
    expect(gatheredAfter(plan, plan.durationMs / 4)).toBe(250);
    expect(gatheredAfter(plan, plan.durationMs * 2)).toBe(1000);
  });
});

describe('march slots and phases', () => {
  test('a scout ship holds no march slot; every fleet away does until it is home', () => {
    const away = [
      { kind: 'scout', status: 'marching' },
      { kind: 'raid', status: 'marching' },
      { kind: 'gather', status: 'gathering' },
      { kind: 'reinforce', status: 'reinforcing' },
      { kind: 'rally', status: 'waiting' },
      { kind: 'attack', status: 'returning' },
      { kind: 'attack', status: 'done' },
    ];
    expect(slotsInUse(away)).toBe(5);
    expect(slotsInUse([{ kind: 'scout', status: 'marching' }])).toBe(0);
  });

  test("each kind and status shows as one of the spec's march kinds", () => {
    const seen = new Set([
      marchPhase('raid', 'marching'),
      marchPhase('reinforce', 'marching'),
      marchPhase('reinforce', 'reinforcing'),
      marchPhase('gather', 'returning'),
      marchPhase('rally', 'joining'),
      marchPhase('rally', 'rallying'),
      marchPhase('rally', 'waiting'),
      marchPhase('gather', 'gathering'),
      marchPhase('occupy', 'occupying'),
      marchPhase('portal', 'marching'),
      marchPhase('portal', 'returning'),
      marchPhase('scout', 'marching'),
    ]);
    expect([...seen].sort()).toEqual([...MARCH_PHASES].sort());
    expect(marchPhase('scout', 'returning')).toBe('returning');
  });
});

describe('the shield rule for sending', () => {
  const shielded = { shieldUntil: 2_000 };
  test('behind a shield nothing goes out against another commander; the rest does', () => {
    expect(shieldAllows(shielded, 1_000, 'against-commander')).toBe(false);
    expect(shieldAllows(shielded, 1_000, 'peaceful')).toBe(true);
    // the instant it ends, it no longer holds anything back
    expect(shieldAllows(shielded, 2_000, 'against-commander')).toBe(true);
    expect(shieldAllows({}, 0, 'against-commander')).toBe(true);
  });
});
