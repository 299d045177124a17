/**
 * Tasks: read progress from the base (settled to now), claim a finished task's reward once, or all
 * of them at once. A claim locks the base, so two claims of one task pay once.
 */
import {
  addResources,
  RESOURCES,
  type Resources,
  resources,
  type TaskState,
  taskStates,
  TASKS_BY_ID,
  tallyOf,
} from '../../game/index.ts';
import type { Trx } from '../../platform/db.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { recordMove } from '../ledger/index.ts';
import { claimedTasks, insertClaim } from './repo.ts';
import { tasksError } from './errors.ts';

export const tasksErrors = {
  notFinished: () => tasksError('TASK_NOT_FINISHED'),
  alreadyClaimed: () => tasksError('TASK_CLAIMED'),
  unknown: () => tasksError('TASK_UNKNOWN'),
};

export async function listTasks(trx: Trx, profileId: string, now: number): Promise<TaskState[]> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  return taskStates(tallyOf(b.state.tally), b.state.buildings, await claimedTasks(trx, profileId));
}

/** Claims `taskIds` (or every claimable one with 'all'); the rewards go into the base's stores. */
export async function claimTasks(trx: Trx, profileId: string, taskIds: string[] | 'all', now: number) {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const claimed = await claimedTasks(trx, profileId);
  const states = taskStates(tallyOf(b.state.tally), b.state.buildings, claimed);
  const wanted = taskIds === 'all' ? states.filter((s) => s.claimable).map((s) => s.id) : taskIds;
  let reward: Resources = resources();
  for (const id of wanted) {
    const s = states.find((x) => x.id === id);
    if (!s || !TASKS_BY_ID[id]) throw tasksErrors.unknown();
    if (s.claimed) throw tasksErrors.alreadyClaimed();
    if (!s.claimable) throw tasksErrors.notFinished();
    if (!(await insertClaim(trx, profileId, id, new Date(now)))) throw tasksErrors.alreadyClaimed();
    reward = addResources(reward, s.reward);
  }
  if (wanted.length > 0) {
    await saveState(trx, b.row.id, { ...b.state, resources: addResources(b.state.resources, reward) });
    await recordMove(trx, {
      base: b.row,
      kind: 'reward',
      cause: 'tasks',
      resources: reward,
      at: now,
      details: { tasks: wanted },
    });
    await announceChange(trx, b.row);
  }
  const after = new Set([...claimed, ...wanted]);
  return {
    tasks: taskStates(tallyOf(b.state.tally), b.state.buildings, after),
    reward: RESOURCES.map((k) => ({ kind: k, amount: reward[k] })).filter((r) => r.amount > 0),
  };
}
