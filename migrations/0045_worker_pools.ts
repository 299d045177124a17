import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // graphile-worker pools of the running worker processes, each alive while its process holds the
  // advisory lock numbered lock_key (src/platform/worker-liveness.ts)
  await sql`create sequence worker_pool_locks as integer cycle`.execute(db);
  await db.schema
    .createTable('worker_pools')
    .addColumn('pool_id', 'text', (c) => c.primaryKey())
    .addColumn('lock_key', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_pools').execute();
  await sql`drop sequence worker_pool_locks`.execute(db);
}
