/** The alliance's open help requests (decision 071) and the taps on them. */
import { useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { ALLY_HELP_KEY, useGameKey } from '../../lib/query-keys.ts';

export const HELP_FIELDS = graphql(
  'fragment HelpRequestFields on AllianceHelpRequest { id commander queueItemId kind target level dueAt helps cap cutMs mine helpedByMe }',
);
export type HelpRequest = ResultOf<typeof HELP_FIELDS>;

export const HELP_COMMANDS = {
  ask: graphql('mutation AskHelp($q: ID!) { askAllianceHelp(queueItemId: $q) { ...HelpRequestFields } }', [
    HELP_FIELDS,
  ]),
  help: graphql('mutation HelpAlly($r: ID!) { helpAlly(requestId: $r) { ...HelpRequestFields } }', [HELP_FIELDS]),
  helpAll: graphql('mutation HelpAll { helpAllAllies { helped requests { ...HelpRequestFields } } }', [HELP_FIELDS]),
};

export function useAllianceHelp(enabled = true) {
  return useQuery({
    queryKey: useGameKey(ALLY_HELP_KEY),
    enabled,
    queryFn: async () =>
      (await gql(graphql('query AllianceHelp { allianceHelp { ...HelpRequestFields } }', [HELP_FIELDS])))
        .allianceHelp as HelpRequest[],
  });
}
