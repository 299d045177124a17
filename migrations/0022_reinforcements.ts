import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // guests: the reinforcements stationed in a base, all owners together; they eat its food
  await db.schema
    .alterTable('bases')
    .addColumn('guests', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // reinforcements standing in or flying to a host (its capacity, its garrison, its battles)
  await sql`create index marches_reinforcing on marches (target_base_id) where kind = 'reinforce' and status in ('marching', 'reinforcing')`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists marches_reinforcing`.execute(db);
  await db.schema.alterTable('bases').dropColumn('guests').execute();
}
