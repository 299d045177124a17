import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('private_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('from_profile', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('to_profile', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index private_messages_to on private_messages (to_profile, id desc)`.execute(db);
  await sql`create index private_messages_from on private_messages (from_profile, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('private_messages').ifExists().execute();
}
