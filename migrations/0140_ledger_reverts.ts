import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // selective revert (decision 065): a ledger entry is reverted at most once, by the revert named here
  await db.schema.alterTable('ledger_entries').addColumn('reverted_by', 'uuid').execute();
  await db.schema
    .createTable('ledger_reverts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('admin_username', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('predicate', 'jsonb', (c) => c.notNull())
    .addColumn('effect', 'jsonb', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index ledger_reverts_world on ledger_reverts (world_id, at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_reverts').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('reverted_by').execute();
}
