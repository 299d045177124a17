import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a frozen base (vacation, decision 055) produces and eats nothing from this instant on
  await db.schema.alterTable('bases').addColumn('frozen_since', 'timestamptz').execute();
  // each vacation a commander takes: one at a time, kept after it ends (the 7-day wait reads them)
  await db.schema
    .createTable('vacations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_by', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create unique index vacations_one_open on vacations (profile_id) where ended_at is null`.execute(db);
  await sql`create index vacations_profile on vacations (profile_id, started_at desc)`.execute(db);
  await sql`create index vacations_world_open on vacations (world_id) where ended_at is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vacations').execute();
  await db.schema.alterTable('bases').dropColumn('frozen_since').execute();
}
