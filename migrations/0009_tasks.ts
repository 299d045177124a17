import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // what a base has done (trained, mined, destroyed), counted where it happens
  await db.schema
    .alterTable('bases')
    .addColumn('tally', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // each task's reward is claimed once per profile
  await db.schema
    .createTable('task_claims')
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_claims_pk', ['profile_id', 'task_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('task_claims').ifExists().execute();
  await db.schema.alterTable('bases').dropColumn('tally').execute();
}
