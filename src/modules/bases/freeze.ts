/**
 * Vacation's freeze of a base (decision 055): from the freeze on the base produces and eats
 * nothing, and its running queue items (builds, research, training, healing) wait. Each item is
 * pushed back by the longest the vacation may hold when it begins, and brought forward by what was
 * not used when it ends, so an item keeps exactly the time it had left.
 */
import { type SettledBase, saveState } from '../../kernel/index.ts';
import { rescheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import type { Trx } from '../../platform/db.ts';
import { isQueueItem } from './kinds.ts';

const waiting = (b: SettledBase, at: number) =>
  b.pending.filter((e) => isQueueItem(e as TimelineEvent) && !e.parked && e.dueAt > at);

/** Freezes a locked, settled base at `at`; its queue items move `holdMs` later. */
export async function freezeBase(trx: Trx, b: SettledBase, at: number, holdMs: number): Promise<void> {
  await saveState(trx, b.row.id, { ...b.state, frozenSince: at });
  for (const e of waiting(b, at)) await rescheduleEvent(trx, e, e.dueAt + holdMs);
}

/** Thaws a locked base settled to `at`; its queue items move `unusedMs` earlier (what the hold did not use). */
export async function thawBase(trx: Trx, b: SettledBase, at: number, unusedMs: number): Promise<void> {
  await saveState(trx, b.row.id, { ...b.state, frozenSince: undefined });
  for (const e of waiting(b, at)) await rescheduleEvent(trx, e, Math.max(at, e.dueAt - unusedMs));
}
