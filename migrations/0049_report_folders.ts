import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function up(db: Kysely<any>): Promise<void> {
  // a report's folder (combat, espionage, economy, alliance, system), set when it is filed; archived
  // reports leave the inbox, deleted ones leave the player's lists (kept for the operators' signals)
  await db.schema
    .alterTable('reports')
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`update reports set folder = case
      when kind = 'battle' and data->>'role' = 'reinforcement' then 'alliance'
      when kind in ('battle', 'occupied-object', 'portal-mission', 'ephoran-vault') then 'combat'
      when kind = 'rally' or (kind = 'notice' and data->>'reason' in ('expelled', 'not-allied', 'reinforced')) then 'alliance'
      when kind = 'scout' or (kind = 'notice' and data->>'reason' = 'scouted') then 'espionage'
      when kind in ('gathering', 'trade', 'occupied-reward', 'fragments-combined', 'fragments-converted') then 'economy'
      else 'system' end`.execute(db);
  await sql`create index reports_profile_folder on reports (profile_id, folder, created_at desc) where deleted_at is null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists reports_profile_folder`.execute(db);
  await db.schema
    .alterTable('reports')
    .dropColumn('folder')
    .dropColumn('archived_at')
    .dropColumn('deleted_at')
    .execute();
}
