/** Open rallies of the player's alliance, fresh on every `rally-changed` push and when a wait or flight ends. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gql } from '../../lib/graphql.ts';
import { useSession } from '../../lib/session.ts';

export interface RallyMember {
  name: string;
  status: 'joining' | 'waiting' | 'rallying';
  units: { type: string; count: number }[];
  arrivesAt: number;
}
export interface Rally {
  id: string;
  state: 'created' | 'waiting' | 'marching' | 'finished' | 'cancelled';
  target: { x: number; y: number; kind: string; level: number; owner: string | null };
  leader: string;
  leaderAt: { x: number; y: number };
  mine: boolean;
  joined: boolean;
  capacity: number;
  units: number;
  room: number;
  createdAt: number;
  departsAt: number;
  arrivesAt: number | null;
  members: RallyMember[];
}

export const RALLY_FIELDS = 'id state target { x y kind level owner } leader leaderAt { x y } mine joined capacity units room createdAt departsAt arrivesAt members { name status units { type count } arrivesAt }';
export { RALLIES_KEY } from '../../lib/query-keys.ts';
import { RALLIES_KEY } from '../../lib/query-keys.ts';
const LIST_FIELDS = RALLY_FIELDS.replace(' members { name status units { type count } arrivesAt }', '');

/** When the rally's current phase ends: the wait, or the flight to the target. */
export const phaseEnd = (r: Pick<Rally, 'state' | 'departsAt' | 'arrivesAt'>) => (r.state === 'marching' ? (r.arrivesAt ?? r.departsAt) : r.departsAt);

export function useRallies() {
  const { token, hasProfile } = useSession();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: RALLIES_KEY,
    queryFn: async () => (await gql<{ rallies: Omit<Rally, 'members'>[] }>(`query Rallies { rallies { ${LIST_FIELDS} } }`)).rallies,
    enabled: !!token && hasProfile,
  });
  const next = q.data && q.data.length > 0 ? Math.min(...q.data.map(phaseEnd)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(() => void qc.invalidateQueries({ queryKey: RALLIES_KEY }), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500));
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}

/** One rally with its members; `quiet`: the page says 'Failed to load rally details' itself. */
export function useRallyDetails(id: string | null) {
  return useQuery({
    queryKey: [...RALLIES_KEY, id],
    queryFn: async () => (await gql<{ rally: Rally }>(`query Rally($id: ID!) { rally(rallyId: $id) { ${RALLY_FIELDS} } }`, { id }, { quiet: true })).rally,
    enabled: id !== null,
    retry: false,
  });
}
