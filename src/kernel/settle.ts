/**
 * The living base: lock the rows, apply every timeline event due up to now in order, save. Every
 * read and command on a base goes through `lockAndSettle…` first, so nothing depends on the
 * worker's lag; the `timeline/settle` job does the same for bases nobody is looking at.
 *
 * Across bases (docs/decisions/016-timeline-across-bases.md): settling a base also locks and
 * settles the bases whose due events write to it (a fleet's way home starts at its target) and the
 * bases its own due events write to, all locked in id order, and applies all their due events as one
 * timeline in (due, id) order. Each module event applies inside a savepoint: one that throws is
 * parked with its error and the bases go on living.
 */
import { sql } from 'kysely';
import { advance, type BaseState, byDueOrder, type Completion, type QueueItem } from '../game/index.ts';
import { type Executor, isTransientDbError, type Trx } from '../platform/db.ts';
import { currentCommand, recheckUnderLock } from '../platform/command-scope.ts';
import { publish } from '../platform/pubsub.ts';
import {
  eventsFromJson,
  freezeEvents,
  heldLocks,
  markApplied,
  readPayload,
  scheduleEvent,
  type TimelineEvent,
} from '../platform/timeline.ts';
import { parkEvent } from '../platform/timeline-parked.ts';
import { horizonsOf } from './horizon.ts';
import { lockClosure } from './locks.ts';
import { type AppliedEvent, notifyApplied } from './observers.ts';
import { handlerOf, type TimelineContext } from './registry.ts';
import { type BaseRow, baseStore } from './store.ts';
import { kernelError } from './errors.ts';

export interface SettledBase {
  row: BaseRow;
  state: BaseState;
  /** events still pending after settling, due order (queue items, other modules' events, parked ones) */
  pending: TimelineEvent<Completion>[];
}

export const baseNotFound = () => kernelError('BASE_NOT_FOUND');

const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);

/**
 * Applies every event due by `now` on the locked bases as one timeline, in (due, id) order, each
 * at its own time; writes each base that changed.
 */
async function settleLocked(
  trx: Trx,
  rows: Map<string, BaseRow>,
  events: TimelineEvent[],
  now: number,
): Promise<Map<string, SettledBase>> {
  const states = new Map<string, BaseState>();
  const store = baseStore();
  for (const [id, row] of rows) states.set(id, store.toState(row));
  // a closed world's clock stops at its end (decision 069): nothing due after it applies, on its
  // base or on any it writes to, and its bases produce up to it only
  const horizons = await horizonsOf(trx, [...rows.values()]);
  const stopOf = (id: string) => horizons.get(id) ?? Number.POSITIVE_INFINITY;
  const stopOfEvent = (e: TimelineEvent) =>
    Math.min(stopOf(e.baseId), ...e.touches.filter((t) => rows.has(t)).map(stopOf));
  const frozen: string[] = [];
  // in (due, id) order; an event a handler schedules that is due by now is inserted in its place
  const due = events.filter((e) => e.dueAt <= now && !e.parked).sort(byDueOrder);
  let next = 0;
  const waiting = events.filter((e) => (e.dueAt > now || e.parked) && rows.has(e.baseId));
  const applied: string[] = [];
  const observed: AppliedEvent[] = [];
  const changed = new Set<string>();
  const stateAt = (id: string, at: number) => {
    const s = advance(states.get(id) as BaseState, at);
    states.set(id, s);
    return s;
  };
  while (next < due.length) {
    const e = due[next++] as TimelineEvent;
    const row = rows.get(e.baseId);
    if (!row) continue; // an event of a base outside the set (it only touches ours): applied by its own base's settle
    if (e.dueAt > stopOfEvent(e)) {
      frozen.push(e.id);
      waiting.push({ ...e, parked: true });
      continue;
    }
    const before = new Map(states);
    const state = stateAt(e.baseId, e.dueAt);
    const handler = handlerOf(e.kind);
    const payload = readPayload(e.kind, e.payload);
    if (!handler || !payload.ok) {
      await park(trx, e, payload.ok ? `no handler for timeline event kind '${e.kind}'` : payload.error, now);
      continue;
    }
    const pure = !handler.savepoint;
    const scheduled: TimelineEvent[] = [];
    const touchedOthers = new Set<string>();
    const othersBefore = new Map<string, BaseState>();
    const ctx: TimelineContext = {
      trx,
      row,
      state,
      event: { ...e, payload: payload.value },
      schedule: async (ne) => {
        const ev = await scheduleEvent(trx, ne);
        scheduled.push(ev);
        return ev;
      },
      other: (id) => {
        const r = rows.get(id);
        return r && id !== e.baseId ? { row: r, state: stateAt(id, e.dueAt) } : null;
      },
      setOther: (id, s) => {
        if (!rows.has(id) || id === e.baseId) throw new Error(`base ${id} is not held by this settle`);
        if (!othersBefore.has(id)) othersBefore.set(id, stateAt(id, e.dueAt));
        states.set(id, s);
        touchedOthers.add(id);
      },
      pending: () =>
        [...due.slice(next), ...waiting, ...scheduled].filter((p) => p.baseId === e.baseId).sort(byDueOrder),
    };
    try {
      if (!pure) await sql`savepoint timeline_event`.execute(trx);
      const r = await handler.apply(ctx);
      if (!pure) await sql`release savepoint timeline_event`.execute(trx);
      states.set(e.baseId, r.state);
      applied.push(e.id);
      observed.push({
        event: { ...e, payload: payload.value },
        bases: [
          { baseId: e.baseId, row, before: state, after: r.state },
          ...[...othersBefore].map(([id, b]) => ({
            baseId: id,
            row: rows.get(id) as BaseRow,
            before: b,
            after: states.get(id) as BaseState,
          })),
        ],
      });
      changed.add(e.baseId);
      for (const id of touchedOthers) changed.add(id);
      for (const added of scheduled) {
        if (added.dueAt <= now) insertInOrder(due, added, next);
        else if (rows.has(added.baseId)) waiting.push(added);
      }
    } catch (err) {
      if (isTransientDbError(err)) throw err;
      if (!pure) await sql`rollback to savepoint timeline_event`.execute(trx);
      // what the handler did is undone: the states as they were, advanced to the event's time
      for (const [id, s] of before) states.set(id, s);
      stateAt(e.baseId, e.dueAt);
      await park(trx, e, errorText(err), now);
      waiting.push({ ...e, parked: true });
    }
  }
  const out = new Map<string, SettledBase>();
  for (const [id, row] of rows) {
    const state = stateAt(id, Math.min(now, stopOf(id)));
    out.set(id, {
      row,
      state,
      pending: waiting.filter((e) => e.baseId === id).sort(byDueOrder) as TimelineEvent<Completion>[],
    });
  }
  // with nothing applied the stored snapshot still yields exactly these amounts (same rates, the
  // remainder carries forward), so only a base an event changed, which may change its rates, is written
  for (const id of changed) await store.save(trx, id, (out.get(id) as SettledBase).state);
  if (applied.length > 0) await markApplied(trx, applied, now);
  await freezeEvents(trx, frozen, now);
  await notifyApplied(trx, observed);
  const appliedOn = new Map<string, { id: string; dueAt: null }[]>();
  const baseOf = new Map(events.map((e) => [e.id, e.baseId]));
  for (const a of applied) {
    const on = baseOf.get(a);
    if (!on) continue;
    const list = appliedOn.get(on) ?? [];
    list.push({ id: a, dueAt: null });
    appliedOn.set(on, list);
  }
  // finished queue items go out with a null finish time: the client's list merge removes them
  for (const id of changed) await announceChange(trx, (out.get(id) as SettledBase).row, appliedOn.get(id) ?? []);
  return out;
}

/** Inserts `e` into `list` (sorted by due order from `from` on) at its place, by binary search. */
function insertInOrder(list: TimelineEvent[], e: TimelineEvent, from: number): void {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byDueOrder(list[mid] as TimelineEvent, e) <= 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, e);
}

async function park(trx: Trx, e: TimelineEvent, error: string, now: number) {
  console.error(`[timeline] event ${e.id} (${e.kind}) on base ${e.baseId} parked: ${error}`);
  await parkEvent(trx, e.id, error, now);
}

/**
 * Tells the owner's open browsers (every tab, every device) that their base changed, with the queue
 * items that came, changed or went (a gone one has `dueAt: null`); they merge the list and refetch
 * the base.
 * Sent on commit, so a rolled-back command announces nothing.
 */
export async function announceChange(
  trx: Trx,
  row: BaseRow,
  queue: (Omit<Partial<QueueItem>, 'dueAt'> & { id: string; dueAt: number | null })[] = [],
): Promise<void> {
  await publish(trx, { profileId: row.profile_id, kind: 'base-changed', data: { baseId: row.id, queue } });
}

/**
 * Locks these bases (and whatever their due events tie them to, and `alsoHold` names under their
 * locks) in id order and settles them to `now`. A transaction takes its base locks in one call.
 * Bases that do not exist are left out.
 */
export async function lockAndSettleMany(
  trx: Trx,
  baseIds: string[],
  now: number,
  opts: { alsoHold?: (trx: Trx) => Promise<string[]> } = {},
): Promise<Map<string, SettledBase>> {
  const locked = await lockClosure(trx, { ids: [...new Set(baseIds)], alsoHold: opts.alsoHold }, now);
  if (!locked) return new Map();
  await recheckUnderLock(trx, profilesOf(locked.rows));
  return settleLocked(trx, locked.rows, locked.events, now);
}

const profilesOf = (rows: Map<string, BaseRow>) => [...rows.values()].map((r) => r.profile_id);

/** Locks a base by id and settles it to `now` (the job's entry). Null when the base is gone. */
export async function lockAndSettle(trx: Trx, baseId: string, now: number): Promise<SettledBase | null> {
  return (await lockAndSettleMany(trx, [baseId], now)).get(baseId) ?? null;
}

/** Locks the profile's base and settles it to `now` (every player read and command). */
export async function lockAndSettleProfile(trx: Trx, profileId: string, now: number): Promise<SettledBase> {
  const locked = await lockClosure(trx, { ids: [], profileId }, now);
  if (!locked) throw baseNotFound();
  await recheckUnderLock(trx, profilesOf(locked.rows));
  const settled = await settleLocked(trx, locked.rows, locked.events, now);
  const mine = [...settled.values()].find((b) => b.row.profile_id === profileId);
  if (!mine) throw baseNotFound();
  return refuseFrozen(mine);
}

/**
 * A frozen base (vacation, decision 055) takes no command of its commander but the calm ones:
 * checked here, under the base's lock, so a command that passed the guards just before the freeze
 * committed is refused all the same.
 */
function refuseFrozen(b: SettledBase): SettledBase {
  const command = currentCommand();
  if (command && !command.calm && b.state.frozenSince !== undefined) throw baseFrozen();
  return b;
}

export const baseFrozen = () => kernelError('ON_VACATION');

/**
 * The profile's base as of `now`, read without a lock — or null when that would not be the truth:
 * an event on it (or one of another base that writes to it) is due and not yet applied, so only
 * `lockAndSettleProfile` may say what it holds (or the base does not exist). With nothing due,
 * a settle under the lock would apply nothing and write nothing: the same base, advanced to `now`.
 * The row and its events come from one statement, so from one snapshot (docs/decisions/036).
 */
export async function peekProfileBase(ex: Executor, profileId: string, now: number): Promise<SettledBase | null> {
  const store = baseStore();
  const r = await store.readBaseOfProfileWithEvents(ex, profileId, now);
  if (!r || r.touched_due) return null;
  const { pending: json, touched_due: _, ...row } = r;
  const events = eventsFromJson(json);
  if (events.some((e) => e.dueAt <= now && !e.parked)) return null;
  const stop = (await horizonsOf(ex, [row as BaseRow])).get(row.id) ?? Number.POSITIVE_INFINITY;
  return {
    row: row as BaseRow,
    state: advance(store.toState(row as BaseRow), Math.min(now, stop)),
    pending: events.sort(byDueOrder) as TimelineEvent<Completion>[],
  };
}

/**
 * Locks the profile's base together with other bases (a fleet's target), in id order, and settles
 * them all to `now`: for commands that write an event on another base's timeline.
 */
export async function lockAndSettleProfileWith(
  trx: Trx,
  profileId: string,
  otherIds: string[],
  now: number,
  opts: { alsoHold?: (trx: Trx) => Promise<string[]> } = {},
): Promise<{ mine: SettledBase; others: Map<string, SettledBase> }> {
  if (otherIds.length === 0) return { mine: await lockAndSettleProfile(trx, profileId, now), others: new Map() };
  // a profile's base id never changes: it may be read before the lock
  const id = await baseStore().baseIdOfProfile(trx, profileId);
  if (!id) throw baseNotFound();
  const all = await lockAndSettleMany(trx, [id, ...otherIds], now, opts);
  const mine = all.get(id);
  if (!mine) throw baseNotFound();
  refuseFrozen(mine);
  return { mine, others: new Map([...all].filter(([k]) => otherIds.includes(k))) };
}

/** Writes a changed state (after a command spent or refunded resources). */
export async function saveState(trx: Trx, baseId: string, state: BaseState): Promise<void> {
  if (!heldLocks(trx).has(baseId)) throw new Error(`saving base ${baseId} without holding its lock`);
  await baseStore().save(trx, baseId, state);
}
