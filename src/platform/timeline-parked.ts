/**
 * Parked events: an event whose handler threw keeps its state and waits for an admin's retry (the
 * next settle of its base applies it) or discard (/control, audited by the caller).
 */
import type { Instant } from './clock.ts';
import type { Executor, Trx } from './db.ts';
import { cancelJob } from './jobs.ts';
import { assertLocked } from './timeline-locks.ts';
import { timelineRows as q, type TimelineTable } from './timeline-rows.ts';

/** Parks an event whose handler threw: it keeps its state and waits for retry or discard. */
export async function parkEvent(trx: Trx, eventId: string, error: string, at: Instant): Promise<void> {
  await q(trx)
    .updateTable('timeline_events')
    .set(
      (eb) =>
        ({ parked_at: new Date(at), attempts: eb('attempts', '+', 1), last_error: error.slice(0, 2000) }) as never,
    )
    .where('id', '=', eventId)
    .execute();
}

export interface ParkedEvent {
  id: string;
  baseId: string;
  kind: string;
  payload: unknown;
  dueAt: Instant;
  parkedAt: Instant;
  attempts: number;
  error: string;
}

const toParked = (r: TimelineTable['timeline_events']): ParkedEvent => ({
  id: String(r.id),
  baseId: r.base_id,
  kind: r.kind,
  payload: r.payload,
  dueAt: r.due_at.getTime(),
  parkedAt: (r.parked_at as Date).getTime(),
  attempts: r.attempts,
  error: r.last_error ?? '',
});

/** Parked events, the latest first (the control panel's list). */
export async function parkedEvents(ex: Executor, limit = 100): Promise<ParkedEvent[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .selectAll()
    .where('applied_at', 'is', null)
    .where('parked_at', 'is not', null)
    .orderBy('parked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toParked);
}

export async function findParked(ex: Executor, eventId: string): Promise<ParkedEvent | null> {
  const r = await q(ex)
    .selectFrom('timeline_events')
    .selectAll()
    .where('id', '=', eventId)
    .where('applied_at', 'is', null)
    .where('parked_at', 'is not', null)
    .executeTakeFirst();
  return r ? toParked(r) : null;
}

/** Lets a parked event be applied by the next settle of its base (the caller holds its lock). */
export async function unparkEvent(trx: Trx, event: Pick<ParkedEvent, 'id' | 'baseId'>): Promise<boolean> {
  assertLocked(trx, event.baseId, 'retrying an event');
  const r = await q(trx)
    .updateTable('timeline_events')
    .set({ parked_at: null })
    .where('id', '=', event.id)
    .where('applied_at', 'is', null)
    .where('parked_at', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a parked event for good (the caller holds its base's lock and audits it). */
export async function discardParked(trx: Trx, event: Pick<ParkedEvent, 'id' | 'baseId'>): Promise<boolean> {
  assertLocked(trx, event.baseId, 'discarding an event');
  const r = await q(trx)
    .deleteFrom('timeline_events')
    .where('id', '=', event.id)
    .where('applied_at', 'is', null)
    .where('parked_at', 'is not', null)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) return false;
  await cancelJob(trx, `timeline:${event.id}`);
  return true;
}

// ---- health -------------------------------------------------------------------------------------
