import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // one run of the invariant checker over a world (nightly, or an admin's), and what it found
  await db.schema
    .createTable('invariant_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addColumn('run_by', 'text', (c) => c.notNull())
    .addColumn('repair', 'boolean', (c) => c.notNull())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('repaired', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invariant_runs_by_world').on('invariant_runs').columns(['world_id', 'id']).execute();
  await db.schema
    .createTable('invariant_findings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('run_id', 'bigint', (c) => c.notNull().references('invariant_runs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('repaired', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invariant_findings_by_run').on('invariant_findings').column('run_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invariant_findings').ifExists().execute();
  await db.schema.dropTable('invariant_runs').ifExists().execute();
}
