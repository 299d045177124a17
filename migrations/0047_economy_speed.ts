import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // decision 042: a world's economy speed (production and storage) beside its fleet and timer speed
  // (the `speed` column). Worlds and bases made before run their economy at their speed: a fast world
  // was meant to be fast, not to wait fifty times as long for what it builds.
  await db.schema
    .alterTable('worlds')
    .addColumn('economy_speed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('bases')
    .addColumn('economy_speed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update worlds set economy_speed = speed where speed <> 1`.execute(db);
  await sql`update bases set economy_speed = speed where speed <> 1`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bases').dropColumn('economy_speed').execute();
  await db.schema.alterTable('worlds').dropColumn('economy_speed').execute();
}
