/** Tasks: each goal with its progress and reward; a finished one is claimed once, or all at once. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceKind } from '../../../game/index.ts';
import { Dialog } from '../../components/dialog.tsx';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { notify } from '../../lib/toast.tsx';
import { TASK_STEPS } from './task-steps.ts';

interface Reward {
  kind: ResourceKind;
  amount: number;
}
interface Task {
  id: string;
  goal: number;
  progress: number;
  claimed: boolean;
  claimable: boolean;
  reward: Reward[];
}

const FIELDS = 'id goal progress claimed claimable reward { kind amount }';
export const TASKS_KEY = ['tasks'];

export function TasksDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const q = useQuery({ queryKey: TASKS_KEY, queryFn: async () => (await gql<{ tasks: Task[] }>(`query Tasks { tasks { ${FIELDS} } }`)).tasks });
  const tasks = q.data ?? [];
  // the next step of the guided path: the first task neither finished nor claimed
  const next = tasks.find((x) => !x.claimed && !x.claimable)?.id;
  const rewardText = (r: Reward[]) => r.map((x) => `${x.amount} ${t(`resources.${x.kind}`)}`).join(', ');

  async function claim(id: string | 'all') {
    setBusy(id);
    try {
      const r =
        id === 'all'
          ? (await gql<{ claimAllTasks: { tasks: Task[]; reward: Reward[] } }>(`mutation ClaimAll { claimAllTasks { reward { kind amount } tasks { ${FIELDS} } } }`)).claimAllTasks
          : (await gql<{ claimTask: { tasks: Task[]; reward: Reward[] } }>(`mutation Claim($id: ID!) { claimTask(taskId: $id) { reward { kind amount } tasks { ${FIELDS} } } }`, { id })).claimTask;
      qc.setQueryData(TASKS_KEY, r.tasks);
      void qc.invalidateQueries({ queryKey: BASE_KEY });
      notify('rewards', t('tasks.received', { reward: rewardText(r.reward) }));
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog title={t('tasks.title')} onClose={onClose} labelClose={t('auth.close')}>
      {tasks.some((x) => x.claimable) && (
        <button type="button" className="btn btn-accent" disabled={busy !== null} onClick={() => void claim('all')}>
          {t('tasks.claimAll')}
        </button>
      )}
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : (
        <ul className="tasks" data-testid="tasks">
          {tasks.map((x) => (
            <li key={x.id} className={x.claimed ? 'task claimed' : x.id === next ? 'task next' : 'task'} data-task={x.id}>
              {x.id === next && <span className="badge ok">{t('tasks.next')}</span>}
              <div className="row spread-tight">
                <strong>{t(`tasks.names.${x.id}`, { goal: x.goal })}</strong>
                <span className="num hint">
                  {x.progress} / {x.goal}
                </span>
              </div>
              <progress max={x.goal} value={x.progress} aria-label={t(`tasks.names.${x.id}`, { goal: x.goal })} />
              {!x.claimed && !x.claimable && TASK_STEPS[x.id] && (
                <p className="row spread-tight task-how">
                  <span className="hint">{t(`tasks.how.${x.id}`, { defaultValue: '' })}</span>
                  <Link className="btn btn-ghost btn-small" to={TASK_STEPS[x.id]?.to as never} params={TASK_STEPS[x.id]?.params as never} hash={TASK_STEPS[x.id]?.hash} onClick={onClose}>
                    {t('tasks.go')}
                  </Link>
                </p>
              )}
              <div className="row spread-tight">
                <ul className="cost" aria-label={t('tasks.reward')}>
                  {x.reward.map((r) => (
                    <li key={r.kind}>
                      <ResourceIcon kind={r.kind} /> <span className="num">{r.amount}</span> <span className="sr-only">{t(`resources.${r.kind}`)}</span>
                    </li>
                  ))}
                </ul>
                {x.claimed ? (
                  <span className="hint">{t('tasks.claimed')}</span>
                ) : (
                  <button type="button" className="btn btn-small btn-accent" disabled={!x.claimable || busy !== null} onClick={() => void claim(x.id)}>
                    {t('tasks.claim')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
