/**
 * Requests per minute for /control: each web process counts what it answered — requests,
 * refusals (4xx, rate limits) and failures (5xx, errors nobody expected) — in memory, and adds its
 * counts to the shared `request_stats` rows every 15 seconds, so the figures are the sum over all
 * processes. Counting costs a map update per request; the database sees one upsert per minute bucket
 * per flush.
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';

export type RequestOutcome = 'ok' | 'refused' | 'failed';

const MINUTE = 60_000;

export class RequestStats {
  private buckets = new Map<number, { requests: number; refused: number; failed: number }>();

  /** One request answered at `at` (epoch ms) with this outcome. */
  count(outcome: RequestOutcome, at = Date.now()) {
    const minute = Math.floor(at / MINUTE) * MINUTE;
    let b = this.buckets.get(minute);
    if (!b) this.buckets.set(minute, (b = { requests: 0, refused: 0, failed: 0 }));
    b.requests++;
    if (outcome === 'refused') b.refused++;
    if (outcome === 'failed') b.failed++;
  }

  /** A request already counted turned out to have failed (an unexpected error inside a 200 GraphQL answer). */
  failedInside(at = Date.now()) {
    const b = this.buckets.get(Math.floor(at / MINUTE) * MINUTE);
    if (b) b.failed++;
    else this.buckets.set(Math.floor(at / MINUTE) * MINUTE, { requests: 0, refused: 0, failed: 1 });
  }

  /** Adds what was counted since the last flush to the shared rows. */
  async flush(db: Db): Promise<void> {
    const pending = [...this.buckets];
    this.buckets = new Map();
    for (const [minute, b] of pending) {
      await sql`insert into request_stats (minute, requests, refused, failed) values (${new Date(minute)}, ${b.requests}, ${b.refused}, ${b.failed})
        on conflict (minute) do update set requests = request_stats.requests + excluded.requests, refused = request_stats.refused + excluded.refused, failed = request_stats.failed + excluded.failed`.execute(
        db,
      );
    }
  }

  /** Flushes every `everyMs` until stopped; returns the stop function (which flushes once more). */
  start(db: Db, everyMs = 15_000): () => Promise<void> {
    const timer = setInterval(() => void this.flush(db).catch((e) => console.error('[request-stats]', e)), everyMs);
    return async () => {
      clearInterval(timer);
      await this.flush(db).catch(() => {});
    };
  }
}

/** This process's counter. */
export const requestStats = new RequestStats();

/** The last `minutes` minutes up to `now`, oldest first, with empty minutes filled in. */
export async function recentRequestStats(db: Db, now: number, minutes = 60) {
  const from = Math.floor(now / MINUTE) * MINUTE - (minutes - 1) * MINUTE;
  const rows = await sql<{
    minute: Date;
    requests: number;
    refused: number;
    failed: number;
  }>`select minute, requests, refused, failed from request_stats where minute >= ${new Date(from)} order by minute`.execute(
    db,
  );
  const by = new Map(rows.rows.map((r) => [new Date(r.minute).getTime(), r]));
  return Array.from({ length: minutes }, (_, i) => {
    const minute = from + i * MINUTE;
    const r = by.get(minute);
    return { minute, requests: r?.requests ?? 0, refused: r?.refused ?? 0, failed: r?.failed ?? 0 };
  });
}
