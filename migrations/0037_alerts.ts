import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // what a commander wants to hear about while the game is closed (issue 17, decision 031); no row: nothing
  await db.schema
    .createTable('alert_settings')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // kinds: attack, scout, queue, rally, reinforcements, event
    .addColumn('push_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('email_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // quiet hours in the commander's time zone, [start, end) with start > end wrapping midnight; null: none
    .addColumn('quiet_start', 'smallint', (c) => c.check(sql`quiet_start between 0 and 23`))
    .addColumn('quiet_end', 'smallint', (c) => c.check(sql`quiet_end between 0 and 23`))
    .addColumn('attacks_in_quiet', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // a browser's Web Push subscription, per profile
  await db.schema
    .createTable('push_devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addUniqueConstraint('push_devices_profile_endpoint', ['profile_id', 'endpoint'])
    .execute();

  // one alert per (commander, kind, what it is about): raised in the timeline's transaction, sent by a job keyed on it
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // after this it is news no more (an attack that landed, a rally that left): not sent
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // pending → sent | skipped; outcome says what went out or why nothing did
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('outcome', 'text')
    .addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emailed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('handled_at', 'timestamptz')
    .addUniqueConstraint('alerts_once', ['profile_id', 'kind', 'source_id'])
    .execute();
  await sql`create index alerts_handled on alerts (handled_at) where handled_at is not null`.execute(db);

  // at most one alert e-mail per kind per quarter hour per commander
  await db.schema
    .createTable('alert_email_sent')
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_email_sent_pk', ['profile_id', 'kind'])
    .execute();

  // who has the game open: each web process heartbeats the accounts with a socket open in it
  await db.schema
    .createTable('socket_presence')
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'uuid', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('socket_presence_pk', ['process_id', 'account_id'])
    .execute();
  await sql`create index socket_presence_account on socket_presence (account_id, seen_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['socket_presence', 'alert_email_sent', 'alerts', 'push_devices', 'alert_settings'])
    await db.schema.dropTable(t).ifExists().execute();
}
