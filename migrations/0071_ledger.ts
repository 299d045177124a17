import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the evidence ledger: what moved in a base, when, and why (an applied event, a reward, an item, a grant)
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull())
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('event_id', 'bigint')
    .addColumn('resources', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('units', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index ledger_by_profile on ledger_entries (profile_id, at desc, id desc)`.execute(db);
  await sql`create index ledger_by_world_day on ledger_entries (world_id, at)`.execute(db);
  await sql`create index ledger_by_event on ledger_entries (event_id) where event_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').ifExists().execute();
}
