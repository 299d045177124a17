import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // shared intelligence (decision 070): a member's report shared with the alliance, a copy of its data
  await db.schema
    .createTable('alliance_intel')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('alliance_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('report_id', 'uuid', (c) => c.notNull())
    .addColumn('shared_by', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('target_y', 'integer', (c) => c.notNull())
    .addColumn('target_owner', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('filed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('alliance_intel_once', ['alliance_id', 'report_id'])
    .execute();
  await sql`create index alliance_intel_target on alliance_intel (alliance_id, target_x, target_y, kind, filed_at desc)`.execute(
    db,
  );
  // whether a commander's scout reports go to the alliance by themselves (absent: yes)
  await db.schema
    .createTable('intel_settings')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('share_scouts', 'boolean', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('intel_settings').execute();
  await db.schema.dropTable('alliance_intel').execute();
}
