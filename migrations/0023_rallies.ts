import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a rally: a leader's call to strike a target together; members' units are march rows (kind 'rally')
  await db.schema
    .createTable('rallies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    // no foreign key: a rally outlives its alliance until the member-left listener has sent everyone home
    .addColumn('alliance_id', 'uuid', (c) => c.notNull())
    .addColumn('leader_profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('leader_base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('target_y', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_level', 'integer', (c) => c.notNull())
    .addColumn('target_base_id', 'uuid', (c) => c.references('bases.id').onDelete('set null'))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    // created, waiting, marching, finished, cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('wait_minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('departs_at', 'timestamptz', (c) => c.notNull())
    .addColumn('arrives_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index rallies_open on rallies (alliance_id) where status in ('created', 'waiting', 'marching')`.execute(
    db,
  );
  await db.schema
    .alterTable('marches')
    .addColumn('rally_id', 'uuid', (c) => c.references('rallies.id').onDelete('set null'))
    .execute();
  await sql`create index marches_rally on marches (rally_id) where rally_id is not null`.execute(db);
  // a base's incoming attacks now include rallies' members flying at it
  await sql`create index marches_incoming_any on marches (target_base_id) where status in ('marching', 'rallying')`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists marches_incoming_any`.execute(db);
  await db.schema.alterTable('marches').dropColumn('rally_id').execute();
  await db.schema.dropTable('rallies').execute();
}
