import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // one holder per celestial object: two fleets can never both hold it
  await sql`create unique index marches_one_holder on marches (world_id, target_x, target_y) where status = 'occupying'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists marches_one_holder`.execute(db);
}
