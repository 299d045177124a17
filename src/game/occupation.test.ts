import { describe, expect, test } from 'vitest';
import { isOccupiable, OCCUPIABLE, occupationPayout, payoutEveryMs } from './occupation.ts';

describe('what an occupied object pays', () => {
  test('golden table: one payout per kind at levels 1, 5 and 10', () => {
    const table = Object.fromEntries(
      OCCUPIABLE.map((k) => [
        k,
        [1, 5, 10].map((l) => Object.fromEntries(Object.entries(occupationPayout(k, l)).filter(([, v]) => v > 0))),
      ]),
    );
    expect(table).toEqual({
      'astromite-asteroid': [{ astromite: 60 }, { astromite: 300 }, { astromite: 600 }],
      'quantarite-asteroid': [{ quantarite: 15 }, { quantarite: 75 }, { quantarite: 150 }],
      'trading-station': [{ credits: 10 }, { credits: 50 }, { credits: 100 }],
      'unknown-object': [
        { astromite: 20, quantarite: 5, credits: 5 },
        { astromite: 100, quantarite: 25, credits: 25 },
        { astromite: 200, quantarite: 50, credits: 50 },
      ],
      'secret-base': [
        { steel: 150, energy: 150, credits: 15 },
        { steel: 750, energy: 750, credits: 75 },
        { steel: 1500, energy: 1500, credits: 150 },
      ],
    });
    expect(occupationPayout('trading-station', 0)).toEqual(occupationPayout('trading-station', 1));
  });

  test('every hour of game time; pirate ships and bases are not occupied', () => {
    expect(payoutEveryMs(1)).toBe(3_600_000);
    expect(payoutEveryMs(5)).toBe(720_000);
    expect(isOccupiable('secret-base')).toBe(true);
    expect(isOccupiable('pirate-ship')).toBe(false);
    expect(isOccupiable('solar-system')).toBe(false);
  });
});
