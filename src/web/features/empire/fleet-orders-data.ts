/** Fleet orders (decision 073): the base's repeat orders and contingency rules, read and changed. */
import { useQuery } from '@tanstack/react-query';
import { distance, isRepeatTarget } from '../../../game/index.ts';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { useCommand } from '../../lib/use-command.ts';

/** under the marches' name: every push that moves a fleet or files a report asks again */
export const FLEET_ORDERS_KEY = [...MARCHES_KEY, 'fleet-orders'];

const ORDERS = graphql(
  'query FleetOrders { fleetOrders { orders { id status targets { x y kind units { type count } } targetIndex lossThreshold trips stopReason createdAt stoppedAt } rules { id minutes action ally } limits { orders targets rules } } }',
);
export type FleetOrders = ResultOf<typeof ORDERS>['fleetOrders'];
export type RepeatOrder = FleetOrders['orders'][number];

export const CREATE = graphql(
  'mutation CreateRepeat($t: [RepeatTargetInput!]!, $l: Int) { createRepeatOrder(targets: $t, lossThreshold: $l) { id } }',
);
export const STOP = graphql('mutation StopRepeat($id: ID!) { stopRepeatOrder(orderId: $id) { id } }');
export const ADD_RULE = graphql(
  'mutation AddRule($m: Int!, $a: ContingencyAction!, $ally: String) { addContingencyRule(minutes: $m, action: $a, ally: $ally) { id } }',
);
export const REMOVE_RULE = graphql('mutation RemoveRule($id: ID!) { removeContingencyRule(ruleId: $id) { ok } }');

export function useFleetOrders() {
  return useQuery({
    queryKey: useGameKey(FLEET_ORDERS_KEY),
    queryFn: async () => (await gql(ORDERS)).fleetOrders,
  });
}

/** A command that changes the orders: the list, the base and its fleets are asked again. */
export const useFleetOrderCommand = () => useCommand({ invalidate: [FLEET_ORDERS_KEY, BASE_KEY, MARCHES_KEY] });

const NEAR = graphql(
  'query FleetTargets($x: Int!, $y: Int!) { getMap(x: $x, y: $y, radius: 12) { items { x y type level } } }',
);
export interface TargetChoice {
  x: number;
  y: number;
  type: string;
  level: number;
}

/** Pirate ships and asteroids around the base, nearest first: what a repeat order may farm. */
export function useNearTargets(x: number, y: number, enabled: boolean) {
  return useQuery({
    queryKey: useGameKey(['map', 'fleet-targets', x, y]),
    queryFn: async () =>
      ((await gql(NEAR, { x, y })).getMap.items as TargetChoice[])
        .filter((i) => isRepeatTarget(i.type))
        .sort((a, b) => distance(a, { x, y }) - distance(b, { x, y })),
    enabled,
    staleTime: 30_000,
  });
}
