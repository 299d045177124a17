import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a contingency rule may send the fleet to a named ally's base as a reinforcement (decision 073)
  await sql`alter table contingency_rules add column ally_profile_id uuid references profiles(id) on delete set null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contingency_rules drop column ally_profile_id`.execute(db);
}
