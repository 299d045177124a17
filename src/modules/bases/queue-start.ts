/**
 * A queue item starting (an upgrade, research, a training or healing batch), once its checks passed:
 * the base's new state saved, the cost in the ledger, the completion on the timeline, the owner told.
 */
import type { BaseState, Completion } from '../../game/index.ts';
import { announceChange, type SettledBase, saveState } from '../../kernel/index.ts';
import type { Trx } from '../../platform/db.ts';
import { scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { recordChange } from '../ledger/index.ts';
import { baseView, queueView } from './view.ts';

export async function startQueueItem(
  trx: Trx,
  b: SettledBase,
  item: { state: BaseState; payload: Completion; durationMs: number; cause: string },
  now: number,
) {
  const { state, payload } = item;
  await saveState(trx, b.row.id, state);
  await recordChange(trx, {
    base: b.row,
    kind: `start:${payload.kind}`,
    cause: item.cause,
    before: b.state,
    after: state,
    at: now,
  });
  const event = (await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: payload.kind,
    payload,
    startsAt: now,
    dueAt: now + item.durationMs,
  })) as TimelineEvent<Completion>;
  await announceChange(trx, b.row, queueView([event]));
  return baseView({ ...b, state, pending: [...b.pending, event] }, now);
}
