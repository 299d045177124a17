/**
 * Training units on the base: lock → settle → rule (src/game checkTraining) → spend → schedule the
 * batch on the timeline. The batch's units join the garrison when it completes (and start eating).
 */
import { type Completion, checkTraining, subtractResources } from '../../game/index.ts';
import type { Db } from '../../platform/db.ts';
import { scheduleEvent, type TimelineEvent } from '../../platform/timeline.ts';
import { announceChange, inProgress, lockAndSettleProfile, saveState } from './engine.ts';
import { refusal } from './errors.ts';
import { baseView, queueView } from './view.ts';

export async function trainUnits(db: Db, profileId: string, unitId: string, count: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, profileId, now);
    const check = checkTraining(b.state, inProgress(b.pending), unitId, count, b.row.speed);
    if (!check.ok) throw refusal(check, 'training');
    const state = { ...b.state, resources: subtractResources(b.state.resources, check.cost) };
    await saveState(trx, b.row.id, state);
    const payload = { kind: 'training', unitId, count } as Completion;
    const event = (await scheduleEvent(trx, { baseId: b.row.id, kind: 'training', payload, startsAt: now, dueAt: now + check.durationMs })) as TimelineEvent<Completion>;
    await announceChange(trx, b.row, queueView([event]));
    return baseView({ ...b, state, pending: [...b.pending, event] }, now);
  });
}
