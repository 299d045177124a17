import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a base's build plan (decision 072): steps waiting in order, the one running of each kind, notices
  await db.schema
    .createTable('plan_steps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('event_id', 'text')
    .addColumn('due_at', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`alter table plan_steps add constraint plan_steps_status check (status in ('waiting', 'running', 'skipped'))`.execute(
    db,
  );
  await sql`create index plan_steps_base on plan_steps (base_id, position)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('plan_steps').execute();
}
