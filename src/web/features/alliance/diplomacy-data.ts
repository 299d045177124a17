/** The alliance's relations with others (decision 070) and the commands that change them. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { DIPLOMACY_KEY, useGameKey } from '../../lib/query-keys.ts';

export const RELATIONS = graphql(
  'query Relations { allianceRelations { id kind status since alliance { id name tag } } }',
);
export type Relation = ResultOf<typeof RELATIONS>['allianceRelations'][number];

export const DIPLOMACY_COMMANDS = {
  propose: graphql(
    'mutation Propose($a: ID!, $k: RelationKind!) { proposeAllianceRelation(allianceId: $a, kind: $k) { id } }',
  ),
  accept: graphql('mutation AcceptRelation($r: ID!) { acceptAllianceRelation(relationId: $r) { id } }'),
  end: graphql('mutation EndRelation($r: ID!) { endAllianceRelation(relationId: $r) }'),
};

export function useRelations() {
  return useQuery({
    queryKey: useGameKey(DIPLOMACY_KEY),
    queryFn: async () => (await gql(RELATIONS)).allianceRelations,
  });
}

export const OTHER_ALLIANCES = graphql('query Others($s: String) { alliances(search: $s) { id name tag } }');
/** The first 50 by name, or those whose name or TAG holds `search` (a world has hundreds). */
export function useOtherAlliances(enabled: boolean, search: string) {
  return useQuery({
    queryKey: useGameKey(['alliances', 'diplomacy', search]),
    queryFn: async () => (await gql(OTHER_ALLIANCES, { s: search || null })).alliances,
    placeholderData: keepPreviousData,
    enabled,
  });
}
