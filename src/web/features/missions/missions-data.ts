/** Mission Control's board (spec list getMissions, keyed by id and status), kept fresh by pushes and at each refresh time. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MissionStatus, MissionType } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';

interface Amount {
  type: string;
  count: number;
}
export interface Mission {
  id: string;
  type: MissionType;
  status: MissionStatus;
  level: number;
  symbols: string;
  recommendedInfluence: number;
  progress: number;
  refreshAt: number;
  startedAt: number | null;
  endsAt: number | null;
  deployedUnits: Amount[];
  reward: { resources: Amount[]; items: Amount[]; units: Amount[] };
  outcome: { success: boolean; share: number } | null;
}

export const MISSION_FIELDS = 'id type status level symbols recommendedInfluence progress refreshAt startedAt endsAt deployedUnits { type count } reward { resources { type count } items { type count } units { type count } } outcome { success share }';
export { MISSIONS_KEY } from '../../lib/query-keys.ts';
import { MISSIONS_KEY } from '../../lib/query-keys.ts';

export function useMissions() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: MISSIONS_KEY, queryFn: async () => (await gql<{ getMissions: Mission[] }>(`query Missions { getMissions { ${MISSION_FIELDS} } }`)).getMissions });
  // a mission that changed (deployed here or in another tab, finished on the other side) merges in through the push router
  // the board is redrawn at the earliest refresh time: ask again then
  const next = q.data ? Math.min(...q.data.filter((m) => m.status !== 'active').map((m) => m.refreshAt)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(() => void qc.invalidateQueries({ queryKey: MISSIONS_KEY }), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500));
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}
