/** Mission Control's board (spec list getMissions, keyed by id and status), kept fresh by pushes and at each refresh time. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MissionStatus, MissionType } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';

export const MISSION_FIELDS = graphql(
  'fragment MissionFields on Mission { id type status level symbols recommendedInfluence progress refreshAt startedAt endsAt deployedUnits { type count } reward { resources { type count } items { type count } units { type count } } outcome { success share } }',
);
export type Mission = Narrowed<ResultOf<typeof MISSION_FIELDS>, { type: MissionType; status: MissionStatus }>;
export { MISSIONS_KEY } from '../../lib/query-keys.ts';
import { MISSIONS_KEY, useGameKey } from '../../lib/query-keys.ts';

export function useMissions() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(MISSIONS_KEY),
    queryFn: async () =>
      (await gql(graphql(`query Missions { getMissions { ...MissionFields } }`, [MISSION_FIELDS])))
        .getMissions as Mission[],
  });
  // a mission that changed (deployed here or in another tab, finished on the other side) merges in through the push router
  // the board is redrawn at the earliest refresh time: ask again then
  const next = q.data
    ? Math.min(...q.data.filter((m) => m.status !== 'active').map((m) => m.refreshAt))
    : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => void qc.invalidateQueries({ queryKey: MISSIONS_KEY }),
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 500),
    );
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}
