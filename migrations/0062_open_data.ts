import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // each world's public dump as last generated: one row per file, served as stored
  await sql`create table open_data_files (
    world_id uuid not null,
    name text not null,
    content text not null,
    etag text not null,
    generated_at timestamptz not null,
    primary key (world_id, name)
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists open_data_files`.execute(db);
}
