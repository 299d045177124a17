import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a member's call for help on one running queue item (decision 071): one per item
  await db.schema
    .createTable('alliance_help_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('alliance_id', 'uuid', (c) => c.notNull().references('alliances.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    // the queue item's timeline event (no key: applied events are pruned after a week)
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'double precision', (c) => c.notNull())
    // what each help cuts: fixed when asked (1 % of the duration, at least 60 s / world speed)
    .addColumn('cut_ms', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index alliance_help_requests_open on alliance_help_requests (alliance_id, created_at)`.execute(db);
  // each ally's tap: exactly once per helper and item (the key)
  await db.schema
    .createTable('alliance_helps')
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('alliance_help_requests.id').onDelete('cascade'))
    .addColumn('helper_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('cut_ms', 'double precision', (c) => c.notNull())
    .addColumn('helped_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alliance_helps_once', ['request_id', 'helper_id'])
    .execute();
  await sql`create index alliance_helps_by_helper on alliance_helps (helper_id, helped_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alliance_helps').execute();
  await db.schema.dropTable('alliance_help_requests').execute();
}
