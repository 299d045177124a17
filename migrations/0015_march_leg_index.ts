import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a recall finds a march's next leg on whatever base's timeline it sits
  await sql`create index timeline_pending_march on timeline_events ((payload ->> 'marchId')) where applied_at is null and kind = 'march'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists timeline_pending_march`.execute(db);
}
