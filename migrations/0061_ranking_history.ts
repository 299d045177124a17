import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the days each world's snapshot was taken: its primary key makes the snapshot once a day
  await sql`create table ranking_snapshot_days (
    world_id uuid not null,
    day date not null,
    taken_at timestamptz not null,
    primary key (world_id, day)
  )`.execute(db);
  // each commander's and alliance's scores and places on each day, by category
  await sql`create table ranking_history (
    world_id uuid not null,
    scope text not null,
    subject_id uuid not null,
    day date not null,
    scores jsonb not null,
    ranks jsonb not null,
    primary key (subject_id, scope, day)
  )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists ranking_history`.execute(db);
  await sql`drop table if exists ranking_snapshot_days`.execute(db);
}
