/** The black market's reads: stations within reach, one station's board, my standing orders. */
import { useQuery } from '@tanstack/react-query';
import { type Stock, TRADE_RESOURCES, type TradeResource } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';

export interface Station {
  x: number;
  y: number;
  level: number;
  distance: number;
  tax: number;
  holder: string | null;
  heldByMe: boolean;
  stock: { resource: TradeResource; amount: number }[];
}

export interface Order {
  id: string;
  resourceFrom: TradeResource;
  resourceTo: TradeResource;
  price: number;
  total: number;
  remaining: number;
  received: number;
  taxRate: number;
  location: { x: number; y: number };
  status: 'open' | 'filled' | 'cancelled';
  createdAt: number;
}

export const STATION_FIELDS = 'x y level distance tax holder heldByMe stock { resource amount }';
export const ORDER_FIELDS = 'id resourceFrom resourceTo price total remaining received taxRate location { x y } status createdAt';
export const STATIONS_KEY = ['trading-stations'];
export const ORDERS_KEY = ['trade-orders'];
export const stationKey = (at: { x: number; y: number }) => ['trading-station', at.x, at.y];

export const stockOf = (s: Station): Stock => Object.fromEntries(TRADE_RESOURCES.map((r) => [r, s.stock.find((x) => x.resource === r)?.amount ?? 0])) as Stock;

export function useStations() {
  return useQuery({ queryKey: STATIONS_KEY, queryFn: async () => (await gql<{ tradingStations: Station[] }>(`query Stations { tradingStations { ${STATION_FIELDS} } }`)).tradingStations });
}

/** One station's board, refreshed every 15 s (other traders move its price). */
export function useStation(at: { x: number; y: number } | null) {
  return useQuery({
    queryKey: at ? stationKey(at) : ['trading-station', 'none'],
    enabled: !!at,
    refetchInterval: 15_000,
    queryFn: async () => (await gql<{ tradingStation: Station }>(`query Station($x: Int!, $y: Int!) { tradingStation(x: $x, y: $y) { ${STATION_FIELDS} } }`, at ?? {})).tradingStation,
  });
}

export function useOrders() {
  return useQuery({ queryKey: ORDERS_KEY, refetchInterval: 30_000, queryFn: async () => (await gql<{ tradeOrders: Order[] }>(`query Orders { tradeOrders { ${ORDER_FIELDS} } }`)).tradeOrders });
}
