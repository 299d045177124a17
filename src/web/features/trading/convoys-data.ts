/** My convoys (spec list getTradeConvoys, keyed by id and actionFinishTimestamp), kept fresh by pushes and at each leg's end. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TradeResource } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';

export const CONVOY_FIELDS = graphql(
  'fragment ConvoyFields on TradeConvoy { id direction commander status cargo { resource amount } departsAt arrivesAt returnsAt actionFinishTimestamp }',
);
type Wire = ResultOf<typeof CONVOY_FIELDS>;
export type Convoy = Narrowed<
  Wire,
  { direction: 'out' | 'in'; cargo: Narrowed<Wire['cargo'][number], { resource: TradeResource }>[] }
>;
export { CONVOYS_KEY } from '../../lib/query-keys.ts';
import { CONVOYS_KEY, useGameKey } from '../../lib/query-keys.ts';

export function useConvoys() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(CONVOYS_KEY),
    queryFn: async () =>
      (await gql(graphql(`query Convoys { getTradeConvoys { ...ConvoyFields } }`, [CONVOY_FIELDS])))
        .getTradeConvoys as Convoy[],
  });
  // a convoy sent, delivered or home (here, in another tab, or by the other commander) merges in through the push router
  // when the next leg ends the server has news (delivered, home): ask again then
  const next = q.data
    ? Math.min(...q.data.map((c) => c.actionFinishTimestamp ?? Number.POSITIVE_INFINITY))
    : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => void qc.invalidateQueries({ queryKey: CONVOYS_KEY }),
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500),
    );
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}

export interface ConvoyTerms {
  commander: string;
  x: number;
  y: number;
  commandCenterLevel: number;
  sentToday: number;
  cap: number;
}

/** What the form needs to preview a convoy to this commander (null: no such commander). */
export function useConvoyTerms(to: string) {
  const name = to.trim();
  return useQuery({
    queryKey: useGameKey(['convoy-terms', name.toLowerCase()]),
    enabled: name.length >= 3,
    staleTime: 10_000,
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Terms($to: String!) { convoyTerms(to: $to) { commander x y commandCenterLevel sentToday cap } }',
          ),
          { to: name },
          { quiet: true },
        )
      ).convoyTerms,
  });
}
