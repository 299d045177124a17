import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // an operation a leader or officer planned: its targets and the second the waves land (decision 071)
  await db.schema
    .createTable('alliance_operations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('alliance_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('targets', 'jsonb', (c) => c.notNull())
    .addColumn('lands_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index alliance_operations_by_alliance on alliance_operations (alliance_id, lands_at)`.execute(db);
  // each member's wave: one per member and operation
  await db.schema
    .createTable('alliance_operation_waves')
    .addColumn('operation_id', 'uuid', (c) => c.notNull().references('alliance_operations.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('units', 'jsonb', (c) => c.notNull())
    .addColumn('travel_ms', 'double precision', (c) => c.notNull())
    .addColumn('launch_at', 'timestamptz', (c) => c.notNull())
    // planned, launching (claimed by one tap), launched
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('march_id', 'uuid')
    .addColumn('launched_at', 'timestamptz')
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alliance_operation_waves_pk', ['operation_id', 'profile_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alliance_operation_waves').execute();
  await db.schema.dropTable('alliance_operations').execute();
}
