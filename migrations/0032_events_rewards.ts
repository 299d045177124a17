import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // reward reports carry what they pay; claimed once (claimed_at), under the base's lock
  await db.schema.alterTable('reports').addColumn('rewards', 'jsonb').addColumn('claimed_at', 'timestamptz').execute();
  await sql`create index reports_unclaimed on reports (profile_id) where rewards is not null and claimed_at is null`.execute(
    db,
  );
  // event scores are counted from reports of a kind within the event's window
  await sql`create index reports_kind_time on reports (kind, created_at)`.execute(db);

  // galaxy events: scheduled by admins per world; scheduled → running → closed (or cancelled)
  await db.schema
    .createTable('galaxy_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`create index galaxy_events_world on galaxy_events (world_id, ends_at desc)`.execute(db);

  // who takes part, from when, and the influence they had then (Power Surge counts what they gain)
  await db.schema
    .createTable('event_participants')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('galaxy_events.id').onDelete('cascade'))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('influence_at_join', 'integer', (c) => c.notNull())
    .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rank', 'integer')
    .addPrimaryKeyConstraint('event_participants_pk', ['event_id', 'profile_id'])
    .execute();
  await sql`create index event_participants_profile on event_participants (profile_id, joined_at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_participants').ifExists().execute();
  await db.schema.dropTable('galaxy_events').ifExists().execute();
  await sql`drop index if exists reports_kind_time`.execute(db);
  await sql`drop index if exists reports_unclaimed`.execute(db);
  await db.schema.alterTable('reports').dropColumn('claimed_at').dropColumn('rewards').execute();
}
