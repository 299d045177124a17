/**
 * Quiet hours: a start and an end hour in the commander's time zone, [start, end), wrapping
 * midnight when start > end (22 → 7 is quiet from 22:00 to 06:59). Equal hours or none: never quiet.
 * What still comes through is decided by the sender (decision 031: an incoming attack, unless the
 * commander turned that off).
 */

/** Is `zone` a time zone this runtime knows (IANA name, e.g. Europe/Berlin)? */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The hour (0–23) on the wall clock of `timeZone` at `at`. */
export function localHour(at: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);
  return Number(hour) % 24;
}

export function isQuiet(at: number, quiet: { start: number | null; end: number | null; timeZone: string }): boolean {
  const { start, end } = quiet;
  if (start === null || end === null || start === end) return false;
  const h = localHour(at, quiet.timeZone);
  return start < end ? h >= start && h < end : h >= start || h < end;
}
