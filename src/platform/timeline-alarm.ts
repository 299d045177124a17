/**
 * The timeline's alarm clock: graphile-worker finds a job scheduled for later only when it polls
 * (every second here), so an event nobody reads would apply up to a second late, and every leg of a
 * chain (arrive → fight → return) would add that again. A worker process keeps one timer for the
 * next due event; when it rings it wakes the process's graphile-worker at once through the channel
 * that graphile-worker's own `add_job` uses (`jobs:insert`). New events due soon announce
 * themselves on DUE_CHANNEL (timeline.ts); later ones are found by a poll every POLL_MS.
 * Measured in `bun run bench` (README Performance); docs/decisions/016.
 */
import { sql } from 'kysely';
import type postgres from 'postgres';
import type { Clock, Instant } from './clock.ts';
import type { Db } from './db.ts';
import { DUE_CHANNEL } from './timeline.ts';
import { nextDueAfter } from './timeline-upkeep.ts';

/** Longest sleep between looks at the next due event. */
const POLL_MS = 1_000;
/** Rings at most this often, so a flood of due events costs a bounded number of wake-ups. */
const MIN_GAP_MS = 5;
/** Rings this long after the due time: graphile-worker compares run_at with the database's now(). */
const SAFETY_MS = 2;

export class TimelineAlarm {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private armedFor = Number.POSITIVE_INFINITY;
  /** Events due up to here have been rung for. */
  private watermark: Instant;
  private lastRing = 0;
  private stopped = false;
  private busy = false;
  private again = false;
  private listener: { unlisten(): Promise<void> } | null = null;
  rings = 0;

  constructor(
    private readonly db: Db,
    private readonly listenSql: postgres.Sql,
    private readonly clock: Clock,
    private readonly wakeCount = 8,
  ) {
    this.watermark = clock.now();
  }

  async start(): Promise<void> {
    this.listener = await this.listenSql.listen(DUE_CHANNEL, (payload) => {
      const due = Number(payload);
      if (Number.isFinite(due) && due > this.watermark && due < this.armedFor) this.arm(due);
    });
    await this.look();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener?.unlisten().catch(() => {});
  }

  private arm(at: Instant): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.armedFor = at;
    const wait = Math.max(0, at + SAFETY_MS - this.clock.now(), this.lastRing + MIN_GAP_MS - Date.now());
    this.timer = setTimeout(() => void this.ring(), Math.min(wait, POLL_MS));
  }

  /** Wakes graphile-worker when something is due, then looks for the next due time. */
  private async ring(): Promise<void> {
    if (this.stopped) return;
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    try {
      const now = this.clock.now();
      if (this.armedFor <= now - SAFETY_MS) {
        this.lastRing = Date.now();
        this.rings++;
        await sql`select pg_notify('jobs:insert', ${JSON.stringify({ r: Math.random(), count: this.wakeCount })})`.execute(
          this.db,
        );
        // graphile-worker now fetches every job due by now: what falls due later is rung for next
        this.watermark = Math.max(this.watermark, now);
      }
      await this.look();
    } catch (err) {
      console.error('[timeline-alarm]', err instanceof Error ? err.message : err);
      this.arm(this.clock.now() + POLL_MS);
    } finally {
      this.busy = false;
      if (this.again) {
        this.again = false;
        void this.ring();
      }
    }
  }

  private async look(): Promise<void> {
    const next = await nextDueAfter(this.db, this.watermark);
    this.armedFor = Number.POSITIVE_INFINITY;
    this.arm(next ?? this.clock.now() + POLL_MS);
  }
}
