import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the language an account registered in, and a ticket was written in: their e-mails are written in it
  await db.schema
    .alterTable('accounts')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('support_tickets')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_tickets').dropColumn('language').execute();
  await db.schema.alterTable('accounts').dropColumn('language').execute();
}
