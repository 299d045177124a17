/**
 * Time dilation on the timeline (docs/decisions/056-time-dilation.md): the timers of a world whose
 * timeline falls behind slow evenly instead of jamming. Which kinds of event are timers is declared
 * by the composition root (`dilateKinds`); the owners of rows that copy a timer's due time (a march's
 * `arrives_at`) register a follower (`followDilation`) that moves their copy with the event.
 *
 * Two places move due times: `stretchWorld`, when the world's factor changes (every pending timer of
 * the world stretches away from now), and `dilateNew`, inside `scheduleEvent`, for a timer scheduled
 * while the world runs slow (its duration is `duration / factor` of real time).
 */
import { type RawBuilder, sql } from 'kysely';
import { stretchDue } from '../game/dilation.ts';
import type { Instant } from './clock.ts';
import type { Executor, Trx } from './db.ts';
import { addJobExpression } from './jobs.ts';

const dilated = new Set<string>();

/** Declares the kinds of event that are timers: they slow with their world (the composition root, once). */
export function dilateKinds(kinds: string[]): void {
  for (const k of kinds) dilated.add(k);
}

export const isDilatedKind = (kind: string) => dilated.has(kind);

/** A timer whose due time moved from `from` to `to` (its event's kind and payload say whose it is). */
export interface MovedTimer {
  kind: string;
  payload: unknown;
  from: Instant;
  to: Instant;
}
export type DilationFollower = (trx: Trx, moved: MovedTimer[]) => Promise<void>;

const followers = new Map<string, DilationFollower>();

/** An owner of rows that copy the due time of events of `kind` moves them when those events move. */
export function followDilation(kind: string, follower: DilationFollower): void {
  const known = followers.get(kind);
  if (known && known !== follower) throw new Error(`timeline kind ${kind} has two dilation followers`);
  followers.set(kind, follower);
}

async function tellFollowers(trx: Trx, moved: MovedTimer[]): Promise<void> {
  const byKind = new Map<string, MovedTimer[]>();
  for (const m of moved) if (m.from !== m.to) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m]);
  for (const [kind, list] of byKind) await followers.get(kind)?.(trx, list);
}

/**
 * The due time a new event of `kind` is written with: for a timer, `startsAt + duration / factor`
 * with the factor of the world of `baseId`, read in the insert itself (no extra round trip).
 */
export function dueExpression(kind: string, baseId: string, startsAt: Instant, dueAt: Instant): RawBuilder<Date> {
  if (!dilated.has(kind) || dueAt <= startsAt) return sql<Date>`${new Date(dueAt)}::timestamptz`;
  return sql<Date>`(${new Date(startsAt)}::timestamptz + round(${dueAt - startsAt}::numeric /
    coalesce((select w.dilation::numeric from bases b join worlds w on w.id = b.world_id where b.id = ${baseId}), 1))::bigint
    * interval '1 millisecond')`;
}

/** After `scheduleEvent` wrote a timer slowed by its world: the owners of its copies move them too. */
export async function dilatedNew(
  trx: Trx,
  e: { kind: string; payload: unknown },
  asked: Instant,
  written: Instant,
): Promise<void> {
  if (asked !== written) await tellFollowers(trx, [{ kind: e.kind, payload: e.payload, from: asked, to: written }]);
}

/**
 * The world's factor changes from `from` to `to` at `at`: every pending timer of the world due after
 * `at` moves to `at + (due − at) × from / to` (decision 056), its settle job with it, and the owners
 * of copies follow. The caller holds the world's row lock (one change at a time). Returns how many moved.
 */
export async function stretchWorld(trx: Trx, worldId: string, at: Instant, from: number, to: number): Promise<number> {
  if (from === to || dilated.size === 0) return 0;
  const pending = await sql<{ id: string; kind: string; payload: unknown; due_at: Date }>`
    select e.id, e.kind, e.payload, e.due_at from timeline_events e join bases b on b.id = e.base_id
    where b.world_id = ${worldId} and e.applied_at is null and e.parked_at is null and e.due_at > ${new Date(at)}
      and e.kind = any(${sql.val([...dilated])}::text[])
    for update of e`.execute(trx);
  const moved = pending.rows.map((r) => {
    const due = r.due_at.getTime();
    return { id: String(r.id), kind: r.kind, payload: r.payload, from: due, to: stretchDue(due, at, from, to) };
  });
  if (moved.length === 0) return 0;
  const job = addJobExpression(
    'timeline/settle',
    sql`json_build_object('baseId', u.base_id::text, 'eventId', u.id::text)`,
    sql`u.due_at`,
    sql`'timeline:' || u.id::text`,
  );
  // the events and their jobs in one statement; the alarm hears of the earliest (a world speeding up brings them closer)
  await sql`
    with v as (select unnest(${sql.val(moved.map((m) => m.id))}::bigint[]) as id,
                      unnest(${sql.val(moved.map((m) => new Date(m.to).toISOString()))}::timestamptz[]) as due),
    u as (update timeline_events e set due_at = v.due from v where e.id = v.id returning e.id, e.base_id, e.due_at)
    select count(${job}) as n, pg_notify('timeline_due', (extract(epoch from min(u.due_at)) * 1000)::bigint::text) from u`.execute(
    trx,
  );
  await tellFollowers(trx, moved);
  return moved.length;
}

export interface WorldLateness {
  worldId: string;
  /** events applied in the window */
  applied: number;
  lateP50Ms: number;
  lateP99Ms: number;
}

/**
 * How late the events of each world applied in (since, until] were (applied_at − due_at, ms): the
 * controller's last minute, the status page's last hour. Worlds with nothing applied are left out.
 */
export async function latenessByWorld(ex: Executor, since: Instant, until: Instant): Promise<WorldLateness[]> {
  const r = await sql<{ world_id: string; n: number; p50: number | null; p99: number | null }>`
    select b.world_id, count(*)::int as n,
           percentile_cont(0.5) within group (order by s.late) as p50,
           percentile_cont(0.99) within group (order by s.late) as p99
    from (select base_id, greatest(0, extract(epoch from applied_at - due_at) * 1000) as late
          from timeline_events where applied_at > ${new Date(since)} and applied_at <= ${new Date(until)}) s
    join bases b on b.id = s.base_id
    group by b.world_id`.execute(ex);
  return r.rows.map((x) => ({
    worldId: x.world_id,
    applied: x.n,
    lateP50Ms: Math.round(x.p50 ?? 0),
    lateP99Ms: Math.round(x.p99 ?? 0),
  }));
}
