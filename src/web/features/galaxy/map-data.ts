/**
 * The galaxy map around a spot, as the server answers it (getMap), kept by TanStack Query. Asked
 * again by the clock, the window asks only for what changed since its last answer (the answer's
 * cursor) and merges it by spec 3's rule (src/web/lib/merge-list.ts: by coordinates, type null
 * removes); an invalidation (a pact changed, a radar used, a teleport) or an answer five minutes
 * old asks for the whole window (decision 080).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CelestialKind } from '../../../game/index.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { gameKey, useGameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { type MapWindow as HeldWindow, MAP_CHANGES_MS, MAP_WHOLE_MS, nextWindow } from './map-window.ts';

/** `ally`: a base of a commander in my alliance (sending units there reinforces it); `radar`: a hidden object my radar shows for now */
const MAP = graphql(
  `query Map($x: Int!, $y: Int!, $r: Int, $since: String) { getMap(x: $x, y: $y, radius: $r, since: $since) { worldId size x y radius since delta items { coordinates x y type level owner own ally radar diplomacy marker } } }`,
);
type Wire = ResultOf<typeof MAP>['getMap'];
export type MapItem = Narrowed<Wire['items'][number], { type: CelestialKind }>;
/** the window held: `wholeAt` is when it was last answered whole */
export type MapWindow = HeldWindow<Narrowed<Wire, { items: MapItem[] }>>;
/** The window around (x, y); the last answer stays on screen while the next one loads. */
export function useMapWindow(x: number, y: number, radius: number, enabled: boolean) {
  const qc = useQueryClient();
  const { profileId } = useSession();
  return useQuery({
    queryKey: useGameKey(['map', x, y, radius]),
    queryFn: async () => {
      const state = qc.getQueryState<MapWindow>(gameKey(profileId, ['map', x, y, radius]));
      const held =
        state?.data && !state.isInvalidated && Date.now() - state.data.wholeAt < MAP_WHOLE_MS ? state.data : undefined;
      const answer = (await gql(MAP, { x, y, r: radius, since: held?.since ?? null })).getMap;
      return nextWindow(held, answer as Narrowed<Wire, { items: MapItem[] }>, Date.now());
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: MAP_CHANGES_MS,
    refetchInterval: MAP_CHANGES_MS,
  });
}

/** An object a fleet holds (occupations): who holds it, whether it is mine or an ally's. */
export interface Held {
  x: number;
  y: number;
  kind: string;
  level: number;
  holder: string;
  own: boolean;
  ally: boolean;
  units: number;
}
export const OCCUPATIONS_KEY = ['occupations'];

/** Objects held around (x, y): asked again every half minute and whenever a fleet of mine changes. */
export function useOccupations(x: number, y: number, radius: number, enabled: boolean) {
  return useQuery({
    queryKey: useGameKey([...OCCUPATIONS_KEY, x, y, radius]),
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Held($x: Int!, $y: Int!, $r: Int!) { occupations(x: $x, y: $y, radius: $r) { x y kind level holder own ally units } }',
          ),
          { x, y, r: Math.min(20, radius) },
        )
      ).occupations,
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

const OVERVIEW = graphql('query MapOverview { getMapOverview { size cell side bases objects allies { x y } } }');
export type MapOverview = ResultOf<typeof OVERVIEW>['getMapOverview'];

/** The whole galaxy in coarse cells (the server counts bases at most every 30 s: asked as often). */
export function useMapOverview(enabled: boolean) {
  return useQuery({
    queryKey: useGameKey(['map-overview']),
    queryFn: async () => (await gql(OVERVIEW, {})).getMapOverview,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

const FLEETS = graphql(
  'query MapFleets { mapFleets { id relation commander kind phase from { x y } to { x y } legStart legEnd } }',
);
/** neutral: a stranger's fleet the observatory sees (decision 080) */
export type MapFleet = Narrowed<
  ResultOf<typeof FLEETS>['mapFleets'][number],
  { relation: 'own' | 'ally' | 'hostile' | 'neutral' }
>;
export const MAP_FLEETS_KEY = ['map-fleets'];

/** Allies' fleets in flight, strangers' flying at us and our own rally shares: asked again every 20 s and when a leg ends. */
export function useMapFleets(enabled: boolean) {
  return useQuery({
    queryKey: useGameKey(MAP_FLEETS_KEY),
    queryFn: async () => (await gql(FLEETS, {})).mapFleets as MapFleet[],
    enabled,
    refetchInterval: (q) => {
      const ends = (q.state.data ?? []).map((f) => f.legEnd - Date.now()).filter((ms) => ms > 0);
      return Math.max(2_000, Math.min(20_000, ...ends.map((ms) => ms + 500)));
    },
  });
}
