/**
 * Every group of units the commander owns (spec list getUnitGroups, keyed by id): the garrison, the
 * injured, each fleet away. A march change arrives as a pushed group and is merged by the spec's
 * rule (a group whose units are null is gone); a change at home refetches the list.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gql } from './graphql.ts';
import { LISTS, mergeItems } from './merge-list.ts';
import { subscribeNotifications } from './push.ts';
import { useSession } from './session.ts';

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
const FIELDS = 'id type status units { type count } location { x y } finishTimestamp';

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
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: UNIT_GROUPS_KEY,
    queryFn: async () => (await gql<{ getUnitGroups: UnitGroup[] }>(`query UnitGroups { getUnitGroups { ${FIELDS} } }`)).getUnitGroups,
    enabled: !!token && hasProfile,
  });
  useEffect(() => {
    if (!token || !hasProfile) return;
    return subscribeNotifications((n) => {
      if (n.kind === 'unit-group') {
        const g = pushedGroup(n.data);
        if (g) qc.setQueryData<UnitGroup[]>(UNIT_GROUPS_KEY, (list) => (list ? (mergeItems(list as never[], [g as never], LISTS.getUnitGroups) as UnitGroup[]) : list));
        // a fleet home changes the garrison
        if (g?.units === null || g?.status === 'done') void qc.invalidateQueries({ queryKey: UNIT_GROUPS_KEY });
      } else if (n.kind === 'base-changed') void qc.invalidateQueries({ queryKey: UNIT_GROUPS_KEY });
    });
  }, [token, hasProfile, qc]);
  return q;
}
