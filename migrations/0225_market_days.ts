import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a trading station's day per resource (decision 082): its price in food at the first trade (open),
  // after the last (close), the lowest and highest, and the units traded; the economy page's board
  await db.schema
    .createTable('market_days')
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('open', 'float8', (c) => c.notNull())
    .addColumn('close', 'float8', (c) => c.notNull())
    .addColumn('low', 'float8', (c) => c.notNull())
    .addColumn('high', 'float8', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('trades', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('market_days_pk', ['world_id', 'day', 'x', 'y', 'resource'])
    .execute();
  await sql`create index market_days_station on market_days (world_id, x, y, resource, day)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_days').ifExists().execute();
}
