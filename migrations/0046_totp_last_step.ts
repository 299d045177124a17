import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the TOTP time step of the last code accepted: a code is accepted once (RFC 6238 §5.2)
  await db.schema.alterTable('accounts').addColumn('totp_last_step', 'integer').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('totp_last_step').execute();
}
