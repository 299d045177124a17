import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a base's influence, written with every change of its levels or units: the leaderboards read it
  await db.schema
    .alterTable('bases')
    .addColumn('influence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index bases_influence on bases (world_id, influence desc, id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bases').dropColumn('influence').execute();
}
