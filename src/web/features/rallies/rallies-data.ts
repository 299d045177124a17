/** Open rallies of the player's alliance, fresh on every `rally-changed` push and when a wait or flight ends. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { useSession } from '../../lib/session.ts';

/** A rally as the list shows it; the details add who brought what. */
const LIST_FIELDS = graphql(
  'fragment RallyListFields on Rally { id state target { x y kind level owner } leader leaderAt { x y } mine joined capacity units room createdAt departsAt arrivesAt }',
);
export const RALLY_FIELDS = graphql(
  'fragment RallyFields on Rally { ...RallyListFields members { name status units { type count } arrivesAt } }',
  [LIST_FIELDS],
);
type State = 'created' | 'waiting' | 'marching' | 'finished' | 'cancelled';
export type RallyListed = Narrowed<ResultOf<typeof LIST_FIELDS>, { state: State }>;
type Wire = ResultOf<typeof RALLY_FIELDS>;
export type RallyMember = Narrowed<Wire['members'][number], { status: 'joining' | 'waiting' | 'rallying' }>;
export type Rally = Narrowed<Wire, { state: State; members: RallyMember[] }>;
export { RALLIES_KEY } from '../../lib/query-keys.ts';
import { RALLIES_KEY, useGameKey } from '../../lib/query-keys.ts';

/** When the rally's current phase ends: the wait, or the flight to the target. */
export const phaseEnd = (r: Pick<Rally, 'state' | 'departsAt' | 'arrivesAt'>) =>
  r.state === 'marching' ? (r.arrivesAt ?? r.departsAt) : r.departsAt;

export function useRallies() {
  const { token, hasProfile } = useSession();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(RALLIES_KEY),
    queryFn: async () =>
      (await gql(graphql('query Rallies { rallies { ...RallyListFields } }', [LIST_FIELDS]))).rallies as RallyListed[],
    enabled: !!token && hasProfile,
  });
  const next = q.data && q.data.length > 0 ? Math.min(...q.data.map(phaseEnd)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => void qc.invalidateQueries({ queryKey: RALLIES_KEY }),
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500),
    );
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}

/** One rally with its members; `quiet`: the page says 'Failed to load rally details' itself. */
export function useRallyDetails(id: string | null) {
  return useQuery({
    queryKey: useGameKey([...RALLIES_KEY, id]),
    queryFn: async () =>
      (
        await gql(
          graphql(`query Rally($id: ID!) { rally(rallyId: $id) { ...RallyFields } }`, [RALLY_FIELDS]),
          { id: id ?? '' },
          { quiet: true },
        )
      ).rally as Rally,
    enabled: id !== null,
    retry: false,
  });
}
