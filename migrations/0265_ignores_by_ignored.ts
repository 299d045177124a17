import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// the commanders who ignore an author, asked once per chat line (social/ignores.ts, ignorersOfLine)
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index ignores_ignored on ignores (ignored_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index ignores_ignored`.execute(db);
}
