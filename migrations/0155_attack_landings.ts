import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // every attack that landed on a commander's base (decision 067): the bash limit counts them over
  // 24 hours, and strength protection ends for a commander who landed one on a player
  await db.schema
    .createTable('attack_landings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('world_id', 'uuid', (c) => c.notNull().references('worlds.id').onDelete('cascade'))
    .addColumn('base_id', 'uuid', (c) => c.notNull().references('bases.id').onDelete('cascade'))
    .addColumn('attacker_profile_id', 'uuid', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('alliance_id', 'uuid')
    .addColumn('march_id', 'uuid')
    .addColumn('rally_id', 'uuid')
    .addColumn('landed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index attack_landings_base on attack_landings (base_id, landed_at)`.execute(db);
  await sql`create index attack_landings_attacker on attack_landings (attacker_profile_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attack_landings').execute();
}
