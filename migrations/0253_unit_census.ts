import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// units conservation (invariants, decision 091): each commander's units made and destroyed as the
// records say (reports as they are filed), and each commander's units counted at the checker's last run
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table unit_moves (
    profile_id uuid primary key references profiles(id) on delete cascade,
    created bigint not null default 0,
    destroyed bigint not null default 0)`.execute(db);
  await sql`create table unit_census (
    world_id uuid not null references worlds(id) on delete cascade,
    profile_id uuid not null references profiles(id) on delete cascade,
    taken_at timestamptz not null,
    units bigint not null,
    trained bigint not null,
    created bigint not null,
    destroyed bigint not null,
    primary key (world_id, profile_id))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table unit_census`.execute(db);
  await sql`drop table unit_moves`.execute(db);
}
