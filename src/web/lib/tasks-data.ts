/** The commander's tasks (goals with rewards) and claiming them: read by the tasks dialog and the base's next step. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceKind } from '../../game/index.ts';
import { BASE_KEY } from './base-data.ts';
import { gql } from './graphql.ts';
import { notify } from './toast.tsx';

export interface TaskReward {
  kind: ResourceKind;
  amount: number;
}
export interface Task {
  id: string;
  goal: number;
  progress: number;
  claimed: boolean;
  claimable: boolean;
  reward: TaskReward[];
}

const FIELDS = 'id goal progress claimed claimable reward { kind amount }';
export const TASKS_KEY = ['tasks'];

export function useTasks() {
  return useQuery({ queryKey: TASKS_KEY, queryFn: async () => (await gql<{ tasks: Task[] }>(`query Tasks { tasks { ${FIELDS} } }`)).tasks });
}

/** Claims one task (or all): the reward lands in the stores, a toast says what came. `busy` names the claim under way. */
export function useClaimTask() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const rewardText = (r: TaskReward[]) => r.map((x) => `${x.amount} ${t(`resources.${x.kind}`)}`).join(', ');

  async function claim(id: string | 'all') {
    setBusy(id);
    try {
      const r =
        id === 'all'
          ? (await gql<{ claimAllTasks: { tasks: Task[]; reward: TaskReward[] } }>(`mutation ClaimAll { claimAllTasks { reward { kind amount } tasks { ${FIELDS} } } }`)).claimAllTasks
          : (await gql<{ claimTask: { tasks: Task[]; reward: TaskReward[] } }>(`mutation Claim($id: ID!) { claimTask(taskId: $id) { reward { kind amount } tasks { ${FIELDS} } } }`, { id })).claimTask;
      qc.setQueryData(TASKS_KEY, r.tasks);
      void qc.invalidateQueries({ queryKey: BASE_KEY });
      notify('rewards', t('tasks.received', { reward: rewardText(r.reward) }));
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }
  return { claim, busy };
}
