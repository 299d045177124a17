import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the leader's announcement pinned on top of the alliance chat: one at a time (the key), replaced in place
  await db.schema
    .createTable('alliance_announcements')
    .addColumn('alliance_id', 'uuid', (c) => c.primaryKey().references('alliances.id').onDelete('cascade'))
    // a new id each time it is posted: the alert of one posting is raised once (its source)
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('posted_by', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alliance_announcements').execute();
}
