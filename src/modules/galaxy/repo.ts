import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface GalaxyTables {
  map_changes: { world_id: string; x: number; y: number; gone_until: Date };
  /** a radar's sweep: hidden objects of `target` within `radius` cells of (x, y) show on its user's map until `until` */
  radar_sweeps: { id: string; profile_id: string; target: string; x: number; y: number; radius: number; until: Date };
}

const q = (ex: Executor) => tables<GalaxyTables>(ex);

/** Spots of a rectangle whose generated object is gone at `at` (destroyed, not yet respawned). */
export async function goneSpots(
  ex: Executor,
  worldId: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  at: Date,
) {
  return q(ex)
    .selectFrom('map_changes')
    .select(['x', 'y'])
    .where('world_id', '=', worldId)
    .where('x', '>=', from.x)
    .where('x', '<=', to.x)
    .where('y', '>=', from.y)
    .where('y', '<=', to.y)
    .where('gone_until', '>', at)
    .execute();
}

/**
 * Locks one spot of the map for the rest of the transaction (two fleets arriving at the same pirate
 * ship fight it one after the other) and says until when its object is gone.
 */
export async function lockSpot(trx: Trx, worldId: string, x: number, y: number): Promise<Date> {
  const t = tablesTrx<GalaxyTables>(trx);
  await t
    .insertInto('map_changes')
    .values({ world_id: worldId, x, y, gone_until: new Date(0) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await t
    .selectFrom('map_changes')
    .select('gone_until')
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.gone_until;
}

export async function setGoneUntil(trx: Trx, worldId: string, x: number, y: number, until: Date) {
  await tablesTrx<GalaxyTables>(trx)
    .updateTable('map_changes')
    .set({ gone_until: until })
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .execute();
}

export async function insertSweep(trx: Trx, s: Omit<GalaxyTables['radar_sweeps'], 'id'>) {
  await tablesTrx<GalaxyTables>(trx)
    .insertInto('radar_sweeps')
    .values(s as never)
    .execute();
}

/** A profile's sweeps still showing at `at`. */
export const activeSweeps = (ex: Executor, profileId: string, at: Date) =>
  q(ex)
    .selectFrom('radar_sweeps')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('until', '>', at)
    .orderBy('until')
    .execute();
