/** The commander's tasks (goals with rewards) and claiming them: read by the tasks dialog and the base's next step. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceKind } from '../../game/index.ts';
import { BASE_KEY } from './base-data.ts';
import { gql } from './graphql.ts';
import { graphql, type Narrowed, type ResultOf } from './graphql-doc.ts';
import { notify } from './toast.tsx';
import { useCommand } from './use-command.ts';
import { gameKey, SHARED_FRESH_MS, useGameKey } from './query-keys.ts';
import { useSession } from './session.ts';

const FIELDS = graphql('fragment TaskFields on Task { id goal progress claimed claimable reward { kind amount } }');
type Wire = ResultOf<typeof FIELDS>;
/** the server names a reward by its resource */
export type TaskReward = Narrowed<Wire['reward'][number], { kind: ResourceKind }>;
export type Task = Narrowed<Wire, { reward: TaskReward[] }>;
export const TASKS_KEY = ['tasks'];
const CLAIM_ALL = graphql(`mutation ClaimAll { claimAllTasks { reward { kind amount } tasks { ...TaskFields } } }`, [
  FIELDS,
]);
const CLAIM = graphql(
  `mutation Claim($id: ID!) { claimTask(taskId: $id) { reward { kind amount } tasks { ...TaskFields } } }`,
  [FIELDS],
);

export function useTasks() {
  return useQuery({
    queryKey: useGameKey(TASKS_KEY),
    queryFn: async () => (await gql(graphql(`query Tasks { tasks { ...TaskFields } }`, [FIELDS]))).tasks as Task[],
    staleTime: SHARED_FRESH_MS,
  });
}

/** Claims one task (or all): the reward lands in the stores, a toast says what came. `busy` names the claim under way. */
export function useClaimTask() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const command = useCommand({ invalidate: [BASE_KEY] });
  const rewardText = (r: TaskReward[]) => r.map((x) => `${x.amount} ${t(`resources.${x.kind}`)}`).join(', ');

  async function claim(id: string | 'all') {
    const r =
      id === 'all'
        ? (await command.run(CLAIM_ALL, {}, id))?.claimAllTasks
        : (await command.run(CLAIM, { id }, id))?.claimTask;
    if (!r) return;
    qc.setQueryData(gameKey(profileId, TASKS_KEY), r.tasks as Task[]);
    notify('rewards', t('tasks.received', { reward: rewardText(r.reward as TaskReward[]) }));
  }
  return { claim, busy: command.pendingKey };
}
