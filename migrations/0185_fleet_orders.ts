import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // repeat orders (decision 073): a list of targets, a fleet each, sent again as it comes home
  await db.schema
    .createTable('repeat_orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('targets', 'jsonb', (c) => c.notNull())
    .addColumn('loss_threshold', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('target_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('march_id', 'uuid')
    .addColumn('sent_units', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('trips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stop_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stopped_at', 'timestamptz')
    .execute();
  await sql`create index repeat_orders_base on repeat_orders (base_id, created_at desc)`.execute(db);
  await sql`create unique index repeat_orders_march on repeat_orders (march_id) where status = 'active'`.execute(db);
  // contingency rules: what a base does on its own when an attack it cannot hold is close
  await db.schema
    .createTable('contingency_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index contingency_rules_base on contingency_rules (base_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contingency_rules').execute();
  await db.schema.dropTable('repeat_orders').execute();
}
