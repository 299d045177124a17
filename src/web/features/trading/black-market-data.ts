/** The black market's reads: stations within reach, one station's board, my standing orders. */
import { useQuery } from '@tanstack/react-query';
import { type Stock, TRADE_RESOURCES, type TradeResource } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

export const STATION_FIELDS = graphql(
  'fragment StationFields on TradingStation { x y level distance tax holder heldByMe stock { resource amount } }',
);
export const ORDER_FIELDS = graphql(
  'fragment OrderFields on TradeOrder { id resourceFrom resourceTo price total remaining received taxRate location { x y } status createdAt }',
);
type StationWire = ResultOf<typeof STATION_FIELDS>;
export type Station = Narrowed<
  StationWire,
  { stock: Narrowed<StationWire['stock'][number], { resource: TradeResource }>[] }
>;
export type Order = Narrowed<
  ResultOf<typeof ORDER_FIELDS>,
  { resourceFrom: TradeResource; resourceTo: TradeResource; status: 'open' | 'filled' | 'cancelled' }
>;
export const STATIONS_KEY = ['trading-stations'];
export const ORDERS_KEY = ['trade-orders'];
export const stationKey = (at: { x: number; y: number }) => ['trading-station', at.x, at.y];

export const stockOf = (s: Station): Stock =>
  Object.fromEntries(TRADE_RESOURCES.map((r) => [r, s.stock.find((x) => x.resource === r)?.amount ?? 0])) as Stock;

export function useStations() {
  return useQuery({
    queryKey: useGameKey(STATIONS_KEY),
    queryFn: async () =>
      (await gql(graphql(`query Stations { tradingStations { ...StationFields } }`, [STATION_FIELDS])))
        .tradingStations as Station[],
  });
}

/** One station's board, refreshed every 15 s (other traders move its price). */
export function useStation(at: { x: number; y: number } | null) {
  return useQuery({
    queryKey: useGameKey(at ? stationKey(at) : ['trading-station', 'none']),
    enabled: !!at,
    refetchInterval: 15_000,
    queryFn: async () =>
      (
        await gql(
          graphql(`query Station($x: Int!, $y: Int!) { tradingStation(x: $x, y: $y) { ...StationFields } }`, [
            STATION_FIELDS,
          ]),
          { x: at?.x ?? 0, y: at?.y ?? 0 },
        )
      ).tradingStation as Station,
  });
}

export function useOrders() {
  return useQuery({
    queryKey: useGameKey(ORDERS_KEY),
    refetchInterval: 30_000,
    queryFn: async () =>
      (await gql(graphql(`query Orders { tradeOrders { ...OrderFields } }`, [ORDER_FIELDS]))).tradeOrders as Order[],
  });
}
