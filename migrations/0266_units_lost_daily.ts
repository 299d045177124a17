import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// units lost in battle per world, day and unit type, counted as battle reports are filed (economy)
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table units_lost_daily (
    world_id uuid not null references worlds(id) on delete cascade,
    day date not null,
    unit text not null,
    lost bigint not null,
    primary key (world_id, day, unit))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table units_lost_daily`.execute(db);
}
