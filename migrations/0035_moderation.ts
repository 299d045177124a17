import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // an admin's suspension (an end time) or ban (no end: the far future), with the reason the player reads at sign-in
  await db.schema
    .alterTable('accounts')
    .addColumn('suspended_until', 'timestamptz')
    .addColumn('suspension_reason', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('suspended_until').dropColumn('suspension_reason').execute();
}
