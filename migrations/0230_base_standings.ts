import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // The live ranking by influence, kept narrow (decision 083): the wide bases row keeps no index on
  // influence (decision 015: a finished level would be a non-HOT update of it), so the leaderboard
  // scanned every base of the world per read. This table holds one row per base on the map, written
  // by triggers only when a base's influence, owner, world or removal changes, and indexed for the
  // top 100 and the count of those ahead.
  await db.schema
    .createTable('base_standings')
    .addColumn('base_id', 'uuid', (c) => c.primaryKey())
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('profile_id', 'uuid', (c) => c.notNull())
    .addColumn('influence', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index base_standings_rank on base_standings (world_id, influence desc, base_id)`.execute(db);
  await sql`create index base_standings_profile on base_standings (profile_id)`.execute(db);
  await sql`
    create function base_standings_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from base_standings where base_id = old.id;
        return null;
      end if;
      if new.removed_at is not null then
        delete from base_standings where base_id = new.id;
        return null;
      end if;
      insert into base_standings (base_id, world_id, profile_id, influence)
      values (new.id, new.world_id, new.profile_id, new.influence)
      on conflict (base_id) do update
        set world_id = excluded.world_id, profile_id = excluded.profile_id, influence = excluded.influence;
      return null;
    end $$`.execute(db);
  await sql`create trigger base_standings_insert after insert on bases
    for each row execute function base_standings_sync()`.execute(db);
  await sql`create trigger base_standings_update after update of influence, removed_at, profile_id, world_id on bases
    for each row when (
      old.influence is distinct from new.influence or old.removed_at is distinct from new.removed_at
      or old.profile_id is distinct from new.profile_id or old.world_id is distinct from new.world_id
    ) execute function base_standings_sync()`.execute(db);
  await sql`create trigger base_standings_delete after delete on bases
    for each row execute function base_standings_sync()`.execute(db);
  await sql`insert into base_standings (base_id, world_id, profile_id, influence)
    select id, world_id, profile_id, influence from bases where removed_at is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists base_standings_insert on bases`.execute(db);
  await sql`drop trigger if exists base_standings_update on bases`.execute(db);
  await sql`drop trigger if exists base_standings_delete on bases`.execute(db);
  await sql`drop function if exists base_standings_sync()`.execute(db);
  await db.schema.dropTable('base_standings').execute();
}
