/**
 * The player's marches away from home (spec list getMapMarches, keyed by id and status), kept
 * fresh by merging: every write of a fleet pushes it and the push router merges it by the spec's
 * rule (push-routes.ts). The whole list is asked again only when a leg's end passed by a few
 * seconds and no push changed that march (a push lost while the socket was down).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CelestialKind, MarchPhase } from '../../game/index.ts';
import { gql } from './graphql.ts';
import { graphql, type Narrowed, type ResultOf } from './graphql-doc.ts';
import { useSession } from './session.ts';
import { gameKey, SHARED_FRESH_MS, useGameKey } from './query-keys.ts';

export const MARCH_FIELDS = graphql(
  'fragment MarchFields on March { id kind status phase target { x y kind level } units { type count } loot { food steel energy astromite quantarite } departsAt arrivesAt returnsAt gatherEndsAt }',
);
type Wire = ResultOf<typeof MARCH_FIELDS>;
/** `phase`: what it does, as the spec's march kind */
export type March = Narrowed<Wire, { phase: MarchPhase; target: Narrowed<Wire['target'], { kind: CelestialKind }> }>;
export const MARCHES_KEY = ['marches'];
/** How long after a leg's end its push may take before the list is asked again (a lost push). */
export const PUSH_GRACE_MS = 5_000;

/** When the march's current leg ends (epoch ms): arrival, the end of mining, or home. */
export function legEnd(m: March): number {
  // a fleet that stays (holding an object, in an ally's base, waiting in a rally) has no leg to end
  if (m.status === 'occupying' || m.status === 'reinforcing' || m.status === 'waiting') return Number.POSITIVE_INFINITY;
  if (m.status === 'returning' && m.returnsAt) return m.returnsAt;
  if (m.status === 'gathering' && m.gatherEndsAt) return m.gatherEndsAt;
  return m.arrivesAt;
}
/** When the march's current leg began (epoch ms). */
export function legStart(m: March): number {
  // through the portal the way back is the transit only: it turned at its arrival
  if (m.status === 'returning' && m.kind === 'portal') return m.arrivesAt;
  if (m.status === 'returning' && m.returnsAt) return m.returnsAt - (m.arrivesAt - m.departsAt);
  if (m.status === 'gathering') return m.arrivesAt;
  return m.departsAt;
}

export function useMarches() {
  const { token, hasProfile, profileId } = useSession();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(MARCHES_KEY),
    queryFn: async () =>
      (await gql(graphql(`query Marches { getMapMarches { ...MarchFields } }`, [MARCH_FIELDS])))
        .getMapMarches as March[],
    staleTime: SHARED_FRESH_MS,
    enabled: !!token && hasProfile,
  });
  const next = q.data && q.data.length > 0 ? Math.min(...q.data.map(legEnd)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => {
        // the push of the leg's end merged (a new leg, or gone): nothing to ask
        if ((qc.getQueryData<March[]>(gameKey(profileId, MARCHES_KEY)) ?? []).some((m) => legEnd(m) === next))
          void qc.invalidateQueries({ queryKey: MARCHES_KEY });
      },
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + PUSH_GRACE_MS),
    );
    return () => clearTimeout(id);
  }, [next, qc, profileId]);
  return q;
}
