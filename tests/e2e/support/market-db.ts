/** A trading station's days written straight into the browser tests' database (the economy page's board and notice). */
import { withOpsDb } from './ops-db.ts';

const DAY = 86_400_000;
export const shiftDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Steel's closes and volumes at a station of the commander's world, one a day ending on `last`; returns the world's id. */
export function plantStationDays(
  commander: string,
  at: { x: number; y: number },
  last: string,
  days: [number, number][],
) {
  return withOpsDb(async (sql) => {
    const [w] = await sql`select world_id::text as id from profiles where username = ${commander}`;
    for (const [i, [close, volume]] of days.entries()) {
      const day = shiftDay(last, i - days.length + 1);
      await sql`insert into market_days (world_id, day, x, y, resource, open, close, low, high, volume, trades)
        values (${w!.id}, ${day}, ${at.x}, ${at.y}, 'steel', ${close}, ${close}, ${close}, ${close}, ${volume}, 1)
        on conflict do nothing`;
    }
    return w!.id as string;
  });
}

/** Takes a planted station's days away again (today's would show in every later admin's notice). */
export function removeStationDays(at: { x: number; y: number }) {
  return withOpsDb((sql) => sql`delete from market_days where x = ${at.x} and y = ${at.y}`);
}
