/**
 * Every group of units the commander owns (spec list getUnitGroups, keyed by id): the garrison, the
 * injured, each fleet away. A march change arrives as a pushed group and is merged by the spec's
 * rule (a group whose units are null is gone); a change at home refetches the list.
 */
import { useQuery } from '@tanstack/react-query';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { useSession } from './session.ts';
import { useGameKey } from './query-keys.ts';

export interface UnitGroup {
  id: string;
  /** home, injured, or the spec's march kind of a fleet away */
  type: string;
  status: string;
  units: { type: string; count: number }[] | null;
  location: { x: number; y: number };
  finishTimestamp: number | null;
}

export const UNIT_GROUPS_KEY = ['unit-groups'];
const FIELDS = graphql(
  'fragment UnitGroupFields on UnitGroup { id type status units { type count } location { x y } finishTimestamp }',
);

/** The pushed group in a notification's data, if it carries one. */
export function pushedGroup(data: string): UnitGroup | null {
  try {
    const g = (JSON.parse(data) as { group?: UnitGroup }).group;
    return g && typeof g.id === 'string' ? g : null;
  } catch {
    return null;
  }
}

export function useUnitGroups() {
  const { token, hasProfile } = useSession();
  return useQuery({
    queryKey: useGameKey(UNIT_GROUPS_KEY),
    queryFn: async () =>
      (await gql(graphql(`query UnitGroups { getUnitGroups { ...UnitGroupFields } }`, [FIELDS]))).getUnitGroups,
    enabled: !!token && hasProfile,
  });
}
