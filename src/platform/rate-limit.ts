/**
 * Fixed-window request counter per client key, kept in PostgreSQL so every web process and every
 * restart shares it: one upsert per request (`rate_limits`, an UNLOGGED table) counts the hit and
 * answers the window's total. Rows of past windows are deleted at most once a minute per process,
 * by whichever request comes along. See docs/decisions/004-rate-limits.md.
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';

const SWEEP_EVERY_MS = 60_000;

export class RateLimiter {
  private lastSweep = 0;
  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request for `key` at `now`; false when over the limit. */
  async take(key: string, now: number): Promise<boolean> {
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    // counters of limiters with other limits or windows (a test's, a tool's) never mix with these
    const row = `${this.limit}/${this.windowMs}:${key}`;
    const r = await sql<{ hits: number }>`
      insert into rate_limits as r (key, window_start, hits) values (${row}, ${windowStart}, 1)
      on conflict (key) do update
        set hits = case when r.window_start = excluded.window_start then r.hits + 1 else 1 end,
            window_start = excluded.window_start
      returning hits`.execute(this.db);
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      // not awaited: the request does not wait for housekeeping
      void sql`delete from rate_limits where window_start < ${windowStart}`.execute(this.db).catch((e) => console.error('[rate-limit] sweep', e));
    }
    return (r.rows[0]?.hits ?? 1) <= this.limit;
  }
}
