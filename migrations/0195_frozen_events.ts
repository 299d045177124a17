import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // an event a settle found due after its world's end (decision 069): kept, never applied
  await db.schema.alterTable('timeline_events').addColumn('frozen_at', 'timestamptz').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('timeline_events').dropColumn('frozen_at').execute();
}
