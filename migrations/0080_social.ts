import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a commander hides another: their chat lines and private messages, and refuses their messages
  await db.schema
    .createTable('ignores')
    .addColumn('profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('ignored_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ignores_pk', ['profile_id', 'ignored_id'])
    .execute();
  // a friendship is one row per pair (low id first): asked by one, accepted by the other
  await db.schema
    .createTable('friendships')
    .addColumn('low_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('high_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('asked_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addPrimaryKeyConstraint('friendships_pk', ['low_id', 'high_id'])
    .addCheckConstraint('friendships_order', sql`low_id < high_id`)
    .execute();
  await sql`create index friendships_high on friendships (high_id)`.execute(db);
  // two commanders who play from one home say so: declared by one, confirmed by the other
  await db.schema
    .createTable('shared_networks')
    .addColumn('low_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('high_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('declared_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addPrimaryKeyConstraint('shared_networks_pk', ['low_id', 'high_id'])
    .addCheckConstraint('shared_networks_order', sql`low_id < high_id`)
    .execute();
  await sql`create index shared_networks_high on shared_networks (high_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shared_networks').ifExists().execute();
  await db.schema.dropTable('friendships').ifExists().execute();
  await db.schema.dropTable('ignores').ifExists().execute();
}
