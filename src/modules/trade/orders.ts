/**
 * Standing orders at a trading station (spec 3: resource from, resource to, price, total, tax rate,
 * location): `total` of `from` leaves the stores into the order when it is placed, and the station
 * buys it while its price (after tax) is at least the order's; what it pays goes straight into the
 * owner's stores, with a trade report. One open order per commander, station and pair ('This trade
 * combination already exists', also enforced by a unique index). Orders are matched by a job after
 * every exchange at the station and every ten minutes (the stock drifts back to balance on its own).
 */
import {
  addResources,
  checkOrder,
  fillable,
  type OrderCheck,
  quote,
  resources,
  roundPrice,
  stockAfterTrade,
  subtractResources,
  type TradeResource,
} from '../../game/index.ts';
import { type Db, inTransaction, type Trx } from '../../platform/db.ts';
import type { AppError } from '../../platform/errors.ts';
import { enqueue, type TaskFactory } from '../../platform/jobs.ts';
import { basePositionOfProfile } from '../bases/index.ts';
import { announceChange, lockAndSettleProfile, saveState } from '../../kernel/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { freshStation, lockStation, MATCH_TASK, marketErrors, stationObject, stockNow } from './black-market.ts';
import {
  insertOrder,
  openOrdersAt,
  openOrdersOf,
  type OrderRow,
  orderById,
  orderForUpdate,
  recentOrdersOf,
  saveStation,
  stationRow,
  stationsWithOrders,
  updateOrder,
} from './market-repo.ts';
import { tradeError } from './errors.ts';
import { recordMarketMove } from './evidence.ts';
import { recordPrices } from './prices.ts';

export const MATCH_ALL_TASK = 'trade/match-all';

export const orderErrors = {
  duplicate: () => tradeError('TRADE_EXISTS'),
  badPrice: () => tradeError('BAD_PRICE', { field: 'price' }),
  tooMany: () => tradeError('TOO_MANY_ORDERS'),
  notOpen: () => tradeError('ORDER_NOT_OPEN'),
};

function refusal(c: Exclude<OrderCheck, { ok: true }>): AppError {
  switch (c.reason) {
    case 'SAME_RESOURCE':
      return marketErrors.sameResource();
    case 'NO_AMOUNT':
      return marketErrors.noAmount();
    case 'BAD_PRICE':
      return orderErrors.badPrice();
    case 'NOT_ENOUGH':
      return marketErrors.notEnough();
    case 'DUPLICATE':
      return orderErrors.duplicate();
    case 'TOO_MANY':
      return orderErrors.tooMany();
  }
}

/** An order as its owner sees it (the spec's Trade: resource from, to, price, total, tax rate, location). */
export const orderView = (o: OrderRow, taxRate: number) => ({
  id: o.id,
  resourceFrom: o.res_from,
  resourceTo: o.res_to,
  price: o.price,
  total: o.total,
  remaining: o.remaining,
  received: o.received,
  taxRate,
  location: { x: o.x, y: o.y },
  status: o.status,
  createdAt: o.created_at.getTime(),
});
export type OrderView = ReturnType<typeof orderView>;

const stationKey = (o: { x: number; y: number }) => `${o.x}:${o.y}`;

export async function listOrders(db: Db, profileId: string, now: number): Promise<OrderView[]> {
  const world = await worldOfProfile(db, profileId);
  const rows = await recentOrdersOf(db, profileId, 30);
  const taxes = new Map<string, number>();
  for (const o of rows) {
    if (taxes.has(stationKey(o))) continue;
    taxes.set(
      stationKey(o),
      (await stationRow(db, world.worldId, o.x, o.y))?.tax ?? freshStation(world.worldId, { ...o, level: 1 }, now).tax,
    );
  }
  return rows.map((o) => orderView(o, taxes.get(stationKey(o)) ?? 0));
}

export interface OrderInput {
  x: number;
  y: number;
  from: TradeResource;
  to: TradeResource;
  price: number;
  total: number;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

export async function placeOrder(trx: Trx, profileId: string, input: OrderInput, now: number): Promise<OrderView> {
  const world = await worldOfProfile(trx, profileId);
  const o = await stationObject(trx, world, input, now);
  const b = await lockAndSettleProfile(trx, profileId, now);
  const price = roundPrice(input.price);
  const mine = (await openOrdersOf(trx, profileId)).map((r) => ({
    from: r.res_from,
    to: r.res_to,
    station: stationKey(r),
  }));
  const check = checkOrder(
    { from: input.from, to: input.to, price, total: input.total },
    b.state.resources,
    mine,
    stationKey(o),
  );
  if (!check.ok) throw refusal(check);
  // what it sells waits in the order, out of the stores (and out of a raider's reach)
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: subtractResources(b.state.resources, resources({ [input.from]: input.total })),
  });
  const row = await insertOrder(trx, {
    profile_id: profileId,
    world_id: world.worldId,
    x: o.x,
    y: o.y,
    res_from: input.from,
    res_to: input.to,
    price,
    total: input.total,
    remaining: input.total,
    status: 'open',
    created_at: new Date(now),
    updated_at: new Date(now),
  });
  await announceChange(trx, b.row);
  await recordMarketMove(trx, {
    base: b.row,
    kind: 'market-order',
    station: { x: o.x, y: o.y },
    paid: { resource: input.from, amount: input.total },
    cause: `placed ${o.x}:${o.y} ${input.from}→${input.to}`,
    at: now,
    details: { order: row.id, price },
  });
  await enqueue(
    trx,
    MATCH_TASK,
    { worldId: world.worldId, x: o.x, y: o.y },
    { runAt: now, jobKey: `market:${world.worldId}:${o.x}:${o.y}` },
  );
  return orderView(
    row,
    (await stationRow(trx, world.worldId, o.x, o.y))?.tax ?? freshStation(world.worldId, o, now).tax,
  );
}

/**
 * An order placed at the edge, with its transaction: two identical orders at once, the unique index
 * lets one in and the other is 'duplicate' (whether the insert or the commit found it).
 */
export async function orDuplicateOrder<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (isUniqueViolation(e)) throw orderErrors.duplicate();
    throw e;
  }
}

/** Takes an open order down: what it has not sold goes back into the stores. */
export async function cancelOrder(trx: Trx, profileId: string, orderId: string, now: number): Promise<OrderView> {
  const b = await lockAndSettleProfile(trx, profileId, now);
  const o = await orderForUpdate(trx, orderId);
  if (!o || o.profile_id !== profileId || o.status !== 'open') throw orderErrors.notOpen();
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: addResources(b.state.resources, resources({ [o.res_from]: o.remaining })),
  });
  const done = await updateOrder(trx, o.id, { status: 'cancelled', updated_at: new Date(now) });
  await announceChange(trx, b.row);
  await recordMarketMove(trx, {
    base: b.row,
    kind: 'market-order',
    station: { x: o.x, y: o.y },
    got: { resource: o.res_from, amount: o.remaining },
    cause: `cancelled ${o.x}:${o.y} ${o.res_from}→${o.res_to}`,
    at: now,
    details: { order: o.id },
  });
  return orderView(done, (await stationRow(trx, o.world_id, o.x, o.y))?.tax ?? 0);
}

/**
 * Fills one open order as far as the station's price allows now: owner's base and holder's base
 * locked in id order and settled, then the station, the holding fleet and the order. Returns the
 * amount sold (0: the price is not there, or the order is no longer open).
 */
async function fillOrder(trx: Trx, orderId: string, now: number): Promise<number> {
  // the order's row is locked after the bases (the lock order every writer keeps)
  const peek = await orderById(trx, orderId);
  if (!peek || peek.status !== 'open') return 0;
  const world = await worldOfProfile(trx, peek.profile_id);
  const home = await basePositionOfProfile(trx, peek.profile_id);
  if (!home) return 0;
  const o = await stationObject(trx, world, peek, now);
  const { bases, station, holder } = await lockStation(trx, world, [home.id], o, now);
  const order = await orderForUpdate(trx, orderId);
  const b = bases.get(home.id);
  if (!order || order.status !== 'open' || !b) return 0;
  const from = order.res_from as TradeResource;
  const to = order.res_to as TradeResource;
  const stock = stockNow(station, now);
  const a = fillable(stock, from, to, order.price, station.tax, order.remaining);
  if (a <= 0) return 0;
  const q = quote(stock, from, to, a, station.tax);
  if (q.net <= 0) return 0;
  const out = holder ? q.gross : q.net;
  const next = stockAfterTrade(stock, from, to, a, out);
  await saveStation(trx, { world_id: world.worldId, x: o.x, y: o.y, stock: next, stock_at: new Date(now) });
  await recordPrices(trx, {
    worldId: world.worldId,
    station: o,
    before: stock,
    after: next,
    traded: { [from]: a, [to]: out },
    at: now,
  });
  const ownTax = holder?.base_id === b.row.id ? q.tax : 0;
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: addResources(b.state.resources, resources({ [to]: q.net + ownTax })),
  });
  await announceChange(trx, b.row);
  const remaining = order.remaining - a;
  await updateOrder(trx, order.id, {
    remaining,
    received: order.received + q.net,
    status: remaining === 0 ? 'filled' : 'open',
    updated_at: new Date(now),
  });
  const names = await profileNames(trx, [order.profile_id, ...(holder ? [holder.profile_id] : [])]);
  const trade = {
    station: { x: o.x, y: o.y },
    from,
    to,
    amount: a,
    net: q.net,
    tax: q.tax,
    taxRate: station.tax,
    holder: holder ? (names.get(holder.profile_id) ?? '') : null,
    orderId: order.id,
    remaining,
  };
  await fileReport(trx, { profileId: order.profile_id, kind: 'trade', data: { trade: 'order', ...trade }, at: now });
  // what the order sold left the stores when it was placed: the fill brings in what the station paid
  await recordMarketMove(trx, {
    base: b.row,
    kind: 'market-fill',
    station: trade.station,
    got: { resource: to, amount: q.net + ownTax },
    cause: `${o.x}:${o.y} ${from}→${to}`,
    at: now,
    details: { order: order.id, sold: a, net: q.net, tax: q.tax, remaining },
  });
  if (holder && holder.base_id !== b.row.id && q.tax > 0) {
    const hb = bases.get(holder.base_id);
    if (hb) {
      await saveState(trx, hb.row.id, {
        ...hb.state,
        resources: addResources(hb.state.resources, resources({ [to]: q.tax })),
      });
      await announceChange(trx, hb.row);
      await fileReport(trx, {
        profileId: holder.profile_id,
        kind: 'trade',
        data: { trade: 'tax', ...trade, trader: names.get(order.profile_id) ?? '' },
        at: now,
      });
      await recordMarketMove(trx, {
        base: hb.row,
        kind: 'market-tax',
        station: trade.station,
        got: { resource: to, amount: q.tax },
        at: now,
        details: { trader: order.profile_id, order: order.id },
      });
    }
  }
  return a;
}

/** Fills what can be filled at a station, oldest order first, each in its own transaction. */
export async function matchStation(
  db: Db,
  worldId: string,
  spot: { x: number; y: number },
  now: number,
): Promise<number> {
  let sold = 0;
  for (const o of await openOrdersAt(db, worldId, spot.x, spot.y)) {
    try {
      sold += await inTransaction(db, (trx) => fillOrder(trx, o.id, now));
    } catch (e) {
      // the station changed hands under the match: the next exchange or sweep tries again
      if ((e as { code?: string }).code !== 'STATION_CHANGED_HANDS') throw e;
    }
  }
  return sold;
}

export const orderTasks: TaskFactory = ({ db, clock }) => ({
  [MATCH_TASK]: async (payload) => {
    const p = payload as { worldId: string; x: number; y: number };
    await matchStation(db, p.worldId, p, clock.now());
  },
  [MATCH_ALL_TASK]: async () => {
    for (const s of await stationsWithOrders(db))
      await enqueue(
        db,
        MATCH_TASK,
        { worldId: s.world_id, x: s.x, y: s.y },
        { jobKey: `market:${s.world_id}:${s.x}:${s.y}` },
      );
  },
});
