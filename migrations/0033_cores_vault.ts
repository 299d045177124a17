import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a commander's Ephoran cores: catalyst levels, and when Embrace may be used again
  await db.schema
    .createTable('ephoran_cores')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('catalysts', 'jsonb', (c) => c.notNull())
    .addColumn('embraced_until', 'timestamptz')
    .addColumn('embrace_ready_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index ephoran_cores_profile on ephoran_cores (profile_id, created_at)`.execute(db);

  // runs into the Ephoran Vault: the fleet that went, and how deep it got
  await db.schema
    .createTable('vault_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('march_id', 'uuid', (c) => c.notNull())
    .addColumn('units', 'jsonb', (c) => c.notNull())
    .addColumn('stats', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index vault_runs_world_rank on vault_runs (world_id, stages desc, finished_at) where status = 'done'`.execute(
    db,
  );
  await sql`create index vault_runs_profile on vault_runs (profile_id, started_at desc)`.execute(db);
  // one run at a time per commander
  await sql`create unique index vault_runs_one_active on vault_runs (profile_id) where status = 'active'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vault_runs').ifExists().execute();
  await db.schema.dropTable('ephoran_cores').ifExists().execute();
}
