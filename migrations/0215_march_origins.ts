import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // passive map vision (decision 080): where a fleet left from, so a fleet in flight is found by its
  // course (from its base to its target) without reading the bases
  await sql`alter table marches add column origin_x integer, add column origin_y integer`.execute(db);
  await sql`update marches m set origin_x = b.x, origin_y = b.y from bases b where b.id = m.base_id and m.status <> 'done'`.execute(
    db,
  );
  await sql`create index marches_flying on marches (world_id) where status in ('marching', 'returning')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists marches_flying`.execute(db);
  await sql`alter table marches drop column origin_x, drop column origin_y`.execute(db);
}
