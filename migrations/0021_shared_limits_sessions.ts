import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // Request counters shared by every web process: one row per client key and fixed window.
  // UNLOGGED: no WAL for a write on every request; a PostgreSQL crash (not a restart) empties it,
  // which only forgives the current window.
  await sql`create unlogged table rate_limits (
    key text primary key,
    window_start bigint not null,
    hits integer not null
  )`.execute(db);
  await sql`create index rate_limits_window on rate_limits (window_start)`.execute(db);

  // Spent captcha solutions (by challenge signature), kept until the challenge expires.
  await db.schema
    .createTable('captcha_spent')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index captcha_spent_expires on captcha_spent (expires_at)`.execute(db);

  // Failed sign-ins per (lower-case username, client address): a block holds only for that pair,
  // and unknown usernames are counted the same way as known ones.
  await db.schema
    .createTable('login_failures')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failures_pk', ['username', 'source'])
    .execute();
  await sql`create index login_failures_updated on login_failures (updated_at)`.execute(db);
  await db.schema.alterTable('accounts').dropColumn('failed_logins').dropColumn('blocked_until').execute();

  // The seeded admin's default password must be replaced at the first sign-in.
  await db.schema
    .alterTable('accounts')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Sessions a player can see and end: device (user agent) and last seen (written at most once a minute).
  await db.schema
    .alterTable('sessions')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_seen_at', 'timestamptz')
    .execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
  await sql`alter table sessions alter column last_seen_at set not null, alter column last_seen_at set default now()`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('user_agent').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('accounts').dropColumn('must_change_password').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_until', 'timestamptz')
    .execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('captcha_spent').execute();
  await db.schema.dropTable('rate_limits').execute();
}
