/**
 * Fixed-window request counter per client key, kept in PostgreSQL so every web process and every
 * restart shares it (`rate_limits`, an UNLOGGED table; docs/decisions/004-rate-limits.md).
 *
 * A process does not write one row update per request: it reserves permits in PostgreSQL and
 * hands them out from memory. A reservation is one upsert that adds `n` hits to the client's
 * window and answers the window's new total; the process keeps only the permits that fit under the
 * limit (`n` or fewer, never more than the limit minus what was counted before it). So every
 * request allowed, in any process, was counted in PostgreSQL before it was allowed, and the sum
 * allowed per window never exceeds the limit, across processes and restarts (a process that stops
 * with permits left loses them: they stay counted). The first reservation of a window is 1 permit
 * (a client with a request now and then costs what it did before: one upsert); each next one in the
 * same window doubles, up to `limit / 20` (at most 64): a busy client costs a handful of upserts a
 * window, and permits one process holds unused can refuse a client spread over several processes
 * at most that many requests early. Once PostgreSQL says the window is spent, the process refuses
 * that client from memory until the window ends (nothing would be allowed anyway).
 * Rows of past windows are deleted at most once a minute per process, by whichever request comes
 * along.
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';

const SWEEP_EVERY_MS = 60_000;
/** Largest reservation: the permits one process may hold unused for one client. */
const MAX_RESERVATION = 64;

interface Held {
  windowStart: number;
  /** permits reserved and not yet handed out */
  left: number;
  /** size of the next reservation */
  next: number;
  /** PostgreSQL said the window is spent */
  spent: boolean;
  /** a reservation under way: other requests of the client wait for it rather than make their own */
  reserving: Promise<void> | null;
}

export class RateLimiter {
  private lastSweep = 0;
  private held = new Map<string, Held>();
  private readonly maxReservation: number;
  /** Upserts written (for tests and the bench). */
  reservations = 0;

  constructor(
    private readonly db: Db,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.maxReservation = Math.max(1, Math.min(MAX_RESERVATION, Math.floor(limit / 20)));
  }

  /** Counts one request for `key` at `now`; false when over the limit. */
  async take(key: string, now: number): Promise<boolean> {
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    this.sweep(now, windowStart);
    for (;;) {
      let h = this.held.get(key);
      if (!h || h.windowStart !== windowStart) {
        // a new window: what was held for the last one is worthless (its count stays in PostgreSQL)
        if (h && h.windowStart > windowStart) return this.takeUnbuffered(key, windowStart);
        h = { windowStart, left: 0, next: 1, spent: false, reserving: null };
        this.held.set(key, h);
      }
      if (h.left > 0) {
        h.left--;
        return true;
      }
      if (h.spent) return false;
      if (!h.reserving) h.reserving = this.reserve(key, h).finally(() => h && (h.reserving = null));
      await h.reserving;
    }
  }

  /** Adds `h.next` hits to the client's window in PostgreSQL and keeps those under the limit. */
  private async reserve(key: string, h: Held): Promise<void> {
    const n = h.next;
    const hits = await this.upsert(key, h.windowStart, n);
    this.reservations++;
    const granted = Math.max(0, Math.min(n, this.limit - (hits - n)));
    h.left += granted;
    if (granted < n) h.spent = true;
    h.next = Math.min(this.maxReservation, n * 2);
  }

  /** A request stamped in a window older than one already held (a clock stepping back): counted alone. */
  private async takeUnbuffered(key: string, windowStart: number): Promise<boolean> {
    return (await this.upsert(key, windowStart, 1)) <= this.limit;
  }

  private async upsert(key: string, windowStart: number, n: number): Promise<number> {
    // counters of limiters with other limits or windows (a test's, a tool's) never mix with these
    const row = `${this.limit}/${this.windowMs}:${key}`;
    const r = await sql<{ hits: number }>`
      insert into rate_limits as r (key, window_start, hits) values (${row}, ${windowStart}, ${n})
      on conflict (key) do update
        set hits = case when r.window_start = excluded.window_start then r.hits + excluded.hits else excluded.hits end,
            window_start = excluded.window_start
      returning hits`.execute(this.db);
    return r.rows[0]?.hits ?? n;
  }

  private sweep(now: number, windowStart: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [k, h] of this.held) if (h.windowStart < windowStart && !h.reserving) this.held.delete(k);
    // not awaited: the request does not wait for housekeeping
    void sql`delete from rate_limits where window_start < ${windowStart}`
      .execute(this.db)
      .catch((e) => console.error('[rate-limit] sweep', e));
  }
}
