/**
 * Has the signed-in commander's world closed (its season ended, decision 069)? By the server's clock
 * (the base's skew): the chat dialogs show the closed world's line instead of their field.
 */
import { useQuery } from '@tanstack/react-query';
import { useBase } from './base-data.ts';
import { gql } from './graphql.ts';
import { graphql } from './graphql-doc.ts';
import { useGameKey } from './query-keys.ts';

const SEASON_END = graphql('query SeasonEnd { profile { world { id season { endsAt } } } }');

export function useWorldClosed(): boolean {
  const q = useQuery({
    queryKey: useGameKey(['season-end']),
    queryFn: async () => (await gql(SEASON_END)).profile.world?.season?.endsAt ?? null,
    staleTime: 10 * 60_000,
  });
  const skewMs = useBase().data?.skewMs ?? 0;
  return typeof q.data === 'number' && Date.now() + skewMs >= q.data;
}
