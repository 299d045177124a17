/** Tasks: each goal with its progress and reward; a finished one is claimed once, or all at once. */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { TASK_STEPS, type TaskStep } from '../../lib/task-steps.ts';
import { useClaimTask, useTasks } from '../../lib/tasks-data.ts';

export function TasksDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const q = useTasks();
  const { claim, busy } = useClaimTask();
  const tasks = q.data ?? [];
  // the next step of the guided path: the first task neither finished nor claimed
  const next = tasks.find((x) => !x.claimed && !x.claimable)?.id;

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
            <li
              key={x.id}
              className={x.claimed ? 'task claimed' : x.id === next ? 'task next' : 'task'}
              data-task={x.id}
            >
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
                  <StepLink step={TASK_STEPS[x.id]} onClick={onClose}>
                    {t('tasks.go')}
                  </StepLink>
                </p>
              )}
              <div className="row spread-tight">
                <ul className="cost" aria-label={t('tasks.reward')}>
                  {x.reward.map((r) => (
                    <li key={r.kind}>
                      <ResourceIcon kind={r.kind} /> <span className="num">{r.amount}</span>{' '}
                      <span className="sr-only">{t(`resources.${r.kind}`)}</span>
                    </li>
                  ))}
                </ul>
                {x.claimed ? (
                  <span className="hint">{t('tasks.claimed')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small btn-accent"
                    disabled={!x.claimable || busy !== null}
                    onClick={() => void claim(x.id)}
                  >
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

/** The button to where a task is done. */
function StepLink({ step, onClick, children }: { step?: TaskStep; onClick: () => void; children: ReactNode }) {
  if (!step) return null;
  return (
    <Link className="btn btn-ghost btn-small" to={step.to} params={step.params} hash={step.hash} onClick={onClick}>
      {children}
    </Link>
  );
}
