import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a deletion asked for waits until `deletion_due_at` (signing in before then cancels it); then the
  // personal data is erased and the world keeps a neutral ghost
  await db.schema
    .alterTable('accounts')
    .addColumn('deletion_due_at', 'timestamptz')
    .addColumn('erased_at', 'timestamptz')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('deletion_due_at').dropColumn('erased_at').execute();
}
