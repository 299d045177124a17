/** The process's clock in production: the database's, read through the process's (platform/clock.ts). */
import { DatabaseClock } from '../platform/clock.ts';
import type { DbHandle } from '../platform/db.ts';

export function databaseClock(handle: DbHandle): Promise<DatabaseClock> {
  return new DatabaseClock(async () => {
    const [r] = await handle.sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`;
    return Number(r?.ms);
  }).start();
}
