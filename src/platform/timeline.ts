/**
 * The timeline: one mechanism for everything that finishes later (construction, research,
 * training, marches, shields …). An event is a row with its due time plus a graphile-worker job
 * `timeline/settle` at that time, enqueued in the same transaction. The job only asks the owner of
 * the base to settle it; settling applies every event due up to now, in (due_at, id) order, under
 * the base's row lock, and marks them applied — so each applies exactly once, whoever settles first
 * (a read, a command, the job, a retried job, a second worker).
 *
 * Across bases (docs/decisions/016-timeline-across-bases.md): an event sits on the timeline of the
 * base where it happens and names in `touches` the other bases it writes to when applied. Nothing
 * writes an event on a base, or one that touches a base, without holding that base's lock in the
 * same transaction (`scheduleEvent` checks it), so whoever holds a base's lock knows every event
 * that can still change it.
 */
import { type RawBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Instant } from './clock.ts';
import { type Executor, type Trx, tables, uuidArray } from './db.ts';
import { SENT_WITH_NEXT } from './pipelined-dialect.ts';
import { addJobExpression, cancelJob, enqueue } from './jobs.ts';
import { dilatedNew, dueExpression } from './timeline-dilation.ts';

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
    touches: string[];
    parked_at: Date | null;
    attempts: number;
    last_error: string | null;
    /** a settle found it due after its world's end (decision 069): it never applies */
    frozen_at: Date | null;
  };
}

export interface TimelineEvent<P = unknown> {
  id: string;
  baseId: string;
  kind: string;
  payload: P;
  startsAt: Instant;
  dueAt: Instant;
  /** other bases this event writes to when it is applied */
  touches: string[];
  /**
   * not to be applied by a settle: a handler threw (parked: it waits for an admin's retry or
   * discard), or it fell due after its world's end (frozen, decision 069: never)
   */
  parked: boolean;
}

export const SETTLE_TASK = 'timeline/settle';
/** Channel a worker's alarm listens on for events due soon (see timeline-alarm.ts). */
export const DUE_CHANNEL = 'timeline_due';
/** Events due within this much of being scheduled wake the alarm; later ones it finds by polling. */
export const ALARM_HORIZON_MS = 5_000;

const q = (ex: Executor) => tables<TimelineTable>(ex);

const toEvent = (r: TimelineTable['timeline_events']): TimelineEvent => ({
  id: String(r.id),
  baseId: r.base_id,
  kind: r.kind,
  payload: r.payload,
  startsAt: r.starts_at.getTime(),
  dueAt: r.due_at.getTime(),
  touches: r.touches ?? [],
  parked: r.parked_at !== null || r.frozen_at !== null,
});

// ---- the kinds of event there are: registered once by the composition root --------------------

const kinds = new Map<string, z.ZodType>();

/** Declares an event kind and the shape of its payload (checked when written and when read). */
export function registerTimelineKind(kind: string, payload: z.ZodType): void {
  const known = kinds.get(kind);
  if (known && known !== payload) throw new Error(`timeline kind ${kind} is registered twice`);
  kinds.set(kind, payload);
}

export const isKnownKind = (kind: string) => kinds.has(kind);

/** The payload checked against its kind's schema: the value, or why it is refused. */
export function readPayload(
  kind: string,
  payload: unknown,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const schema = kinds.get(kind);
  if (!schema) return { ok: false, error: `unknown timeline event kind '${kind}'` };
  const r = schema.safeParse(payload);
  return r.success
    ? { ok: true, value: r.data }
    : {
        ok: false,
        error: `payload of '${kind}' does not match its schema: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`,
      };
}

// ---- which bases a transaction holds ------------------------------------------------------------

const held = new WeakMap<object, Set<string>>();

let outOfOrder = 0;

/**
 * How many base locks this process has taken below a base the same transaction already held: each is
 * a deadlock waiting for its partner. The settle engine promises none (tests read this).
 */
export const outOfOrderLocks = (): number => outOfOrder;

/** Records that `trx` holds the row locks of these bases (the bases module's lock does this). */
export function noteLocked(trx: Trx, baseIds: Iterable<string>): void {
  const set = held.get(trx) ?? new Set<string>();
  let top: string | undefined;
  for (const id of set) if (top === undefined || id > top) top = id;
  // one statement locks its rows in id order (uuid order is the order of their lowercase text)
  for (const id of [...baseIds].sort()) {
    if (set.has(id)) continue;
    if (top !== undefined && id < top) outOfOrder++;
    set.add(id);
    top = top === undefined || id > top ? id : top;
  }
  held.set(trx, set);
}

/** Forgets locks a rolled-back savepoint released. */
export function forgetLocked(trx: Trx, baseIds: Iterable<string>): void {
  const set = held.get(trx);
  if (set) for (const id of baseIds) set.delete(id);
}

export const heldLocks = (trx: Trx): ReadonlySet<string> => held.get(trx) ?? new Set();

function assertLocked(trx: Trx, baseId: string, what: string): void {
  if (!heldLocks(trx).has(baseId)) throw new Error(`${what} on base ${baseId} without holding its lock`);
}

// ---- writing events -----------------------------------------------------------------------------

export interface NewEvent {
  baseId: string;
  kind: string;
  payload: unknown;
  startsAt: Instant;
  dueAt: Instant;
  touches?: string[];
}

/** Schedules an event; the caller holds the locks of its base and of every base it touches. */
export async function scheduleEvent(trx: Trx, e: NewEvent): Promise<TimelineEvent> {
  const checked = readPayload(e.kind, e.payload);
  if (!checked.ok) throw new Error(checked.error);
  assertLocked(trx, e.baseId, `scheduling '${e.kind}'`);
  const touches = [...new Set(e.touches ?? [])].filter((id) => id !== e.baseId);
  for (const id of touches) assertLocked(trx, id, `scheduling '${e.kind}' that touches it`);
  // the event, its settle job and (when it falls due soon) the alarm's wake-up: one statement
  const job = addJobExpression(
    SETTLE_TASK,
    sql`json_build_object('baseId', e.base_id::text, 'eventId', e.id::text)`,
    sql`e.due_at`,
    sql`'timeline:' || e.id::text`,
  );
  const wake =
    e.dueAt - e.startsAt < ALARM_HORIZON_MS ? sql`, pg_notify(${DUE_CHANNEL}, ${String(e.dueAt)}) as woke` : sql``;
  const r = await sql<TimelineTable['timeline_events']>`
    with e as (
      insert into timeline_events (base_id, kind, payload, starts_at, due_at, touches)
      values (${e.baseId}, ${e.kind}, ${JSON.stringify(checked.value ?? null)}::text::jsonb, ${new Date(e.startsAt)}, ${dueExpression(e.kind, e.baseId, e.startsAt, e.dueAt)}, ${uuidArray(touches)})
      returning *
    )
    select e.*, (${job}).id as job_id${wake} from e`.execute(trx);
  const row = r.rows[0];
  if (!row) throw new Error(`scheduling '${e.kind}' wrote no event`);
  const event = toEvent(row);
  // a timer of a world running slow (decision 056) is written later than asked: its copies follow
  await dilatedNew(trx, event, e.dueAt, event.dueAt);
  return event;
}

/** Tells the workers' alarms (on commit) that an event falls due at `dueAt`. */
async function wakeAlarm(trx: Trx, dueAt: Instant): Promise<void> {
  await sql`${sql.raw(SENT_WITH_NEXT)}select pg_notify(${DUE_CHANNEL}, ${String(dueAt)})`.execute(trx);
}

/** Removes a pending event and its job (cancel). Returns false when it was already applied or gone. */
export async function cancelEvent(trx: Trx, event: Pick<TimelineEvent, 'id' | 'baseId'>): Promise<boolean> {
  assertLocked(trx, event.baseId, 'cancelling an event');
  const r = await q(trx)
    .deleteFrom('timeline_events')
    .where('id', '=', event.id)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) return false;
  await cancelJob(trx, `timeline:${event.id}`);
  return true;
}

/** Moves a pending event to a new due time (speed-ups, re-ordered queues), with its job. */
export async function rescheduleEvent(trx: Trx, event: TimelineEvent, dueAt: Instant): Promise<void> {
  assertLocked(trx, event.baseId, 'rescheduling an event');
  await q(trx)
    .updateTable('timeline_events')
    .set({ due_at: new Date(dueAt) })
    .where('id', '=', event.id)
    .execute();
  await enqueue(
    trx,
    SETTLE_TASK,
    { baseId: event.baseId, eventId: event.id },
    { runAt: dueAt, jobKey: `timeline:${event.id}` },
  );
  await wakeAlarm(trx, dueAt);
}

// ---- reading events -----------------------------------------------------------------------------

/** Pending events of a base (parked ones too), due order. */
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

/**
 * What a settle of `baseIds` up to `upTo` must see: every pending event on those bases, and the
 * events on other bases, due by then, that write to them (a fleet's way home starts at its target).
 * Due order.
 */
export async function eventsForSettle(ex: Executor, baseIds: string[], upTo: Instant): Promise<TimelineEvent[]> {
  return eventsFromRows((await ex.executeQuery(eventsForSettleQuery(ex, uuidArray(baseIds), upTo))).rows);
}

/**
 * `eventsForSettle` as a statement to send (with the lock it follows: `sentTogether`), the bases
 * given as an expression (their ids, or a subquery naming them); `eventsFromRows` reads its answer.
 */
export function eventsForSettleQuery(ex: Executor, ids: RawBuilder<string[]>, upTo: Instant) {
  return sql<TimelineTable['timeline_events']>`
    select * from timeline_events where applied_at is null and base_id = any(${ids})
    union all
    select * from timeline_events
      where applied_at is null and touches <> '{}' and touches && ${ids} and due_at <= ${new Date(upTo)} and not (base_id = any(${ids}))
    order by due_at, id`.compile(ex);
}

export const eventsFromRows = (rows: TimelineTable['timeline_events'][]): TimelineEvent[] => rows.map(toEvent);

/**
 * For a read without locks (bases' `peekProfileBase`): two columns to select beside a base row, in
 * the same statement, so both come from one snapshot. `pending` is the base's unapplied events as
 * json (see `eventsFromJson`); `touched_due` says whether an event of another base that writes to
 * this one is due by `upTo` — then only a settle under the locks may say what the base holds.
 */
export function pendingEventsColumns(baseId: RawBuilder<string>, upTo: Instant) {
  const at = new Date(upTo);
  return {
    pending: sql<unknown[]>`coalesce((select json_agg(json_build_object(
        'id', e.id::text, 'base_id', e.base_id, 'kind', e.kind, 'payload', e.payload, 'touches', e.touches,
        'starts_at', floor(extract(epoch from e.starts_at) * 1000), 'due_at', floor(extract(epoch from e.due_at) * 1000),
        'parked', e.parked_at is not null or e.frozen_at is not null))
      from timeline_events e where e.applied_at is null and e.base_id = ${baseId}), '[]'::json)`.as('pending'),
    touchedDue: sql<boolean>`exists (select 1 from timeline_events t
      where t.applied_at is null and t.parked_at is null and t.frozen_at is null and t.touches <> '{}' and t.touches @> array[${baseId}]::uuid[]
        and t.due_at <= ${at} and t.base_id <> ${baseId})`.as('touched_due'),
  };
}

/** The events `pendingEventsColumns` read, as the timeline's events. */
export function eventsFromJson(rows: unknown[]): TimelineEvent[] {
  return (
    rows as {
      id: string;
      base_id: string;
      kind: string;
      payload: unknown;
      touches: string[] | null;
      starts_at: number;
      due_at: number;
      parked: boolean;
    }[]
  ).map((r) => ({
    id: r.id,
    baseId: r.base_id,
    kind: r.kind,
    payload: r.payload,
    startsAt: Number(r.starts_at),
    dueAt: Number(r.due_at),
    touches: r.touches ?? [],
    parked: r.parked,
  }));
}

/** Pending events of a kind, on any base, whose payload has `field` = `value` (a march's next leg). */
export async function pendingEventsFor(
  ex: Executor,
  kind: string,
  field: string,
  value: string,
): Promise<TimelineEvent[]> {
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .selectAll()
    .where('kind', '=', kind)
    .where('applied_at', 'is', null)
    .where(sql`payload ->> ${field}`, '=', value)
    .execute();
  return rows.map(toEvent);
}

/** When a pending, unparked event falls due (null when it is applied, parked or gone). */
export async function eventDueAt(ex: Executor, eventId: string): Promise<Instant | null> {
  const r = await q(ex)
    .selectFrom('timeline_events')
    .select('due_at')
    .where('id', '=', eventId)
    .where('applied_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('frozen_at', 'is', null)
    .executeTakeFirst();
  return r ? r.due_at.getTime() : null;
}

/** When each of these pending, unparked events falls due (those applied, parked or gone are left out). */
export async function eventsDueAt(ex: Executor, eventIds: string[]): Promise<Map<string, Instant>> {
  if (eventIds.length === 0) return new Map();
  const rows = await q(ex)
    .selectFrom('timeline_events')
    .select(['id', 'due_at'])
    .where('id', 'in', eventIds)
    .where('applied_at', 'is', null)
    .where('parked_at', 'is', null)
    .where('frozen_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [String(r.id), r.due_at.getTime()]));
}

export async function markApplied(trx: Trx, ids: string[], at: Instant): Promise<void> {
  if (ids.length === 0) return;
  await q(trx)
    .updateTable('timeline_events')
    .set({ applied_at: new Date(at), parked_at: null })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Freezes events a settle found due after their world's end (decision 069): they stay on the
 * timeline, never applied, and no sweep or health figure counts them as overdue.
 */
export async function freezeEvents(trx: Trx, ids: string[], at: Instant): Promise<void> {
  if (ids.length === 0) return;
  await q(trx)
    .updateTable('timeline_events')
    .set({ frozen_at: new Date(at) })
    .where('id', 'in', ids)
    .where('applied_at', 'is', null)
    .execute();
}

// ---- failures: parked events --------------------------------------------------------------------

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
