/** The base's build plan (decision 072): read, and the commands that change it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlanKind, PlanSkip } from '../../game/index.ts';
import { BASE_KEY } from './base-data.ts';
import { gql } from './graphql.ts';
import { graphql, type Narrowed, type ResultOf } from './graphql-doc.ts';
import { gameKey, PLAN_KEY, useGameKey } from './query-keys.ts';
import { useSession } from './session.ts';
import { notify } from './toast.tsx';
import { useCommand } from './use-command.ts';

const FIELDS = graphql(
  'fragment PlanFields on Plan { baseId limit checkAt steps { id kind target level status dueAt reason changedAt } }',
);
type Wire = ResultOf<typeof FIELDS>;
export type PlanStep = Narrowed<Wire['steps'][number], { kind: PlanKind; reason: PlanSkip | null }>;
export type Plan = Narrowed<Wire, { steps: PlanStep[] }>;

const ADD = graphql(
  'mutation AddStep($k: PlanKind!, $t: String!) { addPlanStep(kind: $k, target: $t) { ...PlanFields } }',
  [FIELDS],
);
const MOVE = graphql(
  'mutation MoveStep($id: ID!, $d: PlanMove!) { movePlanStep(stepId: $id, direction: $d) { ...PlanFields } }',
  [FIELDS],
);
const REMOVE = graphql('mutation RemoveStep($id: ID!) { removePlanStep(stepId: $id) { ...PlanFields } }', [FIELDS]);

export function usePlan() {
  return useQuery({
    queryKey: useGameKey(PLAN_KEY),
    queryFn: async () => (await gql(graphql('query Plan { plan { ...PlanFields } }', [FIELDS]))).plan as Plan,
  });
}

/** Adds, moves and removes steps; the answer is the plan, written into the cache at once. */
export function usePlanCommands() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const command = useCommand({ invalidate: [BASE_KEY] });
  const put = (p: unknown) => qc.setQueryData(gameKey(profileId, PLAN_KEY), p as Plan);
  return {
    pendingKey: command.pendingKey,
    async add(kind: PlanKind, target: string, name: string) {
      const r = await command.run(ADD, { k: kind, t: target }, `plan:${target}`);
      if (!r) return;
      put(r.addPlanStep);
      notify('success', t('plans.added', { name }));
    },
    async move(id: string, direction: 'up' | 'down') {
      const r = await command.run(MOVE, { id, d: direction }, `move:${id}`);
      if (r) put(r.movePlanStep);
    },
    async remove(id: string) {
      const r = await command.run(REMOVE, { id }, `remove:${id}`);
      if (r) put(r.removePlanStep);
    },
  };
}
