/**
 * The timeline's upkeep: the sweep's overdue bases, the alarm's next wake-up, pruning applied
 * events, and its health for /control.
 */
import { sql } from 'kysely';
import type { Instant } from './clock.ts';
import type { Executor } from './db.ts';
import { timelineRows as q } from './timeline-rows.ts';

/** Bases with events overdue by more than `graceMs` (for the sweep that backs up lost jobs). */
export async function basesWithOverdueEvents(
  ex: Executor,
  now: Instant,
  graceMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .select('base_id')
    .distinct()
    .where('applied_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('frozen_at', 'is', null)
    .where('due_at', '<', new Date(now - graceMs))
    .limit(limit)
    .execute();
  return rows.map((r) => r.base_id);
}

/** The earliest due time after `after` of an event still to apply (the alarm's next wake-up). */
export async function nextDueAfter(ex: Executor, after: Instant): Promise<Instant | null> {
  const r = await sql<{
    due: Date | null;
  }>`select min(due_at) as due from timeline_events where applied_at is null and due_at > ${new Date(after)}`.execute(
    ex,
  );
  const due = r.rows[0]?.due;
  return due ? new Date(due).getTime() : null;
}

/** Applied events are kept this long (reports keep what a player reads; these only feed /control's figures). */
export const APPLIED_RETENTION_MS = 7 * 24 * 3_600_000;

/** Deletes up to `limit` events applied before `before`; returns how many went. */
export async function pruneApplied(ex: Executor, before: Instant, limit: number): Promise<number> {
  const r = await sql<{ n: number }>`
    with gone as (
      delete from timeline_events where id in (
        select id from timeline_events where applied_at is not null and applied_at < ${new Date(before)} limit ${limit})
      returning 1)
    select count(*)::int as n from gone`.execute(ex);
  return r.rows[0]?.n ?? 0;
}

/** How many of the latest applied events the lateness figures cover. */
export const LATENESS_SAMPLE = 10_000;

/** The timeline's health for /control: pending, overdue, parked, lateness, failing jobs and the latest error. */
export async function timelineHealth(ex: Executor, now: Instant) {
  const pending = await sql<{ pending: number; overdue: number; oldest: Date | null; parked: number }>`
    select count(*)::int as pending,
           count(*) filter (where due_at < ${new Date(now)} and parked_at is null and frozen_at is null)::int as overdue,
           min(due_at) filter (where due_at < ${new Date(now)} and parked_at is null and frozen_at is null) as oldest,
           count(*) filter (where parked_at is not null)::int as parked
    from timeline_events where applied_at is null`.execute(ex);
  // how late the latest applied events were, whoever applied them (a read, a command or the worker)
  const late = await sql<{ n: number; p50: number | null; p99: number | null }>`
    select count(*)::int as n,
           percentile_cont(0.5) within group (order by late) as p50,
           percentile_cont(0.99) within group (order by late) as p99
    from (select greatest(0, extract(epoch from applied_at - due_at) * 1000) as late
          from timeline_events where applied_at is not null order by id desc limit ${LATENESS_SAMPLE}) s`.execute(ex);
  const failing = await sql<{
    failing: number;
  }>`select count(*)::int as failing from graphile_worker.jobs where last_error is not null`.execute(ex);
  // the latest error, by when it happened: a parked event's or a failing job's
  const lastError = await sql<{ error: string; at: Date }>`
    (select last_error as error, parked_at as at from timeline_events where applied_at is null and parked_at is not null order by parked_at desc limit 1)
    union all
    (select last_error as error, updated_at as at from graphile_worker.jobs where last_error is not null order by updated_at desc limit 1)
    order by at desc limit 1`.execute(ex);
  const p = pending.rows[0];
  const l = late.rows[0];
  return {
    pending: p?.pending ?? 0,
    overdue: p?.overdue ?? 0,
    oldestOverdueMs: p?.oldest ? now - new Date(p.oldest).getTime() : 0,
    parked: p?.parked ?? 0,
    appliedSample: l?.n ?? 0,
    lateP50Ms: Math.round(l?.p50 ?? 0),
    lateP99Ms: Math.round(l?.p99 ?? 0),
    failingJobs: failing.rows[0]?.failing ?? 0,
    lastError: lastError.rows[0]?.error ?? null,
  };
}
