import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // hours of planetary shield a new commander's base starts with (at speed 1; divided by the world's speed)
  await db.schema
    .alterTable('worlds')
    .addColumn('beginner_shield_hours', 'integer', (c) => c.notNull().defaultTo(72))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('worlds').dropColumn('beginner_shield_hours').execute();
}
