import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // diplomacy (decision 070): a relation between two alliances, the pair stored in id order
  await db.schema
    .createTable('alliance_relations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('low_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('high_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'uuid', (c) => c.notNull())
    .addColumn('proposed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'uuid')
    .addCheckConstraint('alliance_relations_order', sql`low_id < high_id`)
    .addCheckConstraint('alliance_relations_kind', sql`kind in ('pact', 'ally', 'war')`)
    .execute();
  // one relation in force and one proposal waiting per pair, whoever races
  await sql`create unique index alliance_relations_in_force on alliance_relations (low_id, high_id)
    where accepted_at is not null and ended_at is null`.execute(db);
  await sql`create unique index alliance_relations_waiting on alliance_relations (low_id, high_id)
    where accepted_at is null and ended_at is null`.execute(db);
  await sql`create index alliance_relations_high on alliance_relations (high_id) where ended_at is null`.execute(db);
  // the fleets ask "in force at this instant": recently ended ones too
  await sql`create index alliance_relations_pair on alliance_relations (low_id, high_id, accepted_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alliance_relations').execute();
}
