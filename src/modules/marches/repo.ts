import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import { newSeed } from '../../platform/fair-seed.ts';

export interface MarchesTables {
  marches: {
    id: string;
    profile_id: string;
    base_id: string;
    world_id: string;
    kind: string;
    /** marching (on the way out), gathering (at an asteroid), returning, done */
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
    /** a raid: the base attacked */
    target_base_id: string | null;
    /** a raid: the attacker's unit stats (research applied) when it left */
    attacker_stats: unknown;
    /** an occupying fleet: when it stopped holding its object (taken from it, or recalled) */
    released_at?: Date | null;
    updated_at: Date;
    /** the secret behind its outcome, drawn at launch (decision 039): never shown before its report */
    seed: string;
    /** sha256(seed), computed by the database: what the player sees while the outcome is open */
    commitment: string;
  };
}
export type MarchRow = MarchesTables['marches'];

const q = (ex: Executor) => tables<MarchesTables>(ex);

/** Writes a new march row; callers use store.ts `insertMarch`, which also tells the owner's browsers. */
export function insertMarchRow(
  trx: Trx,
  m: Omit<
    MarchRow,
    'id' | 'loot' | 'returns_at' | 'gather_ends_at' | 'target_base_id' | 'attacker_stats' | 'seed' | 'commitment'
  > &
    // the seed of what it goes for, when that has its own (a portal mission's); else one of its own
    Partial<Pick<MarchRow, 'target_base_id' | 'attacker_stats' | 'loot' | 'seed'>>,
) {
  return tablesTrx<MarchesTables>(trx)
    .insertInto('marches')
    .values({
      ...m,
      // its outcome's secret is fixed now, before anything it meets is known (decision 039)
      seed: m.seed ?? newSeed(),
      units: m.units as never,
      loot: (m.loot ?? {}) as never,
      attacker_stats: (m.attacker_stats ?? null) as never,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findMarchForUpdate(trx: Trx, id: string) {
  return tablesTrx<MarchesTables>(trx)
    .selectFrom('marches')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Changes a march row; callers use store.ts `updateMarch`, which also tells the owner's browsers. */
export async function updateMarchRow(
  trx: Trx,
  id: string,
  patch: Partial<
    Pick<MarchRow, 'status' | 'units' | 'loot' | 'returns_at' | 'gather_ends_at' | 'released_at' | 'updated_at'>
  >,
) {
  const set: Record<string, unknown> = { ...patch };
  return tablesTrx<MarchesTables>(trx)
    .updateTable('marches')
    .set(set as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
