import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the map's changed spots (decision 080): getMap asked with a cursor answers only these. Append
  // only (no row two writers could wait on); rows older than 15 minutes are pruned now and then
  await sql`create table map_spot_changes (
    world_id uuid not null,
    x integer not null,
    y integer not null,
    changed_at timestamptz not null default clock_timestamp()
  )`.execute(db);
  await sql`create index map_spot_changes_at on map_spot_changes (world_id, changed_at)`.execute(db);
  await sql`create function map_spot_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      insert into map_spot_changes (world_id, x, y) values (old.world_id, old.x, old.y);
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      insert into map_spot_changes (world_id, x, y) values (new.world_id, new.x, new.y);
    end if;
    if random() < 0.001 then
      delete from map_spot_changes where changed_at < clock_timestamp() - interval '15 minutes';
    end if;
    return null;
  end $$`.execute(db);
  // a base founded or gone; moved, taken off the map or back, another commander's, a marker, or a
  // new command center level (what a map item of a base shows)
  await sql`create trigger bases_map_insert_delete after insert or delete on bases
    for each row execute function map_spot_changed()`.execute(db);
  await sql`create trigger bases_map_update after update on bases for each row
    when (old.x is distinct from new.x or old.y is distinct from new.y
      or old.profile_id is distinct from new.profile_id
      or old.removed_at is distinct from new.removed_at
      or old.ghost_since is distinct from new.ghost_since
      or old.frozen_since is distinct from new.frozen_since
      or (old.buildings -> 'command-center') is distinct from (new.buildings -> 'command-center'))
    execute function map_spot_changed()`.execute(db);
  // an object destroyed (its spot gone until it respawns), a roaming crew come or gone
  await sql`create trigger map_changes_map_insert after insert on map_changes for each row
    execute function map_spot_changed()`.execute(db);
  await sql`create trigger map_changes_map_update after update on map_changes for each row
    when (old.gone_until is distinct from new.gone_until) execute function map_spot_changed()`.execute(db);
  await sql`create trigger pirate_moves_map after insert or delete on pirate_moves for each row
    execute function map_spot_changed()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists pirate_moves_map on pirate_moves`.execute(db);
  await sql`drop trigger if exists map_changes_map_update on map_changes`.execute(db);
  await sql`drop trigger if exists map_changes_map_insert on map_changes`.execute(db);
  await sql`drop trigger if exists bases_map_update on bases`.execute(db);
  await sql`drop trigger if exists bases_map_insert_delete on bases`.execute(db);
  await sql`drop function if exists map_spot_changed()`.execute(db);
  await sql`drop table if exists map_spot_changes`.execute(db);
}
