import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // Every random outcome hangs on a secret seed fixed at launch (decision 039): 32 bytes as hex, and
  // its SHA-256, the commitment a player sees while the outcome is still open. The app draws the seed
  // itself (node:crypto); the default draws one from PostgreSQL's strong random source for rows
  // written any other way (and for the marches and rallies under way when this runs: a volatile
  // default is evaluated per row). The commitment is computed from the seed, so they never disagree.
  const randomSeed = sql`encode(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())), 'hex')`;
  for (const table of ['marches', 'rallies']) {
    await sql`alter table ${sql.table(table)}
      add column seed text not null default ${randomSeed} check (seed ~ '^[0-9a-f]{64}$'),
      add column commitment text generated always as (encode(sha256(decode(seed, 'hex')), 'hex')) stored`.execute(db);
  }
  // a portal mission's seed is drawn when its units go through (an offer has none yet)
  await sql`alter table portal_missions
    add column seed text check (seed ~ '^[0-9a-f]{64}$'),
    add column commitment text generated always as (encode(sha256(decode(seed, 'hex')), 'hex')) stored`.execute(db);
  await sql`update portal_missions set seed = ${randomSeed} where status = 'active'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['marches', 'rallies', 'portal_missions'])
    await sql`alter table ${sql.table(table)} drop column commitment, drop column seed`.execute(db);
}
