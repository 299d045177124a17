/** The black market's rows: each trading station's stock and tax, and the standing orders kept there. */
import { type ColumnType, type Generated, type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Stock } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface MarketTables {
  market_stations: {
    world_id: string;
    x: number;
    y: number;
    level: number;
    stock: Stock;
    stock_at: Date;
    tax: number;
    tax_set_by: string | null;
  };
  market_orders: {
    id: Generated<string>;
    profile_id: string;
    world_id: string;
    x: number;
    y: number;
    res_from: string;
    res_to: string;
    price: number;
    total: number;
    remaining: number;
    received: ColumnType<number, number | undefined, number>;
    status: string;
    created_at: Date;
    updated_at: Date;
  };
}
export type StationRow = Selectable<MarketTables['market_stations']>;
export type OrderRow = Selectable<MarketTables['market_orders']>;

const q = (ex: Executor) => tables<MarketTables>(ex);
const t = (trx: Trx) => tablesTrx<MarketTables>(trx);

/** A station's market row as stored (null before anyone traded or looked there). */
export const stationRow = (ex: Executor, worldId: string, x: number, y: number) =>
  q(ex)
    .selectFrom('market_stations')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .executeTakeFirst();

/** Opens a station's market the first time (balanced stock, default tax), then locks its row. */
export async function stationForUpdate(trx: Trx, fresh: StationRow): Promise<StationRow> {
  await t(trx)
    .insertInto('market_stations')
    .values(fresh)
    .onConflict((c) => c.columns(['world_id', 'x', 'y']).doNothing())
    .execute();
  return t(trx)
    .selectFrom('market_stations')
    .selectAll()
    .where('world_id', '=', fresh.world_id)
    .where('x', '=', fresh.x)
    .where('y', '=', fresh.y)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function saveStation(
  trx: Trx,
  s: Pick<StationRow, 'world_id' | 'x' | 'y'> & Partial<Pick<StationRow, 'stock' | 'stock_at' | 'tax' | 'tax_set_by'>>,
) {
  const set: Updateable<MarketTables['market_stations']> = {};
  if (s.stock) set.stock = s.stock;
  if (s.stock_at) set.stock_at = s.stock_at;
  if (s.tax !== undefined) set.tax = s.tax;
  if (s.tax_set_by !== undefined) set.tax_set_by = s.tax_set_by;
  await t(trx)
    .updateTable('market_stations')
    .set(set)
    .where('world_id', '=', s.world_id)
    .where('x', '=', s.x)
    .where('y', '=', s.y)
    .execute();
}

// ── standing orders ──

export const openOrdersOf = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('market_orders')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();

export const recentOrdersOf = (ex: Executor, profileId: string, limit: number) =>
  q(ex)
    .selectFrom('market_orders')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy(sql`status = 'open'`, 'desc')
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();

export const openOrdersAt = (ex: Executor, worldId: string, x: number, y: number) =>
  q(ex)
    .selectFrom('market_orders')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('x', '=', x)
    .where('y', '=', y)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();

/** Stations with open orders (the periodic match visits them). */
export const stationsWithOrders = (ex: Executor) =>
  q(ex).selectFrom('market_orders').select(['world_id', 'x', 'y']).distinct().where('status', '=', 'open').execute();

/** An order as stored (no lock: callers lock bases first, then the order). */
export const orderById = (ex: Executor, id: string) =>
  q(ex).selectFrom('market_orders').selectAll().where('id', '=', id).executeTakeFirst();

export const orderForUpdate = (trx: Trx, id: string) =>
  t(trx).selectFrom('market_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const insertOrder = (trx: Trx, o: Omit<Insertable<MarketTables['market_orders']>, 'received'>) =>
  t(trx).insertInto('market_orders').values(o).returningAll().executeTakeFirstOrThrow();

export const updateOrder = (
  trx: Trx,
  id: string,
  patch: Pick<Updateable<MarketTables['market_orders']>, 'remaining' | 'received' | 'status' | 'updated_at'>,
) => t(trx).updateTable('market_orders').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
