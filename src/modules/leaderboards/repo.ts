import { sql } from 'kysely';
import { type Executor, type Trx, tables, uuidArray } from '../../platform/db.ts';

export interface LeaderboardsTables {
  ranking_entries: {
    world_id: string;
    scope: string;
    category: string;
    subject_id: string;
    name: string;
    score: number;
    rank: number;
  };
  ranking_refreshes: { world_id: string; refreshed_at: Date; commanders: number; alliances: number };
  battle_tallies: { profile_id: string; won: number; destroyed: number; lost: number };
}
export type EntryRow = LeaderboardsTables['ranking_entries'];

const q = (ex: Executor) => tables<LeaderboardsTables>(ex);

/** Adds one battle's outcome to a commander's counters. */
export async function addBattle(ex: Executor, profileId: string, won: number, destroyed: number, lost: number) {
  await sql`insert into battle_tallies (profile_id, won, destroyed, lost) values (${profileId}, ${won}, ${destroyed}, ${lost})
    on conflict (profile_id) do update set won = battle_tallies.won + excluded.won,
      destroyed = battle_tallies.destroyed + excluded.destroyed, lost = battle_tallies.lost + excluded.lost`.execute(
    ex,
  );
}

export async function battleTallies(ex: Executor, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  const r = await sql<{ profile_id: string; won: number; destroyed: number; lost: number }>`
    select profile_id, won, destroyed::float8 as destroyed, lost::float8 as lost from battle_tallies
    where profile_id = any(${uuidArray(profileIds)})`.execute(ex);
  return r.rows;
}

/** Serialises the refreshes of one world (the job and a manual run may overlap). */
export async function lockWorldRanking(trx: Trx, worldId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`rankings:${worldId}`}))`.execute(trx);
}

/** Replaces a world's rankings with `rows` (written in batches through arrays). */
export async function replaceEntries(trx: Trx, worldId: string, rows: Omit<EntryRow, 'world_id'>[]) {
  await q(trx).deleteFrom('ranking_entries').where('world_id', '=', worldId).execute();
  for (let i = 0; i < rows.length; i += 10_000) {
    const part = rows.slice(i, i + 10_000);
    await sql`insert into ranking_entries (world_id, scope, category, subject_id, name, score, rank)
      select ${worldId}::uuid, * from unnest(${part.map((r) => r.scope)}::text[], ${part.map((r) => r.category)}::text[],
        ${part.map((r) => r.subject_id)}::uuid[], ${part.map((r) => r.name)}::text[],
        ${part.map((r) => r.score)}::bigint[], ${part.map((r) => r.rank)}::int[])`.execute(trx);
  }
}

export async function markRefreshed(trx: Trx, worldId: string, at: Date, commanders: number, alliances: number) {
  await q(trx)
    .insertInto('ranking_refreshes')
    .values({ world_id: worldId, refreshed_at: at, commanders, alliances })
    .onConflict((oc) => oc.column('world_id').doUpdateSet({ refreshed_at: at, commanders, alliances }))
    .execute();
}

export const refreshOf = (ex: Executor, worldId: string) =>
  q(ex).selectFrom('ranking_refreshes').selectAll().where('world_id', '=', worldId).executeTakeFirst();

/** A page of a ranking by place (the index on rank answers it). */
export const entriesByRank = (
  ex: Executor,
  worldId: string,
  scope: string,
  category: string,
  from: number,
  to: number,
) =>
  q(ex)
    .selectFrom('ranking_entries')
    .select(['subject_id', 'name', 'score', 'rank'])
    .where('world_id', '=', worldId)
    .where('scope', '=', scope)
    .where('category', '=', category)
    .where('rank', '>=', from)
    .where('rank', '<=', to)
    .orderBy('rank')
    .execute();

export const entryOf = (ex: Executor, worldId: string, scope: string, category: string, subjectId: string) =>
  q(ex)
    .selectFrom('ranking_entries')
    .select(['subject_id', 'name', 'score', 'rank'])
    .where('world_id', '=', worldId)
    .where('scope', '=', scope)
    .where('category', '=', category)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();

export interface HistoryTables {
  ranking_snapshot_days: { world_id: string; day: string; taken_at: Date };
  ranking_history: {
    world_id: string;
    scope: string;
    subject_id: string;
    day: string;
    scores: Record<string, number>;
    ranks: Record<string, number>;
  };
}
const h = (ex: Executor) => tables<HistoryTables>(ex);

/** Claims a world's snapshot of `day` (YYYY-MM-DD); false when it was taken already. */
export async function claimSnapshotDay(trx: Trx, worldId: string, day: string, at: Date): Promise<boolean> {
  const r = await h(trx)
    .insertInto('ranking_snapshot_days')
    .values({ world_id: worldId, day, taken_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('day')
    .executeTakeFirst();
  return r !== undefined;
}

/** Copies the world's current rankings into its history as `day`. */
export async function snapshotEntries(trx: Trx, worldId: string, day: string) {
  const r = await sql`insert into ranking_history (world_id, scope, subject_id, day, scores, ranks)
    select world_id, scope, subject_id, ${day}::date, jsonb_object_agg(category, score), jsonb_object_agg(category, rank)
    from ranking_entries where world_id = ${worldId} group by world_id, scope, subject_id
    on conflict do nothing`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** A subject's days, oldest first, from `since` (YYYY-MM-DD) on. */
export const historyOf = (ex: Executor, worldId: string, scope: string, subjectId: string, since: string) =>
  h(ex)
    .selectFrom('ranking_history')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'scores', 'ranks'])
    .where('world_id', '=', worldId)
    .where('scope', '=', scope)
    .where('subject_id', '=', subjectId)
    .where('day', '>=', since)
    .orderBy('day')
    .execute();

/** A world's whole rankings, by scope, category and place (the open data's copy). */
export const allEntries = (ex: Executor, worldId: string) =>
  q(ex)
    .selectFrom('ranking_entries')
    .select(['scope', 'category', 'rank', 'subject_id', 'score'])
    .where('world_id', '=', worldId)
    .orderBy('scope')
    .orderBy('category')
    .orderBy('rank')
    .execute();

/** When the world's snapshot of `day` was taken (undefined: not yet). */
export const snapshotDayOf = (ex: Executor, worldId: string, day: string) =>
  h(ex)
    .selectFrom('ranking_snapshot_days')
    .select('taken_at')
    .where('world_id', '=', worldId)
    .where('day', '=', day)
    .executeTakeFirst();

/** Claims `day` again for a snapshot taken at `at` (the season's: later in the day than the tick's). */
export async function retakeSnapshotDay(trx: Trx, worldId: string, day: string, at: Date) {
  await h(trx)
    .insertInto('ranking_snapshot_days')
    .values({ world_id: worldId, day, taken_at: at })
    .onConflict((oc) => oc.columns(['world_id', 'day']).doUpdateSet({ taken_at: at }))
    .execute();
}

export const deleteHistoryDay = (trx: Trx, worldId: string, day: string) =>
  h(trx).deleteFrom('ranking_history').where('world_id', '=', worldId).where('day', '=', day).execute();

/** Every subject of a world's snapshot of `day`. */
export const historyDay = (ex: Executor, worldId: string, day: string) =>
  h(ex)
    .selectFrom('ranking_history')
    .select(['scope', 'subject_id', 'scores', 'ranks'])
    .where('world_id', '=', worldId)
    .where('day', '=', day)
    .execute();

/** Each subject's best place per category over the world's snapshots, and how many days it appears in. */
export async function bestRanksOf(ex: Executor, worldId: string) {
  const r = await sql<{ scope: string; subject_id: string; best: Record<string, number>; days: number }>`
    select scope, subject_id, jsonb_object_agg(k, best) as best, max(days)::int as days from (
      select h.scope, h.subject_id, e.key as k, min(e.value::int) as best, count(*) as days
      from ranking_history h cross join lateral jsonb_each_text(h.ranks) e
      where h.world_id = ${worldId} group by h.scope, h.subject_id, e.key) x
    group by scope, subject_id`.execute(ex);
  return r.rows;
}
