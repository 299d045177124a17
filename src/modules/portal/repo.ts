import { sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface PortalTables {
  portals: {
    base_id: string;
    world_id: string;
    address: string;
    energy: number;
    energy_at: Date;
    shield_until: Date | null;
    shield_down_at: Date | null;
  };
}
export type PortalRow = PortalTables['portals'];

/** A base's portal (every base has one: its row is written with the base), locked until the transaction ends. */
export const portalForUpdate = (trx: Trx, baseId: string) =>
  tablesTrx<PortalTables>(trx)
    .selectFrom('portals')
    .selectAll()
    .where('base_id', '=', baseId)
    .forUpdate()
    .executeTakeFirst();

export const portalAt = (ex: Executor, worldId: string, address: string) =>
  tables<PortalTables>(ex)
    .selectFrom('portals')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('address', '=', address)
    .executeTakeFirst();

export const storeEnergy = (trx: Trx, baseId: string, energy: number, at: Date) =>
  tablesTrx<PortalTables>(trx)
    .updateTable('portals')
    .set({ energy, energy_at: at })
    .where('base_id', '=', baseId)
    .execute();

export const storeShield = (
  trx: Trx,
  baseId: string,
  patch: Partial<Pick<PortalRow, 'shield_until' | 'shield_down_at'>>,
) => tablesTrx<PortalTables>(trx).updateTable('portals').set(patch).where('base_id', '=', baseId).execute();

/** A random portal of the world other than the one of `exceptBaseId` (a profile has one base), or none. */
export const randomPortalOf = (ex: Executor, worldId: string, exceptBaseId: string) =>
  tables<PortalTables>(ex)
    .selectFrom('portals')
    .select(['base_id', 'address'])
    .where('world_id', '=', worldId)
    .where('base_id', '!=', exceptBaseId)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
