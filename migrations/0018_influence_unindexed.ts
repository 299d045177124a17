import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // An index on influence made every settle that changes it (a finished level) a non-HOT update of
  // the wide bases row: the timeline drained 1,547 events/s instead of 4,338 (docs/decisions/015).
  // The leaderboard reads a world's bases through (world_id, x, y) and keeps the top 100 instead.
  await sql`drop index if exists bases_influence`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index bases_influence on bases (world_id, influence desc, id)`.execute(db);
}
