import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // an admin closes a world to new commanders (its own commanders play on)
  await db.schema
    .alterTable('worlds')
    .addColumn('registration_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('worlds').dropColumn('registration_open').execute();
}
