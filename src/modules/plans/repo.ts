/** The plan_steps table: a base's build plan, step by step (decision 072). */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { PlanKind, PlanSkip } from '../../game/index.ts';
import { type Executor, tables } from '../../platform/db.ts';

export type StepStatus = 'waiting' | 'running' | 'skipped';

export interface PlansTables {
  plan_steps: {
    id: Generated<string>;
    base_id: string;
    position: number;
    kind: PlanKind;
    target: string;
    level: number;
    status: Generated<StepStatus>;
    /** the queue item it started (running) */
    event_id: string | null;
    /** when that item finishes (running) */
    due_at: Date | null;
    /** why it was skipped */
    reason: PlanSkip | null;
    created_at: Date;
    changed_at: Date;
  };
}
export type StepRow = Selectable<PlansTables['plan_steps']>;

const q = (ex: Executor) => tables<PlansTables>(ex);

/** A base's steps in plan order: running and waiting first by position, then notices, newest first. */
export async function stepsOfBase(ex: Executor, baseId: string): Promise<StepRow[]> {
  const rows = await q(ex).selectFrom('plan_steps').selectAll().where('base_id', '=', baseId).execute();
  const live = rows.filter((r) => r.status !== 'skipped').sort((a, b) => a.position - b.position);
  const notes = rows
    .filter((r) => r.status === 'skipped')
    .sort((a, b) => b.changed_at.getTime() - a.changed_at.getTime());
  return [...live, ...notes];
}

export const insertStep = (ex: Executor, s: Insertable<PlansTables['plan_steps']>) =>
  q(ex).insertInto('plan_steps').values(s).returningAll().executeTakeFirstOrThrow();

/** Marks a waiting step started (false when it was not waiting: started or gone already). */
export async function markRunning(ex: Executor, id: string, eventId: string, dueAt: number, at: number) {
  const r = await q(ex)
    .updateTable('plan_steps')
    .set({ status: 'running', event_id: eventId, due_at: new Date(dueAt), changed_at: new Date(at) })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markSkipped(ex: Executor, id: string, reason: PlanSkip, at: number) {
  await q(ex)
    .updateTable('plan_steps')
    .set({ status: 'skipped', reason, changed_at: new Date(at) })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .execute();
}

export async function deleteSteps(ex: Executor, ids: string[]) {
  if (ids.length === 0) return;
  await q(ex).deleteFrom('plan_steps').where('id', 'in', ids).execute();
}

export async function setPosition(ex: Executor, id: string, position: number) {
  await q(ex).updateTable('plan_steps').set({ position }).where('id', '=', id).execute();
}

/** Every live step of these bases (the empire overview of a commander's bases). */
export const liveStepsOfBases = (ex: Executor, baseIds: string[]) =>
  baseIds.length === 0
    ? Promise.resolve([] as StepRow[])
    : q(ex)
        .selectFrom('plan_steps')
        .selectAll()
        .where('base_id', 'in', baseIds)
        .where('status', '!=', 'skipped')
        .orderBy('position')
        .execute();

export async function setLevel(ex: Executor, id: string, level: number) {
  await q(ex).updateTable('plan_steps').set({ level }).where('id', '=', id).execute();
}
