/** The base's build plan: its steps in order, each with its state and time; move up or down, remove. */
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from './live.tsx';
import { type PlanStep, usePlan, usePlanCommands } from '../lib/plan-data.ts';

export function useStepName() {
  const { t } = useTranslation();
  return (s: Pick<PlanStep, 'kind' | 'target'>) =>
    s.kind === 'building' ? t(`buildings.${s.target}.name`) : t(`researchNames.${s.target}`);
}

/** `readOnly`: the empire overview lists the plan without its buttons. */
export function PlanPanel({ skewMs, readOnly = false }: { skewMs: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const plan = usePlan();
  const cmd = usePlanCommands();
  const name = useStepName();
  if (!plan.data) return null;
  const { steps, limit, checkAt } = plan.data;
  const live = steps.filter((s) => s.status !== 'skipped');
  const waiting = steps.filter((s) => s.status === 'waiting');
  return (
    <section className="panel plan-panel" aria-labelledby="plan-title" data-testid="plan-panel">
      <div className="row spread-tight">
        <h2 id="plan-title">{t('plans.title')}</h2>
        <span className="badge num">{t('plans.count', { count: live.length, limit })}</span>
      </div>
      {steps.length === 0 ? (
        <p className="empty">{t('plans.empty')}</p>
      ) : (
        <ol className="plan-steps">
          {steps.map((s) => {
            const i = waiting.indexOf(s);
            return (
              <li key={s.id} className={`plan-step plan-${s.status}`} data-step={`${s.target}:${s.level}`}>
                <span className="plan-what">{t('plans.step', { name: name(s), level: s.level })}</span>
                <span className="plan-state hint">
                  {s.status === 'running' && s.dueAt !== null ? (
                    <>
                      {t('plans.running')} <LiveCountdown to={s.dueAt} skewMs={skewMs} />
                    </>
                  ) : s.status === 'skipped' ? (
                    t(`plans.skipped.${s.reason ?? 'UNKNOWN'}`)
                  ) : (
                    t('plans.waiting')
                  )}
                </span>
                {!readOnly && (
                  <span className="plan-actions">
                    {s.status === 'waiting' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-ghost btn-icon"
                          disabled={i === 0 || cmd.pendingKey !== null}
                          aria-label={t('plans.up', { name: name(s), level: s.level })}
                          onClick={() => void cmd.move(s.id, 'up')}
                        >
                          <ArrowUp size={16} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-icon"
                          disabled={i === waiting.length - 1 || cmd.pendingKey !== null}
                          aria-label={t('plans.down', { name: name(s), level: s.level })}
                          onClick={() => void cmd.move(s.id, 'down')}
                        >
                          <ArrowDown size={16} aria-hidden="true" />
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost btn-icon"
                      disabled={cmd.pendingKey !== null}
                      aria-label={t('plans.remove', { name: name(s), level: s.level })}
                      onClick={() => void cmd.remove(s.id)}
                    >
                      <X size={16} aria-hidden="true" />
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {checkAt !== null && waiting.length > 0 && (
        <p className="hint">
          {t('plans.next')} <LiveCountdown to={checkAt} skewMs={skewMs} />
        </p>
      )}
      {!readOnly && <p className="hint">{t('plans.rule', { limit })}</p>}
    </section>
  );
}

/** The "Plan" button beside an upgrade or research button: queues the next level, spending nothing yet. */
export function PlanButton({ kind, target, label }: { kind: 'building' | 'research'; target: string; label: string }) {
  const { t } = useTranslation();
  const cmd = usePlanCommands();
  return (
    <button
      type="button"
      className="btn btn-ghost"
      disabled={cmd.pendingKey === `plan:${target}`}
      aria-label={t('plans.planOne', { name: label })}
      onClick={() => void cmd.add(kind, target, label)}
    >
      {t('plans.plan')}
    </button>
  );
}
