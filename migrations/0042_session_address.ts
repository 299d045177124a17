import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // where a sign-in came from: accounts sharing addresses and devices are a multi-account signal for /control
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  await sql`create index sessions_by_ip on sessions (ip, created_at) where ip is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
}
