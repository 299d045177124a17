import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a mission's deployed units and the unit stats they left with (the battle on the other side uses them)
  await db.schema.alterTable('portal_missions').addColumn('units', 'jsonb').addColumn('stats', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('portal_missions').dropColumn('units').dropColumn('stats').execute();
}
