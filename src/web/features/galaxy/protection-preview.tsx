/**
 * The rules of protection beyond the beginner's shield (decision 067) as the browser previews them:
 * the send dialog runs src/game's checks on the server's facts with its own landing time, and the
 * map marks the bases strength protection shelters from me.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkStrength } from '../../../game/index.ts';
import { useProtectionRefusalAt } from '../../lib/protection-refusal.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import type { MapItem } from './map-data.ts';

const SHELTERED = graphql(
  'query ShelteredBases($x: Int!, $y: Int!, $r: Int!) { shelteredBases(x: $x, y: $y, radius: $r) { x y until } }',
);

export { utcMinute } from '../../lib/protection-refusal.ts';

/** Why the rules would refuse my raid on `target` landing at `landsAt`; null when they would not (or not known yet). */
export function useProtectionRefusal(target: MapItem, landsAt: number): string | null {
  const raid = target.type === 'solar-system' && !target.own && !target.ally;
  return useProtectionRefusalAt(raid ? target : null, landsAt);
}

/** Bases around (x, y) strength protection shelters from me, by "x:y", with when it ends. */
export function useSheltered(x: number, y: number, radius: number, enabled: boolean): ReadonlyMap<string, number> {
  const r = Math.max(1, Math.min(20, radius));
  const q = useQuery({
    queryKey: useGameKey(['sheltered', x, y, r]),
    queryFn: async () => (await gql(SHELTERED, { x, y, r })).shelteredBases,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return new Map((q.data ?? []).map((s) => [`${s.x}:${s.y}`, s.until]));
}

/** The map list's marker of a sheltered base: a small shield; its words for a tooltip and screen readers. */
export function ShelterTag({ text }: { text: string }) {
  return (
    <span className="shelter-tag" title={text}>
      <svg width={10} height={12} viewBox="0 0 10 12" aria-hidden="true" className="shelter-icon">
        <path d="M5 0l5 2v3.5C10 9 7.5 11 5 12C2.5 11 0 9 0 5.5V2z" fill="currentColor" />
      </svg>
      <span className="sr-only">{` · ${text}`}</span>
    </span>
  );
}
