import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // decision 042: a destroyed pirate ship's next crew appears after a delay at another spot near the
  // ship's home (where the map generates it); while it roams, the home spot is gone (map_changes)
  await db.schema
    .createTable('pirate_moves')
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('home_x', 'integer', (c) => c.notNull())
    .addColumn('home_y', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('appears_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('pirate_moves_pk', ['world_id', 'x', 'y'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pirate_moves').execute();
}
