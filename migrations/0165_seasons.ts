import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a world's season (decision 069): a length in days and a victory condition; null = a world without end
  await db.schema
    .alterTable('worlds')
    .addColumn('length_days', 'integer', (c) => c.check(sql`length_days between 1 and 3650`))
    .addColumn('victory_kind', 'text', (c) => c.check(sql`victory_kind in ('top-alliance-influence', 'vault-ranking')`))
    .addColumn('victory_hold_days', 'integer', (c) => c.check(sql`victory_hold_days between 1 and 3650`))
    .execute();
  // each step of a world's closing sequence, claimed once: the row is the proof it ran
  await db.schema
    .createTable('season_steps')
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz', (c) => c.notNull())
    .addColumn('leader_id', 'uuid')
    .addPrimaryKeyConstraint('season_steps_pk', ['world_id', 'step'])
    .execute();
  // the hall of fame: what a closed world leaves behind, written once at its end
  await db.schema
    .createTable('hall_of_fame_worlds')
    .addColumn('world_id', 'uuid', (c) => c.primaryKey().references('worlds.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('length_days', 'integer', (c) => c.notNull())
    .addColumn('victory_kind', 'text', (c) => c.notNull())
    .addColumn('victory_hold_days', 'integer', (c) => c.notNull())
    .addColumn('winner_id', 'uuid')
    .addColumn('winner_name', 'text')
    .addColumn('commanders', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hall_of_fame_entries')
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('hall_of_fame_worlds.world_id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('commanders', 'alliances')`))
    .addColumn('subject_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alliance_name', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('scores', 'jsonb', (c) => c.notNull())
    .addColumn('ranks', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('hall_of_fame_entries_pk', ['world_id', 'scope', 'subject_id'])
    .execute();
  await sql`create index hall_of_fame_entries_rank on hall_of_fame_entries (world_id, scope, rank)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hall_of_fame_entries').execute();
  await db.schema.dropTable('hall_of_fame_worlds').execute();
  await db.schema.dropTable('season_steps').execute();
  await db.schema
    .alterTable('worlds')
    .dropColumn('length_days')
    .dropColumn('victory_kind')
    .dropColumn('victory_hold_days')
    .execute();
}
