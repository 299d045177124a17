import { type Generated, type Selectable, sql } from 'kysely';
import type { CombatStats, UnitId } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface VaultTables {
  vault_runs: {
    id: Generated<string>;
    profile_id: string;
    world_id: string;
    march_id: string;
    units: Record<string, number>;
    /** the fleet's stats as it left (research, cores, boosts of that instant): every stage fights with them */
    stats: Record<UnitId, CombatStats>;
    status: string;
    stages: Generated<number>;
    started_at: Date;
    finished_at: Date | null;
  };
}
export type RunRow = Selectable<VaultTables['vault_runs']>;

const q = (ex: Executor) => tables<VaultTables>(ex);
const t = (trx: Trx) => tablesTrx<VaultTables>(trx);

export const insertRun = (trx: Trx, r: Omit<RunRow, 'id' | 'stages' | 'finished_at'>) =>
  t(trx).insertInto('vault_runs').values(r).returningAll().executeTakeFirstOrThrow();
export const runForUpdate = (trx: Trx, id: string) =>
  t(trx).selectFrom('vault_runs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
export const finishRun = (trx: Trx, id: string, stages: number, at: Date) =>
  t(trx).updateTable('vault_runs').set({ status: 'done', stages, finished_at: at }).where('id', '=', id).execute();
export const lastRunOf = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('vault_runs')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Each commander's best run in a world (most stages, then the earliest to get there), best first. */
export async function bestRuns(ex: Executor, worldId: string, limit: number) {
  const r = await sql<{ profile_id: string; stages: number; finished_at: Date }>`
    select distinct on (profile_id) profile_id, stages, finished_at from vault_runs
    where world_id = ${worldId} and status = 'done' and stages > 0
    order by profile_id, stages desc, finished_at`.execute(ex);
  return r.rows
    .sort(
      (a, b) =>
        b.stages - a.stages ||
        a.finished_at.getTime() - b.finished_at.getTime() ||
        (a.profile_id < b.profile_id ? -1 : 1),
    )
    .slice(0, limit === 0 ? undefined : limit);
}
