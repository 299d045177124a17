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
import { type Executor, type Trx, uuidArray } from './db.ts';
import { SENT_WITH_NEXT } from './pipelined-dialect.ts';
import { addJobExpression, cancelJob, enqueue } from './jobs.ts';
import { dilatedNew, dueExpression } from './timeline-dilation.ts';
import { assertLocked } from './timeline-locks.ts';
import { timelineRows as q, type TimelineEvent, type TimelineTable, toEvent } from './timeline-rows.ts';

// the table's rows, the locks held, parked events and upkeep live beside this file
export type { TimelineEvent, TimelineTable } from './timeline-rows.ts';
export { forgetLocked, heldLocks, noteLocked, outOfOrderLocks } from './timeline-locks.ts';

export const SETTLE_TASK = 'timeline/settle';
/** Channel a worker's alarm listens on for events due soon (see timeline-alarm.ts). */
export const DUE_CHANNEL = 'timeline_due';
/** Events due within this much of being scheduled wake the alarm; later ones it finds by polling. */
export const ALARM_HORIZON_MS = 5_000;

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
