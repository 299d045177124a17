/**
 * Each trading station's prices per day (decision 082): every trade at a station updates the day's
 * row per resource — its price in food before the day's first trade (open), after the last (close),
 * the lowest and highest, the units traded and the number of trades — in the trade's transaction,
 * under the station's row lock. The economy page reads them for the board, alerts and movers.
 */
import { type Selectable, sql } from 'kysely';
import { marketPrice, type Stock, TRADE_RESOURCES } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface MarketDayTables {
  market_days: {
    world_id: string;
    day: string;
    x: number;
    y: number;
    resource: string;
    open: number;
    close: number;
    low: number;
    high: number;
    volume: number;
    trades: number;
  };
}
export type MarketDayRow = Selectable<MarketDayTables['market_days']>;

/** The resources with a price in food (food itself is the measure). */
export const PRICED = TRADE_RESOURCES.filter((r) => r !== 'food');

const round = (n: number) => Math.round(n * 1_000_000) / 1_000_000;
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export async function recordPrices(
  trx: Trx,
  t: {
    worldId: string;
    station: { x: number; y: number };
    before: Stock;
    after: Stock;
    /** units of each resource that changed hands (what came in and what went out) */
    traded: Partial<Record<string, number>>;
    at: number;
  },
): Promise<void> {
  const rows = PRICED.map((resource) => {
    const open = round(marketPrice(t.before, resource, 'food'));
    const close = round(marketPrice(t.after, resource, 'food'));
    return {
      world_id: t.worldId,
      day: dayOf(t.at),
      x: t.station.x,
      y: t.station.y,
      resource,
      open,
      close,
      low: Math.min(open, close),
      high: Math.max(open, close),
      volume: Math.max(0, Math.round(t.traded[resource] ?? 0)),
      trades: 1,
    };
  });
  await tablesTrx<MarketDayTables>(trx)
    .insertInto('market_days')
    .values(rows)
    .onConflict((c) =>
      c.columns(['world_id', 'day', 'x', 'y', 'resource']).doUpdateSet({
        close: (eb) => eb.ref('excluded.close'),
        low: sql`least(market_days.low, excluded.low)`,
        high: sql`greatest(market_days.high, excluded.high)`,
        volume: sql`market_days.volume + excluded.volume`,
        trades: sql`market_days.trades + 1`,
      }),
    )
    .execute();
}

/** A world's station days from `from` to `to` (both YYYY-MM-DD, inclusive), oldest first. */
export async function marketDays(ex: Executor, worldId: string, from: string, to: string) {
  const rows = await tables<MarketDayTables>(ex)
    .selectFrom('market_days')
    .select(['day', 'x', 'y', 'resource', 'open', 'close', 'low', 'high', 'volume', 'trades'])
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('dayText'))
    .where('world_id', '=', worldId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map(({ dayText, ...r }) => ({ ...r, day: dayText, volume: Number(r.volume) }));
}
