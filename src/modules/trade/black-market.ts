/**
 * The black market at trading stations (decision 026): one resource for another at the station's
 * price (src/game/trade.ts quote: constant product, so every trade moves it), minus the station's
 * tax, which goes to the commander whose fleet holds the station (decision 021; with no holder it
 * stays in the stock). An exchange locks the trader's base and the holder's base in id order and
 * settles both, then the station's row, then the holding fleet's row (so the holder cannot change
 * under it); the trader's stores, the holder's stores and the stock change in one transaction.
 */
import {
  addResources,
  balancedStock,
  checkExchange,
  DEFAULT_TAX,
  distance,
  type ExchangeCheck,
  marketPrice,
  objectsIn,
  resources,
  type Stock,
  stockAfter,
  stockAfterTrade,
  subtractResources,
  TAX_MAX,
  TAX_MIN,
  TRADE_RESOURCES,
  type TradeResource,
  validTax,
} from '../../game/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { type AppError, platformError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs.ts';
import { basePositionOfProfile } from '../bases/index.ts';
import { announceChange, lockAndSettleMany, lockAndSettleProfileWith, saveState } from '../../kernel/index.ts';
import { objectNow, type WorldMap } from '../galaxy/index.ts';
import { holderAt, holderForUpdate } from '../marches/index.ts';
import { fileReport } from '../reports/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { type StationRow, saveStation, stationForUpdate, stationRow } from './market-repo.ts';
import { tradeError } from './errors.ts';
import { recordMarketMove } from './evidence.ts';
import { recordPrices } from './prices.ts';

export const MATCH_TASK = 'trade/match-orders';
/** How far from the base the market lists stations (the map's own radius). */
export const MARKET_REACH = 20;

export const marketErrors = {
  noStation: () => tradeError('NO_STATION'),
  sameResource: () => tradeError('SAME_RESOURCE', { field: 'to' }),
  noAmount: () => platformError('NO_AMOUNT', { field: 'amount' }),
  notEnough: () => platformError('NOT_ENOUGH_RESOURCES'),
  tooLarge: (max: number) => tradeError('TRADE_TOO_LARGE', { max }),
  tooSmall: () => tradeError('TRADE_TOO_SMALL', { field: 'amount' }),
  priceMoved: () => tradeError('PRICE_MOVED'),
  changedHands: () => tradeError('STATION_CHANGED_HANDS'),
  taxFailed: () => tradeError('TAX_FAILED', { min: TAX_MIN, max: TAX_MAX }),
};

export function exchangeRefusal(c: Exclude<ExchangeCheck, { ok: true }>): AppError {
  switch (c.reason) {
    case 'SAME_RESOURCE':
      return marketErrors.sameResource();
    case 'NO_AMOUNT':
      return marketErrors.noAmount();
    case 'NOT_ENOUGH':
      return marketErrors.notEnough();
    case 'TOO_SMALL':
      return marketErrors.tooSmall();
    case 'PRICE_MOVED':
      return marketErrors.priceMoved();
    case 'TOO_LARGE':
      return marketErrors.tooLarge(c.max);
  }
}

/** The station's market row for a trading station of the map that nobody has traded at yet. */
export const freshStation = (worldId: string, o: { x: number; y: number; level: number }, now: number): StationRow => ({
  world_id: worldId,
  x: o.x,
  y: o.y,
  level: o.level,
  stock: balancedStock(o.level),
  stock_at: new Date(now),
  tax: DEFAULT_TAX,
  tax_set_by: null,
});

/** The stock now: as stored, drifted toward balance since it was written. */
export const stockNow = (s: StationRow, now: number): Stock =>
  stockAfter(s.stock, balancedStock(s.level), now - s.stock_at.getTime());

/** The trading station at a spot of the player's world, or a refusal. */
export async function stationObject(ex: Executor, world: WorldMap, spot: { x: number; y: number }, now: number) {
  const o = await objectNow(ex, world, spot, now);
  if (o?.kind !== 'trading-station') throw marketErrors.noStation();
  return o;
}

/** A station as the market page shows it: price board (stock now), tax, who holds it. */
export async function stationView(
  ex: Executor,
  world: WorldMap,
  profileId: string,
  o: { x: number; y: number; level: number },
  home: { x: number; y: number },
  now: number,
) {
  const row = (await stationRow(ex, world.worldId, o.x, o.y)) ?? freshStation(world.worldId, o, now);
  const holder = await holderAt(ex, world.worldId, o.x, o.y);
  const names = holder ? await profileNames(ex, [holder.profile_id]) : new Map<string, string>();
  const stock = stockNow(row, now);
  return {
    x: o.x,
    y: o.y,
    level: o.level,
    distance: Math.round(distance(home, o) * 10) / 10,
    tax: row.tax,
    holder: holder ? (names.get(holder.profile_id) ?? '') : null,
    heldByMe: holder?.profile_id === profileId,
    stock: TRADE_RESOURCES.map((resource) => ({ resource, amount: stock[resource] })),
    // what one unit of each resource fetches in food, before tax: the board's headline
    foodPrice: TRADE_RESOURCES.map((resource) => ({
      resource,
      price: resource === 'food' ? 1 : Math.round(marketPrice(stock, resource, 'food') * 10_000) / 10_000,
    })),
  };
}
export type StationView = Awaited<ReturnType<typeof stationView>>;

/** The trading stations within reach of the player's base, nearest first. */
export async function listStations(db: Db, profileId: string, now: number): Promise<StationView[]> {
  const world = await worldOfProfile(db, profileId);
  const home = await basePositionOfProfile(db, profileId);
  if (!home) return [];
  const r = MARKET_REACH;
  const found = objectsIn(
    world.seed,
    world.mapSize,
    { x: home.x - r, y: home.y - r },
    { x: home.x + r, y: home.y + r },
  ).filter((o) => o.kind === 'trading-station');
  found.sort((a, b) => distance(home, a) - distance(home, b));
  return Promise.all(found.slice(0, 12).map((o) => stationView(db, world, profileId, o, home, now)));
}

/** One station (for a link from the map, however far). */
export async function readStation(
  db: Db,
  profileId: string,
  spot: { x: number; y: number },
  now: number,
): Promise<StationView> {
  const world = await worldOfProfile(db, profileId);
  const o = await stationObject(db, world, spot, now);
  const home = (await basePositionOfProfile(db, profileId)) ?? spot;
  return stationView(db, world, profileId, o, home, now);
}

export interface ExchangeInput {
  x: number;
  y: number;
  from: TradeResource;
  to: TradeResource;
  amount: number;
  /** the net the trader saw in the preview: less than this now is refused ('The price has changed…') */
  atLeast: number;
}

/** Lock the trader's base, the holder's base, the station and the holding fleet, in that order. */
async function lockStation(
  trx: Trx,
  world: WorldMap,
  profileBaseIds: string[],
  o: { x: number; y: number; level: number },
  now: number,
) {
  const seen = await holderAt(trx, world.worldId, o.x, o.y);
  const ids = [...new Set([...profileBaseIds, ...(seen ? [seen.base_id] : [])])];
  const bases = await lockAndSettleMany(trx, ids, now);
  const station = await stationForUpdate(trx, freshStation(world.worldId, o, now));
  const holder = await holderForUpdate(trx, world.worldId, o.x, o.y);
  // a fight at the station between the look and the lock: the base locked is not the holder's any more
  if ((holder?.base_id ?? null) !== (seen?.base_id ?? null)) throw marketErrors.changedHands();
  return { bases, station, holder };
}

export async function exchange(trx: Trx, profileId: string, input: ExchangeInput, now: number) {
  const world = await worldOfProfile(trx, profileId);
  const o = await stationObject(trx, world, input, now);
  const home = await basePositionOfProfile(trx, profileId);
  if (!home) throw marketErrors.noStation();
  const { bases, station, holder } = await lockStation(trx, world, [home.id], o, now);
  const b = bases.get(home.id);
  if (!b) throw marketErrors.noStation();
  const stock = stockNow(station, now);
  const check = checkExchange(stock, b.state.resources, input.from, input.to, input.amount, station.tax, input.atLeast);
  if (!check.ok) throw exchangeRefusal(check);
  // the tax goes to the holder; with nobody holding the station it stays in its stock
  const out = holder ? check.gross : check.net;
  const next = stockAfterTrade(stock, input.from, input.to, input.amount, out);
  await saveStation(trx, {
    world_id: world.worldId,
    x: o.x,
    y: o.y,
    stock: next,
    stock_at: new Date(now),
  });
  const paid = resources({ [input.from]: input.amount });
  const got = resources({ [input.to]: check.net + (holder?.base_id === b.row.id ? check.tax : 0) });
  await saveState(trx, b.row.id, {
    ...b.state,
    resources: addResources(subtractResources(b.state.resources, paid), got),
  });
  await announceChange(trx, b.row);
  const names = await profileNames(trx, [profileId, ...(holder ? [holder.profile_id] : [])]);
  const trade = {
    station: { x: o.x, y: o.y },
    from: input.from,
    to: input.to,
    amount: input.amount,
    net: check.net,
    tax: check.tax,
    taxRate: station.tax,
    holder: holder ? (names.get(holder.profile_id) ?? '') : null,
  };
  await fileReport(trx, { profileId, kind: 'trade', data: { trade: 'exchange', ...trade }, at: now });
  await recordMarketMove(trx, {
    base: b.row,
    kind: 'market-exchange',
    station: trade.station,
    paid: { resource: input.from, amount: input.amount },
    got: { resource: input.to, amount: got[input.to] },
    at: now,
    details: { net: check.net, tax: check.tax, taxRate: station.tax },
  });
  await recordPrices(trx, {
    worldId: world.worldId,
    station: o,
    before: stock,
    after: next,
    traded: { [input.from]: input.amount, [input.to]: out },
    at: now,
  });
  if (holder && holder.base_id !== b.row.id && check.tax > 0) {
    const hb = bases.get(holder.base_id);
    if (!hb) throw marketErrors.changedHands();
    await saveState(trx, hb.row.id, {
      ...hb.state,
      resources: addResources(hb.state.resources, resources({ [input.to]: check.tax })),
    });
    await announceChange(trx, hb.row);
    await fileReport(trx, {
      profileId: holder.profile_id,
      kind: 'trade',
      data: { trade: 'tax', ...trade, trader: names.get(profileId) ?? '' },
      at: now,
    });
    await recordMarketMove(trx, {
      base: hb.row,
      kind: 'market-tax',
      station: trade.station,
      got: { resource: input.to, amount: check.tax },
      at: now,
      details: { trader: profileId },
    });
  }
  // the price moved: standing orders at this station may fill now
  await enqueue(
    trx,
    MATCH_TASK,
    { worldId: world.worldId, x: o.x, y: o.y },
    { runAt: now, jobKey: `market:${world.worldId}:${o.x}:${o.y}` },
  );
  return {
    gross: check.gross,
    tax: check.tax,
    net: check.net,
    station: await stationView(trx, world, profileId, o, home, now),
  };
}

/** The holder sets the station's tax (whole percent within the bounds). */
export async function setTax(trx: Trx, profileId: string, input: { x: number; y: number; tax: number }, now: number) {
  const world = await worldOfProfile(trx, profileId);
  const o = await stationObject(trx, world, input, now);
  if (!validTax(input.tax)) throw marketErrors.taxFailed();
  await stationForUpdate(trx, freshStation(world.worldId, o, now));
  const holder = await holderForUpdate(trx, world.worldId, o.x, o.y);
  if (holder?.profile_id !== profileId) throw marketErrors.taxFailed();
  await saveStation(trx, { world_id: world.worldId, x: o.x, y: o.y, tax: input.tax, tax_set_by: profileId });
  const home = (await basePositionOfProfile(trx, profileId)) ?? o;
  return stationView(trx, world, profileId, o, home, now);
}

export { lockStation };
