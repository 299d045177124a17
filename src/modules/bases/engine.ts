/**
 * The living base: lock the row, apply every timeline event due up to now in order, save. Every
 * read and command on a base goes through `lockAndSettle` first, so nothing depends on the
 * worker's lag; the `timeline/settle` job does the same for bases nobody is looking at.
 */
import { type BaseState, type Completion, type InProgress, inProgressOf, type QueueItem, settleBase } from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { markApplied, pendingEvents, type TimelineEvent } from '../../platform/timeline.ts';
import { type BaseRow, findBaseByProfileForUpdate, findBaseForUpdate, saveBaseState } from './repo.ts';
import { fromState, toState } from './state.ts';

export interface SettledBase {
  row: BaseRow;
  state: BaseState;
  /** events still pending after settling (the queues) */
  pending: TimelineEvent<Completion>[];
}

export const baseNotFound = () => new AppError('BASE_NOT_FOUND', 'Invalid celestial object, contact support', 'NOT_FOUND');

async function settleRow(trx: Trx, row: BaseRow, now: number): Promise<SettledBase> {
  const all = (await pendingEvents(trx, row.id)) as TimelineEvent<Completion>[];
  const due = all.filter((e) => e.dueAt <= now);
  const { state, applied } = settleBase(toState(row), due.map((e) => ({ id: e.id, dueAt: e.dueAt, payload: e.payload })), now);
  // with no completion the stored snapshot still yields exactly these amounts (same rates, the
  // remainder carries forward), so only a completion, which changes the rates, must be written
  if (applied.length > 0) {
    await saveBaseState(trx, row.id, fromState(state));
    await markApplied(trx, applied, now);
    // finished queue items go out with a null finish time: the client's list merge removes them
    await announceChange(trx, row, applied.map((id) => ({ id, dueAt: null })));
  }
  return { row, state, pending: all.filter((e) => !applied.includes(e.id)) };
}

/**
 * Tells the owner's open browsers (every tab, every device) that their base changed, with the queue
 * items that came or went (a gone one has `dueAt: null`); they merge the list and refetch the base.
 * Sent on commit, so a rolled-back command announces nothing.
 */
export async function announceChange(trx: Trx, row: BaseRow, queue: ({ id: string; dueAt: null } | QueueItem)[] = []): Promise<void> {
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
export const inProgress = (pending: TimelineEvent<Completion>[]): InProgress[] => pending.map((e) => inProgressOf(e.payload));
