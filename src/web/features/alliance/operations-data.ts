/** The alliance's operations (decision 071): what the leaders planned, each member's launch second, who launched. */
import { useQuery } from '@tanstack/react-query';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { ALLY_OPS_KEY, useGameKey } from '../../lib/query-keys.ts';

export const OPS_FIELDS = graphql(
  'fragment OperationsFields on AllianceOperations { canPlan operations { id landsAt windowMs planner targets { x y name } waves { commander mine target launchAt status launchedAt units { type count } } } }',
);
export type Operations = ResultOf<typeof OPS_FIELDS>;
export type Operation = Operations['operations'][number];

export const OPS_COMMANDS = {
  plan: graphql(
    'mutation PlanOp($t: [OperationTargetInput!]!, $l: Float!) { planOperation(targets: $t, landsAt: $l) { ...OperationsFields } }',
    [OPS_FIELDS],
  ),
  join: graphql(
    'mutation JoinOp($o: ID!, $t: Int!, $u: [UnitCountInput!]!) { joinOperation(operationId: $o, target: $t, units: $u) { ...OperationsFields } }',
    [OPS_FIELDS],
  ),
  edit: graphql(
    'mutation EditOp($o: ID!, $t: [OperationTargetInput!]!, $l: Float!) { editOperation(operationId: $o, targets: $t, landsAt: $l) { ...OperationsFields } }',
    [OPS_FIELDS],
  ),
  cancel: graphql('mutation CancelOp($o: ID!) { cancelOperation(operationId: $o) { ...OperationsFields } }', [
    OPS_FIELDS,
  ]),
  launch: graphql('mutation LaunchOp($o: ID!) { launchOperationWave(operationId: $o) { ...OperationsFields } }', [
    OPS_FIELDS,
  ]),
};

export function useOperations() {
  return useQuery({
    queryKey: useGameKey(ALLY_OPS_KEY),
    queryFn: async () =>
      (await gql(graphql('query AllianceOperations { allianceOperations { ...OperationsFields } }', [OPS_FIELDS])))
        .allianceOperations as Operations,
  });
}

/** A second as the operations tab shows it (the player's clock, with seconds). */
export const clockTime = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
