/** The season's tables: each step of a world's closing sequence, and the hall of fame it leaves. */
import { type Generated, sql, type Insertable, type Selectable } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface SeasonTables {
  season_steps: {
    world_id: string;
    /** 'registration-closes', 'final-week', 'end', or 'day:<n>' (the victory race's daily leader) */
    step: string;
    done_at: Date;
    /** for a day and the end: the alliance that led the world's victory ranking then */
    leader_id: string | null;
  };
  hall_of_fame_worlds: {
    world_id: string;
    name: string;
    started_at: Date;
    ended_at: Date;
    length_days: number;
    victory_kind: string;
    victory_hold_days: number;
    victory_after_day: Generated<number>;
    winner_id: string | null;
    winner_name: string | null;
    commanders: number;
  };
  hall_of_fame_entries: {
    world_id: string;
    scope: string;
    subject_id: string;
    name: string;
    alliance_name: string | null;
    rank: number;
    scores: Record<string, number>;
    ranks: Record<string, number>;
    /** the best place in each category over the world's daily snapshots */
    best_ranks: Record<string, number>;
    /** how many daily snapshots the subject appears in */
    days: number;
  };
}
export type HallWorldRow = Selectable<SeasonTables['hall_of_fame_worlds']>;
export type HallEntryRow = Selectable<SeasonTables['hall_of_fame_entries']>;

const q = (ex: Executor) => tables<SeasonTables>(ex);

/**
 * Claims a step of a world's sequence: true for the one caller that writes its row, false for any
 * later one (a retried job, a second worker). Whatever the step does is done in the same
 * transaction, so it is done exactly once.
 */
export async function claimStep(
  ex: Executor,
  worldId: string,
  step: string,
  at: Date,
  leaderId: string | null = null,
): Promise<boolean> {
  const r = await q(ex)
    .insertInto('season_steps')
    .values({ world_id: worldId, step, done_at: at, leader_id: leaderId })
    .onConflict((oc) => oc.columns(['world_id', 'step']).doNothing())
    .returning('step')
    .executeTakeFirst();
  return r !== undefined;
}

/** The daily leaders of a world's victory race so far, oldest first (the end's last). */
export async function dailyLeaders(ex: Executor, worldId: string): Promise<(string | null)[]> {
  const rows = await q(ex)
    .selectFrom('season_steps')
    .select(['step', 'leader_id'])
    .where('world_id', '=', worldId)
    .where((eb) => eb.or([eb('step', 'like', 'day:%'), eb('step', '=', 'end')]))
    .orderBy('done_at')
    .execute();
  return rows.map((r) => r.leader_id);
}

export const stepsOf = (ex: Executor, worldId: string) =>
  q(ex).selectFrom('season_steps').select(['step', 'done_at']).where('world_id', '=', worldId).execute();

export const insertHallWorld = (ex: Executor, row: Insertable<SeasonTables['hall_of_fame_worlds']>) =>
  q(ex).insertInto('hall_of_fame_worlds').values(row).execute();

export async function insertHallEntries(ex: Executor, rows: Insertable<SeasonTables['hall_of_fame_entries']>[]) {
  // in slices: a world of 15,000 commanders is one statement per thousand
  for (let i = 0; i < rows.length; i += 1000)
    await q(ex)
      .insertInto('hall_of_fame_entries')
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          ...r,
          scores: sql<Record<string, number>>`${JSON.stringify(r.scores)}::text::jsonb`,
          ranks: sql<Record<string, number>>`${JSON.stringify(r.ranks)}::text::jsonb`,
          best_ranks: sql<Record<string, number>>`${JSON.stringify(r.best_ranks)}::text::jsonb`,
        })),
      )
      .execute();
}

export const hallWorlds = (ex: Executor) =>
  q(ex).selectFrom('hall_of_fame_worlds').selectAll().orderBy('ended_at', 'desc').limit(200).execute();

export const hallWorld = (ex: Executor, worldId: string) =>
  q(ex).selectFrom('hall_of_fame_worlds').selectAll().where('world_id', '=', worldId).executeTakeFirst();

export const hallEntries = (ex: Executor, worldId: string, scope: string, limit: number) =>
  q(ex)
    .selectFrom('hall_of_fame_entries')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('scope', '=', scope)
    .orderBy('rank')
    .limit(limit)
    .execute();

export const hallEntryOf = (ex: Executor, worldId: string, subjectId: string) =>
  q(ex)
    .selectFrom('hall_of_fame_entries')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
