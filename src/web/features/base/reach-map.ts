/**
 * The map around the base as the guide reads it (src/game/first-hour.ts `fleetReach`): the objects
 * within the map's first window, asked once a minute after the first pirate. Only their kind, level
 * and place: the galaxy page keeps its own, fuller window.
 */
import { useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

const REACH = graphql(
  'query GuideReach($x: Int!, $y: Int!, $r: Int) { getMap(x: $x, y: $y, radius: $r) { items { x y type level } } }',
);

export function useReachMap(x: number, y: number, radius: number, enabled: boolean) {
  return useQuery({
    queryKey: useGameKey(['guide-reach', x, y, radius]),
    queryFn: async () => (await gql(REACH, { x, y, r: radius })).getMap.items,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
