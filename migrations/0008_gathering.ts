import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a gathering march mines at its asteroid until this time, then turns home
  await db.schema.alterTable('marches').addColumn('gather_ends_at', 'timestamptz').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marches').dropColumn('gather_ends_at').execute();
}
