/** My world's events (coming, running, recently closed), refreshed every 30 s and at each start and end. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventType } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';

export interface GalaxyEvent {
  id: string;
  type: EventType;
  phase: 'scheduled' | 'running' | 'closing' | 'closed';
  startsAt: number;
  endsAt: number;
  ranks: 'players' | 'alliances';
  top: number;
  joined: boolean;
  canJoin: boolean;
  joinRefusal: string | null;
  myScore: number | null;
  myPlace: number | null;
  ranking: { place: number; name: string; tag: string | null; score: number; mine: boolean }[];
}

export const EVENT_FIELDS = 'id type phase startsAt endsAt ranks top joined canJoin joinRefusal myScore myPlace ranking { place name tag score mine }';
export const EVENTS_KEY = ['events'];

export function useEvents() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: EVENTS_KEY, refetchInterval: 30_000, queryFn: async () => (await gql<{ events: GalaxyEvent[] }>(`query Events { events { ${EVENT_FIELDS} } }`)).events });
  const now = Date.now();
  const next = Math.min(...(q.data ?? []).flatMap((e) => [e.startsAt, e.endsAt]).filter((t) => t > now), Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(() => void qc.invalidateQueries({ queryKey: EVENTS_KEY }), Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 1000));
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}
