import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // decision 056: a world's clock factor (1 = normal speed, down to 0.5) and when it last changed
  await db.schema
    .alterTable('worlds')
    .addColumn('dilation', 'double precision', (c) => c.notNull().defaultTo(1))
    .addColumn('dilation_at', 'timestamptz')
    .execute();
  // the controller reads the lateness of the events applied in the last minute, the status page the last hour
  await sql`create index timeline_applied on timeline_events (applied_at) where applied_at is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists timeline_applied`.execute(db);
  await db.schema.alterTable('worlds').dropColumn('dilation').dropColumn('dilation_at').execute();
}
