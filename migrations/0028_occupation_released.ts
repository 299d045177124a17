import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // when a fleet stopped holding its object: a payout due before then is still owed, whatever order the timelines apply in
  await db.schema.alterTable('marches').addColumn('released_at', 'timestamptz').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marches').dropColumn('released_at').execute();
}
