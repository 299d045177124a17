import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // each world's rankings as last computed by the periodic job: one row per subject and category,
  // read a page at a time by rank
  await sql`create table ranking_entries (
    world_id uuid not null,
    scope text not null,
    category text not null,
    subject_id uuid not null,
    name text not null,
    score bigint not null,
    rank integer not null,
    primary key (world_id, scope, category, subject_id)
  )`.execute(db);
  await sql`create index ranking_entries_by_rank on ranking_entries (world_id, scope, category, rank)`.execute(db);
  await sql`create table ranking_refreshes (
    world_id uuid primary key,
    refreshed_at timestamptz not null,
    commanders integer not null,
    alliances integer not null
  )`.execute(db);
  // battles counted as their reports are filed (in the report's transaction)
  await sql`create table battle_tallies (
    profile_id uuid primary key,
    won integer not null default 0,
    destroyed bigint not null default 0,
    lost bigint not null default 0
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists battle_tallies`.execute(db);
  await sql`drop table if exists ranking_refreshes`.execute(db);
  await sql`drop table if exists ranking_entries`.execute(db);
}
