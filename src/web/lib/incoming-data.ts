/**
 * Raids on their way to the player's base (spec list getIncomingAttacks, keyed by id and status):
 * each push of an attack merges by the spec's rule (push-routes.ts); the whole list is asked again
 * only when an arrival passed by a few seconds and no push removed it (a push lost), or a rally's
 * push names no march.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { useSession } from './session.ts';
import { PUSH_GRACE_MS } from './marches-data.ts';
import { gameKey, SHARED_FRESH_MS, useGameKey } from './query-keys.ts';

export interface IncomingAttack {
  id: string;
  status: string;
  attacker: string;
  arrivesAt: number;
  units: number;
}
export const INCOMING_KEY = ['incoming'];

export function useIncoming() {
  const { token, hasProfile, profileId } = useSession();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(INCOMING_KEY),
    queryFn: async () =>
      (await gql(graphql('query Incoming { getIncomingAttacks { id status attacker arrivesAt units } }')))
        .getIncomingAttacks,
    staleTime: SHARED_FRESH_MS,
    enabled: !!token && hasProfile,
  });
  const next = q.data && q.data.length > 0 ? Math.min(...q.data.map((i) => i.arrivesAt)) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => {
        if (
          (qc.getQueryData<IncomingAttack[]>(gameKey(profileId, INCOMING_KEY)) ?? []).some((i) => i.arrivesAt === next)
        )
          void qc.invalidateQueries({ queryKey: INCOMING_KEY });
      },
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + PUSH_GRACE_MS),
    );
    return () => clearTimeout(id);
  }, [next, qc, profileId]);
  return q;
}
