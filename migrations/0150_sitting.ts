import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // each grant an owner gives a sitter (decision 055/066): kept after it ends (the 10-in-30 budget reads them)
  await db.schema
    .createTable('sitting_grants')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('sitter_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index sitting_grants_owner on sitting_grants (owner_id, ends_at desc)`.execute(db);
  await sql`create index sitting_grants_sitter on sitting_grants (sitter_id, ends_at desc)`.execute(db);
  // every command a sitter gave on the owner's base: who, what, when (the owner's sitting log)
  await db.schema
    .createTable('sitting_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('sitter_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('sitter_account_id', 'uuid', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index sitting_log_owner on sitting_log (owner_id, at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sitting_log').execute();
  await db.schema.dropTable('sitting_grants').execute();
}
