import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface PortalTables {
  portals: { base_id: string; world_id: string; address: string; energy: number; energy_at: Date };
}
export type PortalRow = PortalTables['portals'];

/** A base's portal (every base has one: its row is written with the base), locked until the transaction ends. */
export const portalForUpdate = (trx: Trx, baseId: string) => tablesTrx<PortalTables>(trx).selectFrom('portals').selectAll().where('base_id', '=', baseId).forUpdate().executeTakeFirst();

export const portalAt = (ex: Executor, worldId: string, address: string) => tables<PortalTables>(ex).selectFrom('portals').selectAll().where('world_id', '=', worldId).where('address', '=', address).executeTakeFirst();

export const storeEnergy = (trx: Trx, baseId: string, energy: number, at: Date) => tablesTrx<PortalTables>(trx).updateTable('portals').set({ energy, energy_at: at }).where('base_id', '=', baseId).execute();
