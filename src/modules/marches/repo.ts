import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { slotsInUse } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { newSeed } from '../../platform/fair-seed.ts';

/** A column the database may default or leave null: optional when inserting. */
type Optional<T> = ColumnType<T, T | undefined, T>;
type Counts = Record<string, number>;

/** The marches table: this module alone declares, reads and writes it (table-owners test). */
export interface MarchesTables {
  marches: {
    id: Generated<string>;
    profile_id: string;
    base_id: string;
    world_id: string;
    /** the leg kind (legs.ts registry): attack, gather, raid, scout, occupy, reinforce, portal, convoy, rally */
    kind: string;
    /** marching (on the way out), gathering, occupying, reinforcing, returning, done; a rally's: joining, waiting, rallying */
    status: string;
    target_x: number;
    target_y: number;
    target_kind: string;
    target_level: number;
    units: Counts;
    /** what it carries: loot, a convoy's cargo, a gathering's planned load */
    loot: Optional<Counts>;
    departs_at: Date;
    arrives_at: Date;
    returns_at: Optional<Date | null>;
    gather_ends_at: Optional<Date | null>;
    /** a raid, scout, reinforcement, convoy or rally member: the base it goes to */
    target_base_id: Optional<string | null>;
    /** the unit stats it fights with (research applied when it left); a scout's agency level */
    attacker_stats: Optional<unknown>;
    /** an occupying fleet: when it stopped holding its object (taken from it, or recalled) */
    released_at: Optional<Date | null>;
    /** a rally member's: the rally it goes with */
    rally_id: Optional<string | null>;
    /** where its base stood when it left (decision 080: passive vision finds fleets by their course) */
    origin_x: Optional<number | null>;
    origin_y: Optional<number | null>;
    updated_at: Date;
    /** the secret behind its outcome, drawn at launch (decision 039): never shown before its report */
    seed: Generated<string>;
    /** sha256(seed), computed by the database: what the player sees while the outcome is open */
    commitment: GeneratedAlways<string>;
  };
}
type MarchesTable = MarchesTables['marches'];
export type MarchRow = Selectable<MarchesTable>;
export type NewMarch = Insertable<MarchesTable>;
export type MarchPatch = Omit<Updateable<MarchesTable>, 'id' | 'profile_id' | 'base_id' | 'world_id' | 'kind'>;

const q = (ex: Executor) => tables<MarchesTables>(ex);
const t = (trx: Trx) => tablesTrx<MarchesTables>(trx);

/** Writes a new march row; callers use store.ts `insertMarch`, which also tells the owner's browsers. */
export function insertMarchRow(trx: Trx, m: NewMarch) {
  return (
    t(trx)
      .insertInto('marches')
      // its outcome's secret is fixed now, before anything it meets is known (decision 039); the seed
      // of what it goes for when that has its own (a portal mission's, a rally's)
      .values({ ...m, seed: m.seed ?? newSeed() })
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export function findMarchForUpdate(trx: Trx, id: string) {
  return t(trx).selectFrom('marches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A march as stored, unlocked (a peek before the locks). */
export function findMarch(ex: Executor, id: string) {
  return q(ex).selectFrom('marches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes a march row; callers use store.ts `updateMarch`, which also tells the owner's browsers. */
export function updateMarchRow(trx: Trx, id: string, patch: MarchPatch) {
  return t(trx).updateTable('marches').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Marches away from home (each holds a march slot). */
export function activeMarches(ex: Executor, profileId: string) {
  return q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('status', '<>', 'done')
    .orderBy('departs_at')
    .execute();
}

/** March slots a commander's fleets away hold (scouts and convoys apart). */
export async function marchSlotsInUse(ex: Executor, profileId: string) {
  return slotsInUse(
    await q(ex)
      .selectFrom('marches')
      .select(['kind', 'status'])
      .where('profile_id', '=', profileId)
      .where('status', '<>', 'done')
      .execute(),
  );
}

/** Raids on their way to a base (its incoming attacks), and rallies' members flying at it (status 'rallying'). */
export function incomingMarches(ex: Executor, baseId: string) {
  return q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('target_base_id', '=', baseId)
    .where('status', 'in', ['marching', 'rallying'])
    .orderBy('arrives_at')
    .execute();
}

/** The member marches of these rallies still in them (joining, waiting, rallying), in the order they joined. */
export function marchesOfRallies(ex: Executor, rallyIds: string[]): Promise<MarchRow[]> {
  if (rallyIds.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('marches')
    .selectAll()
    .where('rally_id', 'in', rallyIds)
    .where('status', 'in', ['joining', 'waiting', 'rallying'])
    .orderBy('departs_at')
    .orderBy('id')
    .execute();
}

/** The rallies a commander has units joining or waiting in. */
export async function ralliesJoinedBy(ex: Executor, profileId: string): Promise<string[]> {
  const rows = await q(ex)
    .selectFrom('marches')
    .select('rally_id')
    .distinct()
    .where('profile_id', '=', profileId)
    .where('status', 'in', ['joining', 'waiting'])
    .where('rally_id', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.rally_id ? [r.rally_id] : []));
}

/** Per world: fleets away now, and fleets sent since `since`, for the control panel. */
export async function marchStatsByWorld(
  ex: Executor,
  since: Date,
): Promise<Map<string, { away: number; sent: number }>> {
  const rows = await q(ex)
    .selectFrom('marches')
    .select([
      'world_id',
      sql<number>`count(*) filter (where status <> 'done')::int`.as('away'),
      sql<number>`count(*) filter (where departs_at >= ${since})::int`.as('sent'),
    ])
    .groupBy('world_id')
    .execute();
  return new Map(rows.map((r) => [r.world_id, { away: Number(r.away), sent: Number(r.sent) }]));
}

/** Raids and portal raids on their way to a base, as the bash limit counts them (decision 067). */
export async function raidsInFlight(ex: Executor, base: { id: string }) {
  const rows = await q(ex)
    .selectFrom('marches')
    .select(['id', 'profile_id', 'arrives_at'])
    .where('target_base_id', '=', base.id)
    .where('kind', 'in', ['raid', 'portal'])
    .where('status', '=', 'marching')
    .execute();
  return rows.map((r) => ({ attackerId: r.profile_id, landsAt: r.arrives_at.getTime(), marchId: r.id }));
}
