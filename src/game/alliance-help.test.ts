import { describe, expect, test } from 'vitest';
import { checkHelp, HELP_CAP, helpCutMs, helpedDue } from './alliance-help.ts';

describe('alliance help', () => {
  test('one help cuts 1 % of the whole duration, at least 60 s divided by the world speed', () => {
    expect(helpCutMs(10 * 3_600_000, 1)).toBe(360_000);
    expect(helpCutMs(600_000, 1)).toBe(60_000);
    expect(helpCutMs(600_000, 4)).toBe(15_000);
    expect(helpCutMs(40 * 3_600_000, 4)).toBe(1_440_000);
  });
  test('an item never ends before the tap', () => {
    expect(helpedDue(1_000_000, 60_000, 0)).toBe(940_000);
    expect(helpedDue(1_000_000, 60_000, 990_000)).toBe(990_000);
  });
  test('once per helper, never the asker, at most the cap', () => {
    const base = { helperId: 'b', askerId: 'a', sameAlliance: true, helpers: [] as string[], running: true };
    expect(checkHelp(base)).toEqual({ ok: true });
    expect(checkHelp({ ...base, helperId: 'a' })).toEqual({ ok: false, reason: 'OWN_ITEM' });
    expect(checkHelp({ ...base, helpers: ['b'] })).toEqual({ ok: false, reason: 'ALREADY_HELPED' });
    const full = Array.from({ length: HELP_CAP }, (_, i) => `h${i}`);
    expect(checkHelp({ ...base, helpers: full })).toEqual({ ok: false, reason: 'CAP_REACHED' });
    expect(checkHelp({ ...base, sameAlliance: false })).toEqual({ ok: false, reason: 'NOT_ALLY' });
    expect(checkHelp({ ...base, running: false })).toEqual({ ok: false, reason: 'DONE' });
  });
});
