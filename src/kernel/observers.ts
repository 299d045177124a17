/**
 * Who hears of each applied timeline event (the evidence ledger): after a settle has applied its due
 * events, each observer gets them in order, with every changed base's state just before and just
 * after the event (at its due time, so production is not in the difference), inside the settle's
 * transaction — what it writes commits or rolls back with the events.
 */
import type { BaseState } from '../game/index.ts';
import type { Trx } from '../platform/db.ts';
import type { TimelineEvent } from '../platform/timeline.ts';
import type { BaseRow } from './store.ts';

export interface AppliedEvent {
  event: TimelineEvent;
  /** the event's base first, then the other bases it changed */
  bases: { baseId: string; row: BaseRow; before: BaseState; after: BaseState }[];
}

export type AppliedObserver = (trx: Trx, applied: AppliedEvent[]) => Promise<void>;

const observers: AppliedObserver[] = [];

/** Registers an observer once (the composition root does, with the kinds). */
export function observeAppliedEvents(o: AppliedObserver): void {
  if (!observers.includes(o)) observers.push(o);
}

export async function notifyApplied(trx: Trx, applied: AppliedEvent[]): Promise<void> {
  if (applied.length === 0) return;
  for (const o of observers) await o(trx, applied);
}
