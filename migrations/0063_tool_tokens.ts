import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // read-only tokens a commander gives fan tools: only the hash of the secret is kept
  await sql`create table tool_tokens (
    id uuid primary key default gen_random_uuid(),
    profile_id uuid not null,
    name text not null,
    scopes text[] not null,
    secret_hash text not null unique,
    hint text not null,
    per_minute integer not null,
    created_at timestamptz not null,
    last_used_at timestamptz,
    revoked_at timestamptz,
    revoked_by text
  )`.execute(db);
  await sql`create index tool_tokens_profile on tool_tokens (profile_id, created_at desc)`.execute(db);
  // each token's requests per minute window (fixed windows; past ones swept)
  await sql`create unlogged table tool_token_windows (
    token_id uuid not null,
    window_start timestamptz not null,
    hits integer not null,
    primary key (token_id, window_start)
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists tool_token_windows`.execute(db);
  await sql`drop table if exists tool_tokens`.execute(db);
}
