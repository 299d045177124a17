import { describe, expect, test } from 'vitest';
import {
  BETS,
  checkWager,
  dailyStakeCap,
  diceFromDigest,
  type Dice,
  fromHex,
  maxStake,
  PAYOUT,
  payoutOf,
  toHex,
  wins,
} from './dice.ts';

const ALL: Dice[] = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) ALL.push([a, b]);

describe("the smuggler's dice", () => {
  test('every bet returns 5/6 of its stake over all 36 throws: the house keeps one sixth, whatever is chosen', () => {
    for (const bet of BETS) {
      const back = ALL.reduce((s, d) => s + payoutOf(bet, 60, d), 0) / ALL.length;
      expect(back).toBe(50);
    }
    expect(PAYOUT).toEqual({ low: 2, seven: 5, high: 2 });
  });

  test('low is 2–6, seven is 7, high is 8–12', () => {
    expect(wins('low', [1, 5])).toBe(true);
    expect(wins('low', [3, 4])).toBe(false);
    expect(wins('seven', [3, 4])).toBe(true);
    expect(wins('high', [3, 4])).toBe(false);
    expect(wins('high', [6, 2])).toBe(true);
  });

  test('dice read from a digest: golden values, and every face reachable', () => {
    expect(diceFromDigest(fromHex('0000000000000000'))).toEqual([1, 1]);
    expect(diceFromDigest(fromHex('ffffffffffffffff'))).toEqual([6, 6]);
    expect(diceFromDigest(fromHex('80000000' + '2aaaaaab'))).toEqual([4, 2]);
    const faces = new Set<number>();
    for (let i = 0; i < 256; i++) faces.add(diceFromDigest(Uint8Array.from([i, 0, 0, 0, 255 - i, 0, 0, 0]))[0]);
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => diceFromDigest(new Uint8Array(7))).toThrow();
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
  });

  test('stakes: 10 up to 200 per command-center level, within the credits and the day’s cap', () => {
    expect(maxStake(3)).toBe(600);
    expect(dailyStakeCap(3)).toBe(12_000);
    expect(checkWager(9, 1000, 3, 0)).toEqual({ ok: false, reason: 'BAD_STAKE', min: 10, max: 600 });
    expect(checkWager(601, 1000, 3, 0)).toEqual({ ok: false, reason: 'BAD_STAKE', min: 10, max: 600 });
    expect(checkWager(10.5, 1000, 3, 0).ok).toBe(false);
    expect(checkWager(500, 499, 3, 0)).toEqual({ ok: false, reason: 'NOT_ENOUGH_CREDITS' });
    expect(checkWager(500, 1000, 3, 11_600)).toEqual({ ok: false, reason: 'DAILY_CAP', left: 400 });
    expect(checkWager(400, 1000, 3, 11_600)).toEqual({ ok: true });
  });
});
