import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the living base: levels and the resource snapshot, settled lazily (no tick jobs)
  await db.schema
    .alterTable('bases')
    .addColumn('buildings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('research', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('resources', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('remainder', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('extra_queues', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // one row per thing that finishes later; applied exactly once, in (due_at, id) order per base
  await db.schema
    .createTable('timeline_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index timeline_pending on timeline_events (base_id, due_at, id) where applied_at is null`.execute(
    db,
  );
  await sql`create index timeline_overdue on timeline_events (due_at) where applied_at is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('timeline_events').ifExists().execute();
  for (const c of ['buildings', 'research', 'resources', 'remainder', 'extra_queues', 'settled_at', 'version']) {
    await db.schema.alterTable('bases').dropColumn(c).execute();
  }
}
