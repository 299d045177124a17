/** My world's events (coming, running, recently closed), refreshed every 30 s and at each start and end. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventType } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

export const EVENT_FIELDS = graphql(
  'fragment EventFields on GalaxyEvent { id type phase startsAt endsAt ranks top joined canJoin joinRefusal myScore myPlace ranking { place name tag score mine } }',
);
export type GalaxyEvent = Narrowed<
  ResultOf<typeof EVENT_FIELDS>,
  { type: EventType; phase: 'scheduled' | 'running' | 'closing' | 'closed'; ranks: 'players' | 'alliances' }
>;
export const EVENTS_KEY = ['events'];

export function useEvents() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(EVENTS_KEY),
    refetchInterval: 30_000,
    queryFn: async () =>
      (await gql(graphql(`query Events { events { ...EventFields } }`, [EVENT_FIELDS]))).events as GalaxyEvent[],
  });
  const now = Date.now();
  const next = Math.min(
    ...(q.data ?? []).flatMap((e) => [e.startsAt, e.endsAt]).filter((t) => t > now),
    Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => void qc.invalidateQueries({ queryKey: EVENTS_KEY }),
      Math.min(2 ** 31 - 1, Math.max(0, next - Date.now()) + 1000),
    );
    return () => clearTimeout(id);
  }, [next, qc]);
  return q;
}
