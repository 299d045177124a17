import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // touches: the other bases an event writes to when it is applied (a raid's arrival on the
  // defender's timeline sends the fleet home to the attacker's): those are locked and settled with it.
  // parked: a handler threw; the event waits, with its error, for an admin to retry or discard it.
  await db.schema
    .alterTable('timeline_events')
    .addColumn('touches', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'::uuid[]`))
    .addColumn('parked_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index timeline_pending_touches on timeline_events using gin (touches) where applied_at is null and touches <> '{}'`.execute(
    db,
  );
  await sql`create index timeline_parked on timeline_events (parked_at) where applied_at is null and parked_at is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists timeline_parked`.execute(db);
  await sql`drop index if exists timeline_pending_touches`.execute(db);
  for (const c of ['touches', 'parked_at', 'attempts', 'last_error'])
    await db.schema.alterTable('timeline_events').dropColumn(c).execute();
}
