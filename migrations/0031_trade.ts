import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // every convoy sent: the anti-feeding window reads it, and /control lists the pairs that feed each other
  await db.schema
    .createTable('trade_transfers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('from_profile', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('to_profile', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('march_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('cargo', 'jsonb', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index trade_transfers_pair on trade_transfers (from_profile, to_profile, sent_at desc)`.execute(db);
  await sql`create index trade_transfers_recent on trade_transfers (world_id, sent_at desc)`.execute(db);

  // the black market of a trading station: its stock (as of stock_at; it drifts back to balance) and its tax
  await db.schema
    .createTable('market_stations')
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('stock', 'jsonb', (c) => c.notNull())
    .addColumn('stock_at', 'timestamptz', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('tax_set_by', 'uuid')
    .addPrimaryKeyConstraint('market_stations_pk', ['world_id', 'x', 'y'])
    .execute();

  // standing orders a commander keeps at a station: `total` of `from` escrowed, sold while the price holds
  await db.schema
    .createTable('market_orders')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('world_id', 'uuid', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('res_from', 'text', (c) => c.notNull())
    .addColumn('res_to', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // 'This trade combination already exists': one open order per commander, station and pair of resources
  await sql`create unique index market_orders_one_open on market_orders (profile_id, world_id, x, y, res_from, res_to) where status = 'open'`.execute(
    db,
  );
  await sql`create index market_orders_station on market_orders (world_id, x, y) where status = 'open'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_orders').ifExists().execute();
  await db.schema.dropTable('market_stations').ifExists().execute();
  await db.schema.dropTable('trade_transfers').ifExists().execute();
}
