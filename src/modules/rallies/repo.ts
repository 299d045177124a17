import type { Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { newSeed } from '../../platform/fair-seed.ts';

export interface RalliesTables {
  rallies: {
    id: Generated<string>;
    world_id: string;
    alliance_id: string;
    leader_profile_id: string;
    leader_base_id: string;
    target_x: number;
    target_y: number;
    target_kind: string;
    target_level: number;
    /** a commander's base (its timeline gets the arrival); null for a pirate ship */
    target_base_id: string | null;
    capacity: number;
    /** created, waiting, marching, finished, cancelled */
    status: string;
    wait_minutes: number;
    created_at: Date;
    departs_at: Date;
    arrives_at: Generated<Date | null>;
    updated_at: Date;
    /** the secret behind its battle, drawn when it opens (decision 039): never shown before its report */
    seed: string;
    /** sha256(seed), computed by the database: what its members see while it is open */
    commitment: GeneratedAlways<string>;
  };
}
export type RallyRow = Selectable<RalliesTables['rallies']>;

const q = (ex: Executor) => tables<RalliesTables>(ex);
const t = (trx: Trx) => tablesTrx<RalliesTables>(trx);

export const insertRally = (trx: Trx, r: Omit<Insertable<RalliesTables['rallies']>, 'seed'>) =>
  t(trx)
    .insertInto('rallies')
    // the battle's secret is fixed as it opens, before anyone joins (decision 039)
    .values({ ...r, seed: newSeed() })
    .returningAll()
    .executeTakeFirstOrThrow();
export const findRally = (ex: Executor, id: string) =>
  q(ex).selectFrom('rallies').selectAll().where('id', '=', id).executeTakeFirst();
/** Under the bases' locks only (decision 020: the rally row is written by whoever holds its leader's base). */
export const lockRally = (trx: Trx, id: string) =>
  t(trx).selectFrom('rallies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
export const updateRally = (
  trx: Trx,
  id: string,
  patch: Pick<Updateable<RalliesTables['rallies']>, 'status' | 'departs_at' | 'arrives_at' | 'updated_at'>,
) => t(trx).updateTable('rallies').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Rallies of an alliance that are not over (created, waiting, marching), the soonest first. */
export const openRalliesOf = (ex: Executor, allianceId: string) =>
  q(ex)
    .selectFrom('rallies')
    .selectAll()
    .where('alliance_id', '=', allianceId)
    .where('status', 'in', ['created', 'waiting', 'marching'])
    .orderBy('departs_at')
    .execute();

/** Rallies not yet on their way that this commander leads. */
export const openRalliesLedBy = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('rallies')
    .selectAll()
    .where('leader_profile_id', '=', profileId)
    .where('status', 'in', ['created', 'waiting'])
    .execute();

/** These rallies, whatever their state. */
export const ralliesByIds = (ex: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as RallyRow[])
    : q(ex).selectFrom('rallies').selectAll().where('id', 'in', ids).execute();

/** Of these rallies, those not yet on their way. */
export const openRalliesAmong = (ex: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as RallyRow[])
    : q(ex)
        .selectFrom('rallies')
        .selectAll()
        .where('id', 'in', ids)
        .where('status', 'in', ['created', 'waiting'])
        .execute();

/** A rally's marches with the leader's first (the convention of a joint side), then in the order they joined. */
export const leaderFirst = <M extends { profile_id: string }>(leaderId: string, marches: M[]): M[] => [
  ...marches.filter((m) => m.profile_id === leaderId),
  ...marches.filter((m) => m.profile_id !== leaderId),
];

/** Rallies not over that fly at this base (created, waiting, marching). */
export const openRalliesAt = (ex: Executor, baseId: string) =>
  q(ex)
    .selectFrom('rallies')
    .selectAll()
    .where('target_base_id', '=', baseId)
    .where('status', 'in', ['created', 'waiting', 'marching'])
    .execute();
