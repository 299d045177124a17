/**
 * Training and healing units on the base: lock → settle → rule (src/game checkTraining,
 * checkHealing) → spend → schedule the batch on the timeline. Trained units join the garrison when
 * the batch completes (and start eating); healed troops leave the injured list at the start and
 * rejoin the garrison at the end.
 */
import {
  type Completion,
  checkHealing,
  checkTraining,
  startHealing,
  subtractResources,
  type UnitId,
} from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { recordChange } from '../ledger/index.ts';
import { inProgress } from './kinds.ts';
import { refusal } from './errors.ts';
import { startQueueItem } from './queue-start.ts';

export async function trainUnits(trx: Trx, profileId: string, unitId: string, count: number, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkTraining(b.state, inProgress(b.pending), unitId, count, b.row.speed);
  if (!check.ok) throw refusal(check, 'training');
  const state = { ...b.state, resources: subtractResources(b.state.resources, check.cost) };
  const payload = { kind: 'training', unitId, count } as Completion;
  return startQueueItem(trx, b, { state, payload, durationMs: check.durationMs, cause: `${unitId} ${count}` }, now);
}

export async function healUnits(trx: Trx, profileId: string, unitId: string, count: number, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkHealing(b.state, inProgress(b.pending), unitId, count, b.row.speed);
  if (!check.ok) throw refusal(check, 'healing');
  const state = startHealing(
    { ...b.state, resources: subtractResources(b.state.resources, check.cost) },
    unitId as UnitId,
    count,
  );
  const payload = { kind: 'healing', unitId, count } as Completion;
  return startQueueItem(trx, b, { state, payload, durationMs: check.durationMs, cause: `${unitId} ${count}` }, now);
}
