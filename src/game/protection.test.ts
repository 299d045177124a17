import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASH_LIMIT, BASH_WINDOW_MS, checkBashLimit, checkStrength, strengthProtectionEnds } from './protection.ts';

const H = 3_600_000;

describe('the bash limit', () => {
  test('golden: six landings in 24 hours, the seventh waits for the oldest to age out', () => {
    const six = [0, 1, 2, 3, 4, 5].map((i) => i * H);
    expect(BASH_LIMIT).toBe(6);
    expect(checkBashLimit(six.slice(0, 5), 6 * H)).toEqual({ ok: true });
    expect(checkBashLimit(six, 6 * H)).toEqual({ ok: false, reason: 'BASH_LIMIT', until: 24 * H });
    expect(checkBashLimit(six, 24 * H)).toEqual({ ok: true });
    // attacks in flight count: five landed and one on its way fill the day
    expect(checkBashLimit([0, H, 2 * H, 3 * H, 4 * H, 20 * H], 10 * H)).toEqual({
      ok: false,
      reason: 'BASH_LIMIT',
      until: 24 * H,
    });
  });

  test('whatever it lets through, no 24-hour window ever holds more than six', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 72 }), { maxLength: 40 }), (wishes) => {
        const landed: number[] = [];
        for (const w of wishes) {
          const r = checkBashLimit(landed, w * H);
          const at = r.ok ? w * H : r.until;
          if (!r.ok) expect(checkBashLimit(landed, at)).toEqual({ ok: true });
          landed.push(at);
        }
        for (const start of landed) {
          const inside = landed.filter((t) => t >= start && t < start + BASH_WINDOW_MS).length;
          expect(inside).toBeLessThanOrEqual(BASH_LIMIT);
        }
      }),
    );
  });
});

describe('strength protection', () => {
  const ask = {
    attackerInfluence: 10_000,
    targetInfluence: 900,
    targetBaseCreatedAt: 0,
    at: 24 * H,
    worldSpeed: 1,
    targetInactive: false,
    targetHasAttackedPlayers: false,
  };
  test('golden: a base under a tenth of its attacker is safe for 14 world days', () => {
    const ends = strengthProtectionEnds(0, 1);
    expect(ends).toBe(14 * 24 * H);
    expect(checkStrength(ask)).toEqual({ ok: false, reason: 'TOO_WEAK', until: ends });
    expect(checkStrength({ ...ask, targetInfluence: 1_000 })).toEqual({ ok: true });
    expect(checkStrength({ ...ask, at: ends })).toEqual({ ok: true });
    expect(checkStrength({ ...ask, targetInactive: true })).toEqual({ ok: true });
    expect(checkStrength({ ...ask, targetHasAttackedPlayers: true })).toEqual({ ok: true });
    expect(strengthProtectionEnds(0, 7)).toBe(2 * 24 * H);
  });
});
