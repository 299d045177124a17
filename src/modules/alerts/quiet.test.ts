import { describe, expect, test } from 'vitest';
import { isQuiet, isTimeZone, localHour } from './quiet.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('quiet hours', () => {
  test('read on the wall clock of the commander’s time zone', () => {
    expect(localHour(at('2026-01-15T22:30:00Z'), 'UTC')).toBe(22);
    // Berlin is UTC+1 in January, UTC+2 in July
    expect(localHour(at('2026-01-15T22:30:00Z'), 'Europe/Berlin')).toBe(23);
    expect(localHour(at('2026-07-15T22:30:00Z'), 'Europe/Berlin')).toBe(0);
  });

  test('22 to 7 wraps midnight: 22:00 and 06:59 are quiet, 07:00 and 21:59 are not', () => {
    const q = { start: 22, end: 7, timeZone: 'UTC' };
    expect(isQuiet(at('2026-01-15T22:00:00Z'), q)).toBe(true);
    expect(isQuiet(at('2026-01-16T06:59:00Z'), q)).toBe(true);
    expect(isQuiet(at('2026-01-16T07:00:00Z'), q)).toBe(false);
    expect(isQuiet(at('2026-01-15T21:59:00Z'), q)).toBe(false);
  });

  test('13 to 15 within a day; equal hours or none are never quiet', () => {
    expect(isQuiet(at('2026-01-15T14:00:00Z'), { start: 13, end: 15, timeZone: 'UTC' })).toBe(true);
    expect(isQuiet(at('2026-01-15T15:00:00Z'), { start: 13, end: 15, timeZone: 'UTC' })).toBe(false);
    expect(isQuiet(at('2026-01-15T14:00:00Z'), { start: 8, end: 8, timeZone: 'UTC' })).toBe(false);
    expect(isQuiet(at('2026-01-15T14:00:00Z'), { start: null, end: null, timeZone: 'UTC' })).toBe(false);
  });

  test('time zones are IANA names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
