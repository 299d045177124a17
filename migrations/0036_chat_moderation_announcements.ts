import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a message an admin took down stays for the record, hidden from every list
  await db.schema.alterTable('comments').addColumn('deleted_at', 'timestamptz').execute();
  // a commander muted in chat until a time, and why
  await db.schema
    .createTable('chat_mutes')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  // messages players reported, for the admins' queue: one report per reader and message
  await db.schema
    .createTable('chat_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('comment_id', 'bigint', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution', 'text')
    .addUniqueConstraint('chat_reports_once', ['comment_id', 'reporter_id'])
    .execute();
  await sql`create index chat_reports_open on chat_reports (created_at) where resolved_at is null`.execute(db);
  // a world's announcement, shown to every commander of it
  await db.schema
    .alterTable('worlds')
    .addColumn('announcement', 'text')
    .addColumn('announced_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('worlds').dropColumn('announcement').dropColumn('announced_at').execute();
  await db.schema.dropTable('chat_reports').ifExists().execute();
  await db.schema.dropTable('chat_mutes').ifExists().execute();
  await db.schema.alterTable('comments').dropColumn('deleted_at').execute();
}
