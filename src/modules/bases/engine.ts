/**
 * The living base: lock the row, apply every timeline event due up to now in order, save. Every
 * read and command on a base goes through `lockAndSettle` first, so nothing depends on the
 * worker's lag; the `timeline/settle` job does the same for bases nobody is looking at.
 */
import { advance, applyCompletion, type BaseState, byDueOrder, type Completion, type InProgress, inProgressOf, type QueueItem } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { markApplied, pendingEvents, type TimelineEvent } from '../../platform/timeline.ts';
import { type BaseRow, findBaseByProfileForUpdate, findBaseForUpdate, saveBaseState } from './repo.ts';
import { fromState, toState } from './state.ts';

export interface SettledBase {
  row: BaseRow;
  state: BaseState;
  /** events still pending after settling, due order (queue items and other modules' events) */
  pending: TimelineEvent<Completion>[];
}

export const baseNotFound = () => new AppError('BASE_NOT_FOUND', 'Invalid celestial object, contact support', 'NOT_FOUND');

/**
 * Timeline work another module schedules on a base and applies itself (a march arriving, coming
 * home): called in due order with the other events, under the base's lock, with the state advanced
 * to the event's due time. It returns the new state and any event it scheduled (a next leg), which is
 * applied in the same settle when it is due by now too.
 */
export type TimelineHandler = (trx: Trx, ctx: { row: BaseRow; state: BaseState; event: TimelineEvent }) => Promise<{ state: BaseState; scheduled?: TimelineEvent[] }>;

const handlers = new Map<string, TimelineHandler>();

/** Lets a module apply the timeline events of `kind` (the composition root registers them once). */
export function handleTimelineEvents(kind: string, handler: TimelineHandler): void {
  handlers.set(kind, handler);
}

/** Event kinds that are queue items a player sees, can cancel and that block a queue. */
const QUEUE_KINDS = new Set(['building', 'research', 'training', 'healing']);
export const isQueueItem = (e: TimelineEvent) => QUEUE_KINDS.has(e.kind);

async function settleRow(trx: Trx, row: BaseRow, now: number): Promise<SettledBase> {
  const all = await pendingEvents(trx, row.id);
  const due = all.filter((e) => e.dueAt <= now);
  const later = all.filter((e) => e.dueAt > now);
  let state = toState(row);
  const applied: string[] = [];
  // in due order: resources accrue at the old rates up to each event and at the new ones after
  while (due.length > 0) {
    due.sort(byDueOrder);
    const e = due.shift() as TimelineEvent;
    state = advance(state, e.dueAt);
    const handler = handlers.get(e.kind);
    if (handler) {
      const r = await handler(trx, { row, state, event: e });
      state = r.state;
      for (const next of r.scheduled ?? []) (next.dueAt <= now ? due : later).push(next);
    } else state = applyCompletion(state, e.payload as Completion);
    applied.push(e.id);
  }
  state = advance(state, now);
  // with nothing applied the stored snapshot still yields exactly these amounts (same rates, the
  // remainder carries forward), so only an applied event, which may change the rates, is written
  if (applied.length > 0) {
    await saveBaseState(trx, row.id, fromState(state));
    await markApplied(trx, applied, now);
    // finished queue items go out with a null finish time: the client's list merge removes them
    await announceChange(trx, row, applied.map((id) => ({ id, dueAt: null })));
  }
  return { row, state, pending: later.sort(byDueOrder) as TimelineEvent<Completion>[] };
}

/**
 * Tells the owner's open browsers (every tab, every device) that their base changed, with the queue
 * items that came, changed or went (a gone one has `dueAt: null`); they merge the list and refetch
 * the base.
 * Sent on commit, so a rolled-back command announces nothing.
 */
export async function announceChange(trx: Trx, row: BaseRow, queue: (Omit<Partial<QueueItem>, 'dueAt'> & { id: string; dueAt: number | null })[] = []): Promise<void> {
  await publish(trx, { profileId: row.profile_id, kind: 'base-changed', data: { baseId: row.id, queue } });
}

/** Locks a base by id and settles it to `now` (the job's entry). Null when the base is gone. */
export async function lockAndSettle(trx: Trx, baseId: string, now: number): Promise<SettledBase | null> {
  const row = await findBaseForUpdate(trx, baseId);
  return row ? settleRow(trx, row, now) : null;
}

/** Locks the profile's base and settles it to `now` (every player read and command). */
export async function lockAndSettleProfile(trx: Trx, profileId: string, now: number): Promise<SettledBase> {
  const row = await findBaseByProfileForUpdate(trx, profileId);
  if (!row) throw baseNotFound();
  return settleRow(trx, row, now);
}

/** Writes a changed state (after a command spent or refunded resources). */
export async function saveState(trx: Trx, baseId: string, state: BaseState): Promise<void> {
  await saveBaseState(trx, baseId, fromState(state));
}

/** The queues as the rules see them. */
export const inProgress = (pending: TimelineEvent<Completion>[]): InProgress[] => pending.filter(isQueueItem).map((e) => inProgressOf(e.payload));
