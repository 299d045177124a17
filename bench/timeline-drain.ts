/**
 * Timeline events falling due while nobody reads their bases, applied by real worker processes
 * (`bun src/server/worker.ts`: graphile-worker with the timeline's alarm and the database's clock):
 * how late each event is applied (applied_at − due_at, p50/p99) and how many are applied per second.
 * Run at a rate the workers sustain, and at one above it (saturating).
 */
import { sql } from 'kysely';
import type { DbHandle } from '../src/platform/db.ts';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
/** The first seconds of the window, while the fresh worker processes warm up, are reported apart. */
const WARM_UP_MS = 3000;

export async function startWorkers(url: string, n: number, concurrency: number) {
  const procs = Array.from({ length: n }, () =>
    Bun.spawn(['bun', 'src/server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: url, WORKER_CONCURRENCY: String(concurrency) },
      stdout: 'pipe',
      stderr: 'inherit',
    }),
  );
  // each says "worker running" once its clock is synced and its alarm armed
  await Promise.all(
    procs.map(async (p) => {
      const reader = p.stdout.getReader();
      let text = '';
      while (!text.includes('worker running')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('a worker exited before it started');
        text += new TextDecoder().decode(value);
      }
      reader.releaseLock();
    }),
  );
  return procs;
}

export interface DrainResult {
  workers: number;
  events: number;
  arrivalPerSecond: number;
  appliedPerSecond: number;
  lateP50ms: number;
  lateP99ms: number;
  lateMaxMs: number;
  afterWarmUp: { events: number; lateP50ms: number; lateP99ms: number; lateMaxMs: number };
}

/** `events` events on `baseIds` (spread evenly), due evenly at `rate` per second, drained by `workers` worker processes. */
export async function drain(
  handle: DbHandle,
  url: string,
  baseIds: string[],
  opts: { events: number; rate: number; workers: number; concurrency?: number },
): Promise<DrainResult> {
  const { events, rate, workers } = opts;
  await sql`delete from timeline_events`.execute(handle.db);
  await sql`delete from graphile_worker._private_jobs`.execute(handle.db);
  // the previous run left ~100,000 dead rows in each: a live system's autovacuum keeps up with a
  // steady churn, but a vacuum starting in the middle of this window measures the bench, not the timeline
  await sql`vacuum analyze timeline_events, graphile_worker._private_jobs, bases`.execute(handle.db);
  const windowMs = Math.round((events / rate) * 1000);
  // enqueued a day ahead first (add_job for 100,000 rows takes a while), then moved into the window
  const far = Date.now() + 24 * 3_600_000;
  await sql`
    with ev as (
      insert into timeline_events (base_id, kind, payload, starts_at, due_at)
      select b.id, 'training', json_build_object('kind', 'training', 'unitId', 'ranger', 'count', 1)::jsonb, now(),
             to_timestamp((${far}::bigint + ((row_number() over ()) * ${windowMs}::bigint / ${events}::bigint)) / 1000.0)
      from generate_series(1, ${Math.ceil(events / baseIds.length)}) as n cross join unnest(${baseIds}::uuid[]) as b(id)
      limit ${events}
      returning id, base_id, due_at)
    select count(graphile_worker.add_job('timeline/settle', json_build_object('baseId', base_id::text, 'eventId', id::text), run_at => due_at, job_key => 'timeline:' || id)) from ev`.execute(
    handle.db,
  );
  const procs = await startWorkers(url, workers, opts.concurrency ?? 8);
  // the window opens 2 s from now: events and their jobs move together, keeping their spacing
  const shiftMs = Date.now() + 2000 - far;
  await handle.db.transaction().execute(async (trx) => {
    await sql`update timeline_events set due_at = due_at + make_interval(secs => ${shiftMs / 1000})`.execute(trx);
    await sql`update graphile_worker._private_jobs set run_at = run_at + make_interval(secs => ${shiftMs / 1000})`.execute(
      trx,
    );
  });
  const d0 = Date.now();
  try {
    for (;;) {
      const [r] = await handle.sql`select count(*)::int as n from timeline_events where applied_at is null`;
      if (Number(r?.n) === 0) break;
      if (Date.now() - d0 > windowMs + 300_000) throw new Error('drain did not finish 5 minutes after its window');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => p.exited));
  }
  const rows =
    await handle.sql`select greatest(0, extract(epoch from (applied_at - due_at)) * 1000) as ms, extract(epoch from due_at - (select min(due_at) from timeline_events)) * 1000 as at from timeline_events`;
  const late = rows.map((r) => Number(r.ms));
  // a worker process that has just started runs cold (JIT, connections): its first seconds are shown apart
  const steady = rows.filter((r) => Number(r.at) >= WARM_UP_MS).map((r) => Number(r.ms));
  const [span] = await handle.sql`select extract(epoch from (max(applied_at) - min(due_at))) as s from timeline_events`;
  const result = {
    workers,
    events: late.length,
    arrivalPerSecond: rate,
    appliedPerSecond: round(late.length / Math.max(Number(span?.s), windowMs / 1000)),
    lateP50ms: round(pct(late, 50)),
    lateP99ms: round(pct(late, 99)),
    lateMaxMs: round(Math.max(...late)),
    afterWarmUp: {
      events: steady.length,
      lateP50ms: round(pct(steady, 50)),
      lateP99ms: round(pct(steady, 99)),
      lateMaxMs: round(Math.max(...steady)),
    },
  };
  console.log(
    `drain: ${events} events at ${rate}/s, ${workers} worker process(es): late p50 ${result.lateP50ms} ms, p99 ${result.lateP99ms} ms (after the first ${WARM_UP_MS / 1000} s: p50 ${result.afterWarmUp.lateP50ms}, p99 ${result.afterWarmUp.lateP99ms}, max ${result.afterWarmUp.lateMaxMs}); ${result.appliedPerSecond} applied/s`,
  );
  return result;
}
