import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // requests per minute, summed over every web process: answered, refused (4xx, rate limits), failed (5xx, unexpected errors)
  await db.schema
    .createTable('request_stats')
    .addColumn('minute', 'timestamptz', (c) => c.primaryKey())
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_stats').ifExists().execute();
}
