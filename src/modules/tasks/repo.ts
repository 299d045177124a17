import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface TasksTables {
  task_claims: { profile_id: string; task_id: string; claimed_at: Date };
}

export async function claimedTasks(ex: Executor, profileId: string): Promise<Set<string>> {
  const rows = await tables<TasksTables>(ex)
    .selectFrom('task_claims')
    .select('task_id')
    .where('profile_id', '=', profileId)
    .execute();
  return new Set(rows.map((r) => r.task_id));
}

/** Records a claim; false when this task was claimed already (the primary key decides). */
export async function insertClaim(trx: Trx, profileId: string, taskId: string, at: Date): Promise<boolean> {
  const r = await tablesTrx<TasksTables>(trx)
    .insertInto('task_claims')
    .values({ profile_id: profileId, task_id: taskId, claimed_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('task_id')
    .executeTakeFirst();
  return r !== undefined;
}
