import { describe, expect, test } from 'vitest';
import { checkItemUse } from './items.ts';
import { checkShield, isShielded, SHIELD_REARM_MS } from './shield.ts';

describe('the planetary shield', () => {
  test('goes up unless one is up or one came down less than 30 minutes ago', () => {
    expect(checkShield({}, 1000)).toEqual({ ok: true });
    expect(checkShield({ shieldUntil: 5000 }, 1000)).toEqual({ ok: false, reason: 'ALREADY_ACTIVE' });
    expect(checkShield({ shieldDownAt: 1000 }, 1000 + SHIELD_REARM_MS - 1)).toEqual({
      ok: false,
      reason: 'REARMING',
      until: 1000 + SHIELD_REARM_MS,
    });
    expect(checkShield({ shieldDownAt: 1000 }, 1000 + SHIELD_REARM_MS)).toEqual({ ok: true });
  });

  test('counts until its end, not at it', () => {
    expect(isShielded({ shieldUntil: 5000 }, 4999)).toBe(true);
    expect(isShielded({ shieldUntil: 5000 }, 5000)).toBe(false);
  });

  test('a shield item is used one at a time, never on a queue', () => {
    expect(checkItemUse('planetary-shield-8h', 1, 1)).toEqual({ ok: true });
    expect(checkItemUse('planetary-shield-8h', 2, 2)).toEqual({ ok: false, reason: 'NO_AMOUNT' });
    expect(checkItemUse('planetary-shield-8h', 1, 1, 'building')).toEqual({ ok: false, reason: 'WRONG_TARGET' });
  });
});
