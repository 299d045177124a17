import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a ghost (decision 068): its commander away 35 days, the base produces nothing from then on
  await db.schema.alterTable('bases').addColumn('ghost_since', 'timestamptz').execute();
  // removed from the map at 49 days: hidden, its spot kept, back if its commander signs in again
  await db.schema.alterTable('bases').addColumn('removed_at', 'timestamptz').execute();
  // each commander's inactivity watch: the one timeline event of theirs pending (a chain of steps)
  await db.schema
    .createTable('inactivity_watches')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull())
    .addColumn('next_due_at', 'timestamptz')
    .execute();
  // each warning and step taken, once per sign-in it counts from (the unique key keeps it once)
  await db.schema
    .createTable('inactivity_steps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('counted_from', 'timestamptz', (c) => c.notNull())
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index inactivity_steps_once on inactivity_steps (profile_id, counted_from, moment)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inactivity_steps').execute();
  await db.schema.dropTable('inactivity_watches').execute();
  await db.schema.alterTable('bases').dropColumn('removed_at').execute();
  await db.schema.alterTable('bases').dropColumn('ghost_since').execute();
}
