import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a report its owner shared: an unguessable token (128 random bits, base64url) anyone may read it
  // by, until the owner takes it back (revoked_at); a report has at most one live link
  await sql`create table report_shares (
      token text primary key check (token ~ '^[A-Za-z0-9_-]{22}$'),
      report_id uuid not null references reports (id) on delete cascade,
      profile_id uuid not null,
      created_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create unique index report_shares_live on report_shares (report_id) where revoked_at is null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists report_shares`.execute(db);
}
