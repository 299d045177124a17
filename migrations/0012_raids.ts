import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // troops wounded defending the base, waiting in the recovery bay
  await db.schema
    .alterTable('bases')
    .addColumn('injured', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // a raid on a player's base: the target base, and the attacker's unit stats as they were when it left
  await db.schema
    .alterTable('marches')
    .addColumn('target_base_id', 'uuid', (c) => c.references('bases.id').onDelete('cascade'))
    .addColumn('attacker_stats', 'jsonb')
    .execute();
  await sql`create index marches_incoming on marches (target_base_id) where status = 'marching'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('marches').dropColumn('target_base_id').dropColumn('attacker_stats').execute();
  await db.schema.alterTable('bases').dropColumn('injured').execute();
}
