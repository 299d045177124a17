/** My convoys (spec list getTradeConvoys, keyed by id and actionFinishTimestamp), kept fresh by pushes and at each leg's end. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TradeResource } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { LISTS, mergeItems } from '../../lib/merge-list.ts';
import { subscribeNotifications } from '../../lib/push.ts';

export interface Convoy {
  id: string;
  direction: 'out' | 'in';
  commander: string;
  status: string;
  cargo: { resource: TradeResource; amount: number }[];
  departsAt: number;
  arrivesAt: number;
  returnsAt: number | null;
  actionFinishTimestamp: number | null;
}

export const CONVOY_FIELDS = 'id direction commander status cargo { resource amount } departsAt arrivesAt returnsAt actionFinishTimestamp';
export const CONVOYS_KEY = ['trade-convoys'];

export function useConvoys() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: CONVOYS_KEY, queryFn: async () => (await gql<{ getTradeConvoys: Convoy[] }>(`query Convoys { getTradeConvoys { ${CONVOY_FIELDS} } }`)).getTradeConvoys });
  // a convoy sent, delivered or home (here, in another tab, or by the other commander) merges in at once
  useEffect(
    () =>
      subscribeNotifications((n) => {
        if (n.kind !== 'trade-convoy') return;
        try {
          const c = (JSON.parse(n.data) as { convoy?: Convoy }).convoy;
          if (c) qc.setQueryData<Convoy[]>(CONVOYS_KEY, (list) => (list ? (mergeItems(list as never[], [c as never], LISTS.getTradeConvoys) as Convoy[]) : list));
        } catch {
          void qc.invalidateQueries({ queryKey: CONVOYS_KEY });
        }
      }),
    [qc],
  );
  // when the next leg ends the server has news (delivered, home): ask again then
  const next = q.data ? Math.min(...q.data.map((c) => c.actionFinishTimestamp ?? Number.POSITIVE_INFINITY)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(() => void qc.invalidateQueries({ queryKey: CONVOYS_KEY }), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500));
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
    queryKey: ['convoy-terms', name.toLowerCase()],
    enabled: name.length >= 3,
    staleTime: 10_000,
    queryFn: async () => (await gql<{ convoyTerms: ConvoyTerms | null }>('query Terms($to: String!) { convoyTerms(to: $to) { commander x y commandCenterLevel sentToday cap } }', { to: name }, { quiet: true })).convoyTerms,
  });
}
