import { describe, expect, test } from 'vitest';
import { checkRallyJoin, isRallyWait, rallyRoom, rallyWaitMs } from './rallies.ts';

const rally = { state: 'waiting', leaderId: 'lead', allianceId: 'A', capacity: 1000, departsAt: 10_000 };
const base = {
  rally,
  joinerId: 'joe',
  joinerAllianceId: 'A',
  members: [{ profileId: 'lead', units: { ranger: 300, cruiser: 100 } }],
  units: { interceptor: 100 },
  arrivesAt: 5_000,
};

describe('rally capacity', () => {
  test('the room is the capacity less every unit in the rally, the leader’s included, never below zero', () => {
    expect(rallyRoom(1000, [{ ranger: 300, cruiser: 100 }])).toBe(600);
    expect(rallyRoom(1000, [{ ranger: 300 }, { interceptor: 700 }])).toBe(0);
    expect(rallyRoom(1000, [{ ranger: 3000 }])).toBe(0);
    expect(rallyRoom(2000, [])).toBe(2000);
  });
  test('units that fit exactly join; one more is refused (never trimmed), and says how many still fit', () => {
    expect(checkRallyJoin({ ...base, units: { interceptor: 600 } })).toEqual({ ok: true });
    expect(checkRallyJoin({ ...base, units: { interceptor: 601 } })).toEqual({
      ok: false,
      reason: 'OVER_CAPACITY',
      room: 600,
    });
  });
});

describe('who may join', () => {
  test('a member of the rally’s alliance with units that fit and arrive in time', () => {
    expect(checkRallyJoin(base)).toEqual({ ok: true });
    expect(checkRallyJoin({ ...base, rally: { ...rally, state: 'created' } })).toEqual({ ok: true });
  });
  test('no rally, another alliance, no alliance, or a rally that is over: not available', () => {
    for (const input of [
      { ...base, rally: null },
      { ...base, joinerAllianceId: 'B' },
      { ...base, joinerAllianceId: null },
      { ...base, rally: { ...rally, state: 'finished' } },
      { ...base, rally: { ...rally, state: 'cancelled' } },
    ])
      expect(checkRallyJoin(input)).toEqual({ ok: false, reason: 'NOT_AVAILABLE' });
  });
  test('a rally on its way is in progress', () => {
    expect(checkRallyJoin({ ...base, rally: { ...rally, state: 'marching' } })).toEqual({
      ok: false,
      reason: 'IN_PROGRESS',
    });
  });
  test('the leader cannot join its own rally; a member cannot join twice', () => {
    expect(checkRallyJoin({ ...base, joinerId: 'lead' })).toEqual({ ok: false, reason: 'OWN_RALLY' });
    expect(checkRallyJoin({ ...base, members: [...base.members, { profileId: 'joe', units: { ranger: 1 } }] })).toEqual(
      { ok: false, reason: 'ALREADY_IN' },
    );
  });
  test('units that would reach the leader when it leaves, or later, are refused', () => {
    expect(checkRallyJoin({ ...base, arrivesAt: 10_000 })).toEqual({
      ok: false,
      reason: 'TOO_LATE',
      arrivesAt: 10_000,
      departsAt: 10_000,
    });
    expect(checkRallyJoin({ ...base, arrivesAt: 9_999 })).toEqual({ ok: true });
  });
});

describe('waiting times', () => {
  test('5, 10, 30 or 60 minutes, divided by the world speed', () => {
    expect([5, 10, 30, 60, 15].map(isRallyWait)).toEqual([true, true, true, true, false]);
    expect(rallyWaitMs(5)).toBe(300_000);
    expect(rallyWaitMs(60, 4)).toBe(900_000);
    expect(rallyWaitMs(5, 1000)).toBe(1000);
  });
});
