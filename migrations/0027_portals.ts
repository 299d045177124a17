import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portals')
    .addColumn('base_id', 'uuid', (c) => c.primaryKey().references('bases.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('energy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('energy_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index portals_address on portals (world_id, address)`.execute(db);
  // every base gets an address of six of the twelve symbols when it is placed, unique in its world
  await sql`
    create or replace function portal_address_for_base() returns trigger language plpgsql as $$
    declare glyphs text[] := array['☉','☽','★','☄','♁','♃','♄','♆','✦','⬡','◈','▲']; a text; i int;
    begin
      loop
        a := '';
        for i in 1..6 loop a := a || glyphs[1 + floor(random() * 12)::int]; end loop;
        begin
          insert into portals (base_id, world_id, address) values (new.id, new.world_id, a);
          return new;
        exception when unique_violation then
          -- an address already taken in this world: draw again
        end;
      end loop;
    end $$`.execute(db);
  await sql`create trigger bases_portal_address after insert on bases for each row execute function portal_address_for_base()`.execute(
    db,
  );
  // bases that exist already
  await sql`
    do $$ declare b record; glyphs text[] := array['☉','☽','★','☄','♁','♃','♄','♆','✦','⬡','◈','▲']; a text; i int;
    begin
      for b in select id, world_id from bases where id not in (select base_id from portals) loop
        loop
          a := '';
          for i in 1..6 loop a := a || glyphs[1 + floor(random() * 12)::int]; end loop;
          begin
            insert into portals (base_id, world_id, address) values (b.id, b.world_id, a);
            exit;
          exception when unique_violation then
          end;
        end loop;
      end loop;
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists bases_portal_address on bases`.execute(db);
  await sql`drop function if exists portal_address_for_base()`.execute(db);
  await db.schema.dropTable('portals').ifExists().execute();
}
