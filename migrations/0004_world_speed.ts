import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a world's speed divides every build and research time (speed worlds, and quick test worlds)
  await db.schema
    .alterTable('worlds')
    .addColumn('speed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('bases')
    .addColumn('speed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bases').dropColumn('speed').execute();
  await db.schema.alterTable('worlds').dropColumn('speed').execute();
}
