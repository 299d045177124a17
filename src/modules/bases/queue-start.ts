/**
 * A queue item starting (an upgrade, research, a training or healing batch), once its checks passed:
 * the base's new state saved, the cost in the ledger, the completion on the timeline, the owner told.
 * A player's command and a build plan's step (inside a settle, scheduling through it) start here.
 */
import type { BaseState, Completion } from '../../game/index.ts';
import { announceChange, type SettledBase, saveState } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { type NewEvent, scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { recordChange } from '../ledger/index.ts';
import { baseView, queueView } from './view.ts';

export interface QueueStart {
  state: BaseState;
  payload: Completion;
  durationMs: number;
  cause: string;
}

/**
 * Starts it and gives its completion event. `inSettle`: a timeline event starts it (a plan's step):
 * the settle schedules, saves the state the handler returns, and its ledger entry is the event's.
 */
export async function beginQueueItem(
  trx: Trx,
  b: Pick<SettledBase, 'row' | 'state'>,
  item: QueueStart,
  now: number,
  inSettle?: { schedule: (e: NewEvent) => Promise<TimelineEvent> },
): Promise<TimelineEvent<Completion>> {
  const { state, payload } = item;
  if (!inSettle) {
    await saveState(trx, b.row.id, state);
    await recordChange(trx, {
      base: b.row,
      kind: `start:${payload.kind}`,
      cause: item.cause,
      before: b.state,
      after: state,
      at: now,
    });
  }
  const schedule = inSettle?.schedule ?? ((e: NewEvent) => scheduleEvent(trx, e));
  const event = (await schedule({
    baseId: b.row.id,
    kind: payload.kind,
    payload,
    startsAt: now,
    dueAt: now + item.durationMs,
  })) as TimelineEvent<Completion>;
  await announceChange(trx, b.row, queueView([event]));
  return event;
}

/** A command's start: the base as its commander now sees it. */
export async function startQueueItem(trx: Trx, b: SettledBase, item: QueueStart, now: number) {
  const event = await beginQueueItem(trx, b, item, now);
  return baseView({ ...b, state: item.state, pending: [...b.pending, event] }, now);
}
