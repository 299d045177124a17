import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // "hold it for N days after day M" (decision 069): the hold counts only the days after day M
  await db.schema
    .alterTable('worlds')
    .addColumn('victory_after_day', 'integer', (c) => c.check(sql`victory_after_day between 0 and 3650`))
    .execute();
  await db.schema
    .alterTable('hall_of_fame_worlds')
    .addColumn('victory_after_day', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // a record read from the daily snapshots: the best place in each category, and the days it covers
  await db.schema
    .alterTable('hall_of_fame_entries')
    .addColumn('best_ranks', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hall_of_fame_entries').dropColumn('best_ranks').dropColumn('days').execute();
  await db.schema.alterTable('hall_of_fame_worlds').dropColumn('victory_after_day').execute();
  await db.schema.alterTable('worlds').dropColumn('victory_after_day').execute();
}
