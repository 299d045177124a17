import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // accounts an admin made for bot commanders (issue 15): /control marks them "Bot"
  await db.schema
    .alterTable('accounts')
    .addColumn('is_bot', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index accounts_bots on accounts (lower(username)) where is_bot`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists accounts_bots`.execute(db);
  await db.schema.alterTable('accounts').dropColumn('is_bot').execute();
}
