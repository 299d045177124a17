/**
 * The timeline: one mechanism for everything that finishes later (construction, research,
 * training, marches, shields …). An event is a row with its due time plus a graphile-worker job
 * `timeline/settle` at that time, enqueued in the same transaction. The job only asks the owner of
 * the base to settle it; settling applies every event due up to now, in (due_at, id) order, under
 * the base's row lock, and marks them applied — so each applies exactly once, whoever settles first
 * (a read, a command, the job, a retried job, a second worker).
 */
import { sql } from 'kysely';
import type { Instant } from './clock.ts';
import { type Executor, type Trx, tables } from './db.ts';
import { cancelJob, enqueue } from './jobs.ts';

export interface TimelineTable {
  timeline_events: {
    id: string;
    base_id: string;
    kind: string;
    payload: unknown;
    starts_at: Date;
    due_at: Date;
    applied_at: Date | null;
    created_at: Date;
  };
}

export interface TimelineEvent<P = unknown> {
  id: string;
  baseId: string;
  kind: string;
  payload: P;
  startsAt: Instant;
  dueAt: Instant;
}

export const SETTLE_TASK = 'timeline/settle';

const q = (ex: Executor) => tables<TimelineTable>(ex);

const toEvent = (r: TimelineTable['timeline_events']): TimelineEvent => ({
  id: String(r.id),
  baseId: r.base_id,
  kind: r.kind,
  payload: r.payload,
  startsAt: r.starts_at.getTime(),
  dueAt: r.due_at.getTime(),
});

/** Schedules an event; the caller holds the base's row lock in `trx`. */
export async function scheduleEvent(trx: Trx, e: { baseId: string; kind: string; payload: unknown; startsAt: Instant; dueAt: Instant }): Promise<TimelineEvent> {
  const row = await q(trx)
    .insertInto('timeline_events')
    .values({ base_id: e.baseId, kind: e.kind, payload: e.payload as never, starts_at: new Date(e.startsAt), due_at: new Date(e.dueAt) } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await enqueue(trx, SETTLE_TASK, { baseId: e.baseId }, { runAt: e.dueAt, jobKey: `timeline:${row.id}` });
  return toEvent(row);
}

/** Removes a pending event and its job (cancel). Returns false when it was already applied or gone. */
export async function cancelEvent(trx: Trx, eventId: string): Promise<boolean> {
  const r = await q(trx).deleteFrom('timeline_events').where('id', '=', eventId).where('applied_at', 'is', null).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) return false;
  await cancelJob(trx, `timeline:${eventId}`);
  return true;
}

/** Moves a pending event to a new due time (speed-ups, re-ordered queues), with its job. */
export async function rescheduleEvent(trx: Trx, event: TimelineEvent, dueAt: Instant): Promise<void> {
  await q(trx).updateTable('timeline_events').set({ due_at: new Date(dueAt) }).where('id', '=', event.id).execute();
  await enqueue(trx, SETTLE_TASK, { baseId: event.baseId }, { runAt: dueAt, jobKey: `timeline:${event.id}` });
}

/** Pending events of a base, due order. */
export async function pendingEvents(ex: Executor, baseId: string): Promise<TimelineEvent[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .selectAll()
    .where('base_id', '=', baseId)
    .where('applied_at', 'is', null)
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}

/** Pending events of a kind, on any base, whose payload has `field` = `value` (a march's next leg). */
export async function pendingEventsFor(ex: Executor, kind: string, field: string, value: string): Promise<TimelineEvent[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .selectAll()
    .where('kind', '=', kind)
    .where('applied_at', 'is', null)
    .where(sql`payload ->> ${field}`, '=', value)
    .execute();
  return rows.map(toEvent);
}

export async function markApplied(trx: Trx, ids: string[], at: Instant): Promise<void> {
  if (ids.length === 0) return;
  await q(trx).updateTable('timeline_events').set({ applied_at: new Date(at) }).where('id', 'in', ids).execute();
}

/** Bases with events overdue by more than `graceMs` (for the sweep that backs up lost jobs). */
export async function basesWithOverdueEvents(ex: Executor, now: Instant, graceMs: number, limit: number): Promise<string[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .select('base_id')
    .distinct()
    .where('applied_at', 'is', null)
    .where('due_at', '<', new Date(now - graceMs))
    .limit(limit)
    .execute();
  return rows.map((r) => r.base_id);
}

/** The timeline's health for /control: pending events, the oldest overdue, failing jobs. */
export async function timelineHealth(ex: Executor, now: Instant) {
  const pending = await sql<{ pending: number; overdue: number; oldest: Date | null }>`
    select count(*)::int as pending,
           count(*) filter (where due_at < ${new Date(now)})::int as overdue,
           min(due_at) filter (where due_at < ${new Date(now)}) as oldest
    from timeline_events where applied_at is null`.execute(ex);
  const failures = await sql<{ failing: number; last_error: string | null }>`
    select count(*)::int as failing, max(last_error) as last_error
    from graphile_worker.jobs where last_error is not null`.execute(ex);
  const p = pending.rows[0];
  const f = failures.rows[0];
  return {
    pending: p?.pending ?? 0,
    overdue: p?.overdue ?? 0,
    oldestOverdueMs: p?.oldest ? now - new Date(p.oldest).getTime() : 0,
    failingJobs: f?.failing ?? 0,
    lastError: f?.last_error ?? null,
  };
}
