import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the map's exceptions to what the world seed generates: a pirate ship destroyed until it respawns
  await db.schema
    .createTable('map_changes')
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('gone_until', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('map_changes_pk', ['world_id', 'x', 'y'])
    .execute();

  // a march: units away from home on the way out, back, or done
  await db.schema
    .createTable('marches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('target_y', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_level', 'integer', (c) => c.notNull())
    .addColumn('units', 'jsonb', (c) => c.notNull())
    .addColumn('loot', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('departs_at', 'timestamptz', (c) => c.notNull())
    .addColumn('arrives_at', 'timestamptz', (c) => c.notNull())
    .addColumn('returns_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index marches_active on marches (profile_id) where status <> 'done'`.execute(db);

  // what a player should hear of: unread until read
  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index reports_by_profile on reports (profile_id, created_at desc, id desc)`.execute(db);
  await sql`create index reports_unread on reports (profile_id) where read_at is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.dropTable('marches').ifExists().execute();
  await db.schema.dropTable('map_changes').ifExists().execute();
}
