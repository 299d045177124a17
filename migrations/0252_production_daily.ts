import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// production and upkeep per world, day and base, counted as each base is saved (economy, decision 090):
// one row per base and day, so bases saved at once never wait on each other's row
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table production_daily (
    world_id uuid not null references worlds(id) on delete cascade,
    day date not null,
    base_id uuid not null,
    produced jsonb not null default '{}',
    eaten jsonb not null default '{}',
    primary key (world_id, day, base_id))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table production_daily`.execute(db);
}
