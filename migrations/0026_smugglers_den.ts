import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // the seed each commander's next roll will use; only its hash is ever shown before the roll
  await db.schema
    .createTable('dice_seeds')
    .addColumn('profile_id', 'uuid', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wagers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('bet', 'text', (c) => c.notNull())
    .addColumn('stake', 'integer', (c) => c.notNull())
    .addColumn('payout', 'integer', (c) => c.notNull())
    .addColumn('dice', sql`integer[]`, (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index wagers_by_profile on wagers (profile_id, created_at desc)`.execute(db);
  // a seed is used for one roll only
  await sql`create unique index wagers_seed_once on wagers (server_seed)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wagers').ifExists().execute();
  await db.schema.dropTable('dice_seeds').ifExists().execute();
}
