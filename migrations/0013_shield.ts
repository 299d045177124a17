import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the planetary shield: up until shield_until; the last time it was taken down (30 minutes before another)
  await db.schema
    .alterTable('bases')
    .addColumn('shield_until', 'timestamptz')
    .addColumn('shield_down_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bases').dropColumn('shield_until').dropColumn('shield_down_at').execute();
}
