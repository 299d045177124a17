/** Shared intelligence (decision 070): reports shared with an alliance, and whether scouts share by themselves. */
import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../platform/db.ts';
import { tables } from '../../platform/db.ts';

export interface WarroomTables {
  alliance_intel: {
    id: Generated<string>;
    alliance_id: string;
    report_id: string;
    shared_by: string;
    kind: string;
    target_x: number;
    target_y: number;
    target_owner: string | null;
    data: unknown;
    filed_at: Date;
  };
  intel_settings: { profile_id: string; share_scouts: boolean };
}
export type IntelRow = Selectable<WarroomTables['alliance_intel']>;

const q = (ex: Executor) => tables<WarroomTables>(ex);

/** Shares a report with an alliance; false when it was shared already. */
export async function insertIntel(ex: Executor, r: Insertable<WarroomTables['alliance_intel']>): Promise<boolean> {
  const out = await q(ex)
    .insertInto('alliance_intel')
    .values(r)
    .onConflict((oc) => oc.columns(['alliance_id', 'report_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return out !== undefined;
}

/** The latest report of each kind at each target an alliance knows, newest first (at most `limit` targets' worth). */
export function latestIntel(ex: Executor, allianceId: string, limit: number) {
  return q(ex)
    .selectFrom(
      q(ex)
        .selectFrom('alliance_intel')
        .selectAll()
        .distinctOn(['target_x', 'target_y', 'kind'])
        .where('alliance_id', '=', allianceId)
        .orderBy('target_x')
        .orderBy('target_y')
        .orderBy('kind')
        .orderBy('filed_at', 'desc')
        .as('latest'),
    )
    .selectAll()
    .orderBy('filed_at', 'desc')
    .limit(limit)
    .execute();
}

/** The latest scout report an alliance holds of each of these spots ("x:y"). */
export async function latestScoutsAt(ex: Executor, allianceId: string, spots: { x: number; y: number }[]) {
  if (spots.length === 0) return [];
  return q(ex)
    .selectFrom('alliance_intel')
    .selectAll()
    .distinctOn(['target_x', 'target_y'])
    .where('alliance_id', '=', allianceId)
    .where('kind', '=', 'scout')
    .where((eb) => eb.or(spots.map((s) => eb.and([eb('target_x', '=', s.x), eb('target_y', '=', s.y)]))))
    .orderBy('target_x')
    .orderBy('target_y')
    .orderBy('filed_at', 'desc')
    .execute();
}

export async function sharesScouts(ex: Executor, profileId: string): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('intel_settings')
    .select('share_scouts')
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return r?.share_scouts ?? true;
}

export async function setSharesScouts(ex: Executor, profileId: string, on: boolean): Promise<void> {
  await q(ex)
    .insertInto('intel_settings')
    .values({ profile_id: profileId, share_scouts: on })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ share_scouts: sql`excluded.share_scouts` }))
    .execute();
}
