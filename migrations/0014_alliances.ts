import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alliances')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // one name and one TAG per world, whatever their case
  await sql`create unique index alliances_world_name on alliances (world_id, lower(name))`.execute(db);
  await sql`create unique index alliances_world_tag on alliances (world_id, upper(tag))`.execute(db);
  // a profile is in one alliance at most
  await db.schema
    .createTable('alliance_members')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('alliance_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index alliance_members_by_alliance on alliance_members (alliance_id)`.execute(db);
  await db.schema
    .createTable('alliance_applications')
    .addColumn('alliance_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alliance_applications_pk', ['alliance_id', 'profile_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alliance_applications').ifExists().execute();
  await db.schema.dropTable('alliance_members').ifExists().execute();
  await db.schema.dropTable('alliances').ifExists().execute();
}
