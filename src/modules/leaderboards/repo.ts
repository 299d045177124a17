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
