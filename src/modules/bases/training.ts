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
import { baseView, queueView } from './view.ts';

export async function trainUnits(trx: Trx, profileId: string, unitId: string, count: number, now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const check = checkTraining(b.state, inProgress(b.pending), unitId, count, b.row.speed);
  if (!check.ok) throw refusal(check, 'training');
  const state = { ...b.state, resources: subtractResources(b.state.resources, check.cost) };
  await saveState(trx, b.row.id, state);
  await recordChange(trx, {
    base: b.row,
    kind: 'start:training',
    cause: `${unitId} ${count}`,
    before: b.state,
    after: state,
    at: now,
  });
  const payload = { kind: 'training', unitId, count } as Completion;
  const event = (await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: 'training',
    payload,
    startsAt: now,
    dueAt: now + check.durationMs,
  })) as TimelineEvent<Completion>;
  await announceChange(trx, b.row, queueView([event]));
  return baseView({ ...b, state, pending: [...b.pending, event] }, now);
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
  await saveState(trx, b.row.id, state);
  await recordChange(trx, {
    base: b.row,
    kind: 'start:healing',
    cause: `${unitId} ${count}`,
    before: b.state,
    after: state,
    at: now,
  });
  const payload = { kind: 'healing', unitId, count } as Completion;
  const event = (await scheduleEvent(trx, {
    baseId: b.row.id,
    kind: 'healing',
    payload,
    startsAt: now,
    dueAt: now + check.durationMs,
  })) as TimelineEvent<Completion>;
  await announceChange(trx, b.row, queueView([event]));
  return baseView({ ...b, state, pending: [...b.pending, event] }, now);
}
