/** The attack_landings table: every attack that landed on a commander's base (decision 067). */
import type { Generated, Insertable, Selectable } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ProtectionTables {
  attack_landings: {
    id: Generated<string>;
    world_id: string;
    base_id: string;
    attacker_profile_id: string;
    /** the attacker's alliance when it landed: the bash limit counts an alliance together */
    alliance_id: string | null;
    march_id: string | null;
    rally_id: string | null;
    landed_at: Date;
  };
}
export type LandingRow = Selectable<ProtectionTables['attack_landings']>;
export type NewLanding = Insertable<ProtectionTables['attack_landings']>;

const q = (ex: Executor) => tables<ProtectionTables>(ex);
const t = (trx: Trx) => tablesTrx<ProtectionTables>(trx);

export const insertLanding = (trx: Trx, l: NewLanding) =>
  t(trx).insertInto('attack_landings').values(l).returningAll().executeTakeFirstOrThrow();

/** Attacks that landed on a base between `from` and `to` (exclusive). */
export const landingsOn = (ex: Executor, baseId: string, from: number, to: number) =>
  q(ex)
    .selectFrom('attack_landings')
    .selectAll()
    .where('base_id', '=', baseId)
    .where('landed_at', '>', new Date(from))
    .where('landed_at', '<', new Date(to))
    .orderBy('landed_at')
    .execute();

/** Has this commander landed an attack on a player? (Strength protection ends for them.) */
export async function hasLandedAttack(ex: Executor, profileId: string): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('attack_landings')
    .select('id')
    .where('attacker_profile_id', '=', profileId)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** Of these commanders, those who landed an attack on a player. */
export async function attackersAmong(ex: Executor, profileIds: string[]): Promise<Set<string>> {
  if (profileIds.length === 0) return new Set();
  const rows = await q(ex)
    .selectFrom('attack_landings')
    .select('attacker_profile_id')
    .distinct()
    .where('attacker_profile_id', 'in', profileIds)
    .execute();
  return new Set(rows.map((r) => r.attacker_profile_id));
}
