import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  activeSpan,
  checkVacationEnd,
  checkVacationStart,
  onVacation,
  resumeAfterVacation,
  VACATION_COOLDOWN_MS,
  VACATION_MIN_MS,
  type VacationAsk,
  vacationForcedEnd,
} from './vacation.ts';

const H = 3_600_000;
const quiet: VacationAsk = {
  now: 1_000 * H,
  marchesOut: 0,
  reinforcementsAbroad: 0,
  ralliesJoined: 0,
  incomingHostile: 0,
  objectsHeld: 0,
  lastEndedAt: null,
  activeSince: null,
};

describe('vacation mode', () => {
  test('golden: what blocks it, in the order a player fixes them', () => {
    const table = {
      quiet: checkVacationStart(quiet),
      fleetAway: checkVacationStart({ ...quiet, marchesOut: 1 }),
      reinforcing: checkVacationStart({ ...quiet, reinforcementsAbroad: 2 }),
      inRally: checkVacationStart({ ...quiet, ralliesJoined: 1 }),
      underAttack: checkVacationStart({ ...quiet, incomingHostile: 1, marchesOut: 1 }),
      holding: checkVacationStart({ ...quiet, objectsHeld: 1 }),
      sixDaysAfterLast: checkVacationStart({ ...quiet, lastEndedAt: quiet.now - 6 * 24 * H }),
      sevenDaysAfterLast: checkVacationStart({ ...quiet, lastEndedAt: quiet.now - 7 * 24 * H }),
      alreadyOn: checkVacationStart({ ...quiet, activeSince: quiet.now - H }),
    };
    expect(table).toEqual({
      quiet: { ok: true },
      fleetAway: { ok: false, reason: 'FLEETS_AWAY' },
      reinforcing: { ok: false, reason: 'REINFORCING' },
      inRally: { ok: false, reason: 'IN_RALLY' },
      underAttack: { ok: false, reason: 'INCOMING_ATTACK' },
      holding: { ok: false, reason: 'OCCUPYING' },
      sixDaysAfterLast: { ok: false, reason: 'COOLDOWN', until: quiet.now + 24 * H },
      sevenDaysAfterLast: { ok: true },
      alreadyOn: { ok: false, reason: 'ALREADY_ON' },
    });
    expect(VACATION_COOLDOWN_MS).toBe(7 * 24 * H);
  });

  test('ends only after 48 hours, by itself at the world limit', () => {
    expect(checkVacationEnd(null, 5)).toEqual({ ok: false, reason: 'NOT_ON' });
    expect(checkVacationEnd(0, VACATION_MIN_MS - 1)).toEqual({ ok: false, reason: 'TOO_SOON', until: 48 * H });
    expect(checkVacationEnd(0, VACATION_MIN_MS)).toEqual({ ok: true });
    expect(vacationForcedEnd(0)).toBe(30 * 24 * H);
    expect(vacationForcedEnd(0, 1)).toBe(2 * 24 * H); // never under the minimum
  });

  test('a queue item keeps the time it had left; one that ended before is untouched', () => {
    expect(resumeAfterVacation(10 * H, 4 * H, 60 * H)).toBe(66 * H);
    expect(resumeAfterVacation(3 * H, 4 * H, 60 * H)).toBe(3 * H);
  });

  test('a vacation is cut out of every production interval exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 2e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (from, len, since, cut, vlen) => {
          const to = from + len;
          const v = { since, endedAt: since + vlen };
          // split anywhere: the sum of the parts equals the whole
          const mid = from + Math.min(len, cut);
          expect(activeSpan(from, mid, v) + activeSpan(mid, to, v)).toBe(activeSpan(from, to, v));
          // and the whole is the interval minus the time frozen inside it
          if (onVacation(v, from) && onVacation(v, to - 1)) expect(activeSpan(from, to, v)).toBe(0);
          expect(activeSpan(from, to, v)).toBeLessThanOrEqual(len);
          expect(activeSpan(from, to, v)).toBe(len - Math.max(0, Math.min(to, v.endedAt) - Math.max(from, since)));
        },
      ),
    );
  });
});

describe('a frozen base', () => {
  test('produces and eats nothing from the freeze on, and picks up where it stopped when it thaws', async () => {
    const { advance, newBase } = await import('./base.ts');
    const start = { ...newBase(0), units: { ranger: 100 } };
    const hour = 3_600_000;
    const frozen = advance({ ...start, frozenSince: 2 * hour }, 50 * hour);
    const upToFreeze = advance(start, 2 * hour);
    expect(frozen.resources).toEqual(upToFreeze.resources);
    expect(frozen.settledAt).toBe(50 * hour);
    // thawed at hour 50: the next 3 hours produce what hours 2 to 5 would have
    const thawed = advance({ ...frozen, frozenSince: undefined }, 53 * hour);
    expect(thawed.resources).toEqual(advance(start, 5 * hour).resources);
  });
});
