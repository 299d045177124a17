import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a portal shield (items of 8, 24, 72 hours) and when one was last taken down (30 minutes before the next)
  await db.schema
    .alterTable('portals')
    .addColumn('shield_until', 'timestamptz')
    .addColumn('shield_down_at', 'timestamptz')
    .execute();
  // radar sweeps: what a radar found stays on its user's map until `until`
  await db.schema
    .createTable('radar_sweeps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('radius', 'integer', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index radar_sweeps_profile on radar_sweeps (profile_id, until)`.execute(db);
  // portal missions offered to a player: available, active (units through the portal), completed
  await db.schema
    .createTable('portal_missions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('symbols', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refresh_at', 'timestamptz', (c) => c.notNull())
    .addColumn('march_id', 'uuid')
    .addColumn('started_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('outcome', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index portal_missions_profile on portal_missions (profile_id, status)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portal_missions').ifExists().execute();
  await db.schema.dropTable('radar_sweeps').ifExists().execute();
  await db.schema.alterTable('portals').dropColumn('shield_until').dropColumn('shield_down_at').execute();
}
