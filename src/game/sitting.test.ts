import { describe, expect, test } from 'vitest';
import { checkGrant, type GrantAsk, mergedSpan, SITTER_MAY, sitterMay, sitting } from './sitting.ts';

const H = 3_600_000;
const D = 24 * H;
const ask: GrantAsk = { now: 100 * D, durationMs: 24 * H, grants: [], sitterId: 's1', ownerId: 'o', linked: false };

describe('sitting', () => {
  test('golden: who may sit, for how long, how often', () => {
    const past = (days: number, to: number) => ({ sitterId: 'x', from: ask.now - to - days * D, to: ask.now - to });
    expect({
      plain: checkGrant(ask),
      self: checkGrant({ ...ask, sitterId: 'o' }),
      linked: checkGrant({ ...ask, linked: true }),
      threeDays: checkGrant({ ...ask, durationMs: 72 * H }),
      twoDays: checkGrant({ ...ask, durationMs: 48 * H }),
      third: checkGrant({
        ...ask,
        grants: [
          { sitterId: 'a', from: ask.now - H, to: ask.now + H },
          { sitterId: 'b', from: ask.now - H, to: ask.now + H },
        ],
      }),
      again: checkGrant({ ...ask, grants: [{ sitterId: 's1', from: ask.now - H, to: ask.now + H }] }),
      budgetSpent: checkGrant({ ...ask, grants: [past(9.5, D)] }),
      budgetLeft: checkGrant({ ...ask, grants: [past(9, D)] }),
      budgetAgedOut: checkGrant({ ...ask, grants: [past(10, 30 * D)] }),
    }).toEqual({
      plain: { ok: true, until: ask.now + 24 * H },
      self: { ok: false, reason: 'SELF' },
      linked: { ok: false, reason: 'LINKED' },
      threeDays: { ok: false, reason: 'TOO_LONG' },
      twoDays: { ok: true, until: ask.now + 48 * H },
      third: { ok: false, reason: 'TOO_MANY' },
      again: { ok: false, reason: 'ALREADY' },
      budgetSpent: { ok: false, reason: 'BUDGET' },
      budgetLeft: { ok: true, until: ask.now + 24 * H },
      budgetAgedOut: { ok: true, until: ask.now + 24 * H },
    });
  });

  test('two sitters at once spend the budget once', () => {
    const g = [
      { sitterId: 'a', from: 0, to: 10 * H },
      { sitterId: 'b', from: 5 * H, to: 12 * H },
    ];
    expect(mergedSpan(g, 0, Number.POSITIVE_INFINITY)).toBe(12 * H);
    expect(mergedSpan(g, 6 * H, 11 * H)).toBe(5 * H);
  });

  test('a sitter builds and defends, never attacks a player, trades or spends credits', () => {
    expect(SITTER_MAY).toEqual([
      'build',
      'research',
      'train',
      'heal',
      'gather',
      'pirates',
      'recall',
      'shield',
      'speedup',
      'claim',
    ]);
    for (const a of ['attack-player', 'scout-player', 'rally', 'convoy', 'trade', 'spend-credits', 'sitters'] as const)
      expect(sitterMay(a)).toBe(false);
    expect(sitting([{ sitterId: 'a', from: 0, to: 10 }], 'a', 9)).toBe(true);
    expect(sitting([{ sitterId: 'a', from: 0, to: 10 }], 'a', 10)).toBe(false);
  });
});
