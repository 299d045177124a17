import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

/** A column an offer leaves empty: optional when inserting. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface MissionsTables {
  portal_missions: {
    id: Generated<string>;
    profile_id: string;
    /** exploration, hostile, rescue, artifact-retrieval */
    type: string;
    level: number;
    /** the far side's six symbols */
    symbols: string;
    /** available, active, completed */
    status: string;
    offered_at: Date;
    /** when the board replaces it (an offer not taken) or lets it go (a finished one) */
    refresh_at: Date;
    march_id: Later<string>;
    started_at: Later<Date>;
    /** when its units are home again */
    ends_at: Later<Date>;
    /** what happened there (success, share, reward, the battle's seed) */
    outcome: Later<unknown>;
    units: Later<Record<string, number>>;
    stats: Later<unknown>;
    updated_at: Date;
    /** the secret behind its outcome, drawn when its units go through (decision 039); null for an offer */
    seed: Later<string>;
    /** sha256(seed), computed by the database: what the commander sees while it is under way */
    commitment: GeneratedAlways<string | null>;
  };
}
export type MissionRow = Selectable<MissionsTables['portal_missions']>;

const q = (ex: Executor) => tables<MissionsTables>(ex);
const t = (trx: Trx) => tablesTrx<MissionsTables>(trx);

/** The board as a player sees it at `at`: every offer and active mission, and finished ones until their refresh. */
export const boardOf = (ex: Executor, profileId: string, at: Date) =>
  q(ex)
    .selectFrom('portal_missions')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where((eb) => eb.or([eb('status', '!=', 'completed'), eb('refresh_at', '>', at)]))
    .orderBy('offered_at')
    .execute();

/** Offers not taken whose time is up: the board redraws them. */
export const dropStaleOffers = (trx: Trx, profileId: string, at: Date) =>
  t(trx)
    .deleteFrom('portal_missions')
    .where('profile_id', '=', profileId)
    .where('status', '=', 'available')
    .where('refresh_at', '<=', at)
    .execute();

export const insertOffers = (trx: Trx, rows: Insertable<MissionsTables['portal_missions']>[]) =>
  rows.length === 0 ? Promise.resolve([]) : t(trx).insertInto('portal_missions').values(rows).returningAll().execute();

/** One mission of a profile, locked until the transaction ends. */
export const missionForUpdate = (trx: Trx, profileId: string, id: string) =>
  t(trx)
    .selectFrom('portal_missions')
    .selectAll()
    .where('id', '=', id)
    .where('profile_id', '=', profileId)
    .forUpdate()
    .executeTakeFirst();

export const updateMission = (
  trx: Trx,
  id: string,
  patch: Omit<Updateable<MissionsTables['portal_missions']>, 'id' | 'profile_id'>,
) => t(trx).updateTable('portal_missions').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
