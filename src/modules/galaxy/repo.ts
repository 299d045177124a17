import type { Generated } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface GalaxyTables {
  map_changes: { world_id: string; x: number; y: number; gone_until: Date };
  /** a spot whose base or object changed then (written by triggers, migration 0216; delta.ts reads it) */
  map_spot_changes: { world_id: string; x: number; y: number; changed_at: Date };
  /** a radar's sweep: hidden objects of `target` within `radius` cells of (x, y) show on its user's map until `until` */
  radar_sweeps: {
    id: Generated<string>;
    profile_id: string;
    target: string;
    x: number;
    y: number;
    radius: number;
    until: Date;
  };
  /** a pirate crew come back away from its ship's home spot (decision 042): there from `appears_at` */
  pirate_moves: {
    world_id: string;
    x: number;
    y: number;
    home_x: number;
    home_y: number;
    level: number;
    appears_at: Date;
  };
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
  await tablesTrx<GalaxyTables>(trx).insertInto('radar_sweeps').values(s).execute();
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

type Rect = { from: { x: number; y: number }; to: { x: number; y: number } };

/** Roaming pirate crews in a rectangle; with `at`, only those already there then. */
export function pirateMovesIn(ex: Executor, worldId: string, r: Rect, at?: Date) {
  let query = q(ex)
    .selectFrom('pirate_moves')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('x', '>=', r.from.x)
    .where('x', '<=', r.to.x)
    .where('y', '>=', r.from.y)
    .where('y', '<=', r.to.y);
  if (at) query = query.where('appears_at', '<=', at);
  return query.execute();
}

/** Locks the roaming crew at a spot (two fleets arriving fight it one after the other). */
export function lockPirateMove(trx: Trx, worldId: string, x: number, y: number) {
  return tablesTrx<GalaxyTables>(trx)
    .selectFrom('pirate_moves')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .forUpdate()
    .executeTakeFirst();
}

export async function deletePirateMove(trx: Trx, worldId: string, x: number, y: number) {
  await tablesTrx<GalaxyTables>(trx)
    .deleteFrom('pirate_moves')
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .execute();
}

export async function insertPirateMove(trx: Trx, row: GalaxyTables['pirate_moves']) {
  await tablesTrx<GalaxyTables>(trx).insertInto('pirate_moves').values(row).execute();
}

/** The home spot's object is gone until `until` (inserted when the spot has no row yet). */
export async function upsertGoneUntil(trx: Trx, worldId: string, x: number, y: number, until: Date) {
  await tablesTrx<GalaxyTables>(trx)
    .insertInto('map_changes')
    .values({ world_id: worldId, x, y, gone_until: until })
    .onConflict((oc) => oc.columns(['world_id', 'x', 'y']).doUpdateSet({ gone_until: until }))
    .execute();
}
