import { slotsInUse } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { newSeed } from '../../platform/fair-seed.ts';
import { pushMarchGroup } from '../marches/index.ts';

export interface RalliesTables {
  rallies: {
    id: string;
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
    arrives_at: Date | null;
    updated_at: Date;
    /** the secret behind its battle, drawn when it opens (decision 039): never shown before its report */
    seed: string;
    /** sha256(seed), computed by the database: what its members see while it is open */
    commitment: string;
  };
  /** the marches module's table, with the column rallies added (migration 0023): a member's units in a rally */
  marches: {
    id: string;
    profile_id: string;
    base_id: string;
    world_id: string;
    kind: string;
    /** for kind 'rally': joining, waiting, rallying, returning, done */
    status: string;
    target_x: number;
    target_y: number;
    target_kind: string;
    target_level: number;
    units: Record<string, number>;
    loot: Record<string, number>;
    departs_at: Date;
    arrives_at: Date;
    returns_at: Date | null;
    gather_ends_at: Date | null;
    target_base_id: string | null;
    attacker_stats: unknown;
    updated_at: Date;
    rally_id: string | null;
    /** a member's march carries its rally's seed (it shows the rally's commitment) */
    seed: string;
    commitment: string;
  };
}
export type RallyRow = RalliesTables['rallies'];
export type RallyMarchRow = RalliesTables['marches'];

const q = (ex: Executor) => tables<RalliesTables>(ex);
const t = (trx: Trx) => tablesTrx<RalliesTables>(trx);

export const insertRally = (trx: Trx, r: Omit<RallyRow, 'id' | 'arrives_at' | 'seed' | 'commitment'>) =>
  t(trx)
    .insertInto('rallies')
    // the battle's secret is fixed as it opens, before anyone joins (decision 039)
    .values({ ...r, seed: newSeed() } as never)
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
  patch: Partial<Pick<RallyRow, 'status' | 'departs_at' | 'arrives_at' | 'updated_at'>>,
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

/** Rallies not yet on their way in which this commander has units joining or waiting. */
export const openRalliesJoinedBy = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('marches')
    .innerJoin('rallies', 'rallies.id', 'marches.rally_id')
    .selectAll('rallies')
    .where('marches.profile_id', '=', profileId)
    .where('marches.status', 'in', ['joining', 'waiting'])
    .where('rallies.status', 'in', ['created', 'waiting'])
    .execute();

/** Marches of a list of rallies still in them (joining, waiting, rallying). */
export const activeMarchesOfRallies = (ex: Executor, rallyIds: string[]) =>
  rallyIds.length === 0
    ? Promise.resolve([] as RallyMarchRow[])
    : q(ex)
        .selectFrom('marches')
        .selectAll()
        .where('rally_id', 'in', rallyIds)
        .where('status', 'in', ['joining', 'waiting', 'rallying'])
        .orderBy('departs_at')
        .orderBy('id')
        .execute();

export const insertRallyMarch = async (
  trx: Trx,
  m: Omit<RallyMarchRow, 'id' | 'loot' | 'returns_at' | 'gather_ends_at' | 'commitment'>,
) =>
  pushMarchGroup(
    trx,
    (await t(trx)
      .insertInto('marches')
      .values({
        ...m,
        units: m.units as never,
        attacker_stats: m.attacker_stats as never,
        loot: {} as never,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as never,
  ) as Promise<RallyMarchRow>;

export const updateRallyMarch = async (
  trx: Trx,
  id: string,
  patch: Partial<
    Pick<RallyMarchRow, 'status' | 'units' | 'loot' | 'departs_at' | 'arrives_at' | 'returns_at' | 'updated_at'>
  >,
) =>
  pushMarchGroup(
    trx,
    (await t(trx)
      .updateTable('marches')
      .set({
        ...patch,
        ...(patch.units ? { units: patch.units as never } : {}),
        ...(patch.loot ? { loot: patch.loot as never } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as never,
  ) as Promise<RallyMarchRow>;

/** Marches of a commander away from home (each holds a march slot), scouts apart. */
export const marchSlotsInUse = async (ex: Executor, profileId: string) =>
  slotsInUse(
    await q(ex)
      .selectFrom('marches')
      .select(['kind', 'status'])
      .where('profile_id', '=', profileId)
      .where('status', '<>', 'done')
      .execute(),
  );

/** A rally's marches with the leader's first (the convention of a joint side), then in the order they joined. */
export const leaderFirst = <M extends Pick<RallyMarchRow, 'profile_id'>>(leaderId: string, marches: M[]): M[] => [
  ...marches.filter((m) => m.profile_id === leaderId),
  ...marches.filter((m) => m.profile_id !== leaderId),
];
