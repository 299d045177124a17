/** The alliance page's Operations tab (decision 071): plan (leaders, officers), join with units, launch as planned. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../../components/live.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { ALLY_OPS_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { clockTime, type Operation, OPS_COMMANDS, useOperations } from './operations-data.ts';
import { JoinForm } from './operation-join.tsx';

function PlanForm() {
  const { t } = useTranslation();
  const command = useCommand({ invalidate: [ALLY_OPS_KEY] });
  const [targets, setTargets] = useState('');
  const [when, setWhen] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const list = targets
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((p) => p.split(':').map(Number))
      .filter((p) => p.length === 2 && p.every(Number.isInteger))
      .map(([x, y]) => ({ x: x as number, y: y as number }));
    const landsAt = new Date(when).getTime();
    if (await command.run(OPS_COMMANDS.plan, { t: list, l: Number.isFinite(landsAt) ? landsAt : 0 }))
      notify('success', t('allyops.ops.planned'));
  };
  return (
    <form
      className="panel"
      style={{ display: 'grid', gap: '0.5rem' }}
      onSubmit={(e) => void submit(e)}
      aria-labelledby="plan-title"
    >
      <h2 id="plan-title">{t('allyops.ops.planTitle')}</h2>
      <label>
        {t('allyops.ops.targets')}
        <input value={targets} onChange={(e) => setTargets(e.target.value)} placeholder="120:45, 121:47" />
      </label>
      <label>
        {t('allyops.ops.landsAt')}
        <input type="datetime-local" step={1} value={when} onChange={(e) => setWhen(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-accent" disabled={command.pending}>
        {t('allyops.ops.plan')}
      </button>
    </form>
  );
}

function OperationCard({ op }: { op: Operation }) {
  const { t } = useTranslation();
  const skewMs = useBase().data?.skewMs ?? 0;
  const command = useCommand({ invalidate: [ALLY_OPS_KEY, BASE_KEY] });
  const mine = op.waves.find((w) => w.mine);
  const target = (i: number) => {
    const x = op.targets[i];
    return x ? `${x.name ?? t('allyops.ops.object')} (${x.x}:${x.y})` : '';
  };
  return (
    <section
      className="panel"
      data-operation={op.id}
      aria-label={t('allyops.ops.landsAtTime', { time: clockTime(op.landsAt) })}
    >
      <h3>{t('allyops.ops.landsAtTime', { time: clockTime(op.landsAt) })}</h3>
      <p className="hint">
        {t('allyops.ops.by', { name: op.planner, window: Math.round(op.windowMs / 1000) })} ·{' '}
        {op.targets.map((_, i) => target(i)).join(', ')}
      </p>
      <div className="table-wrap">
        <table data-testid="waves">
          <thead>
            <tr>
              <th scope="col">{t('alliance.commander')}</th>
              <th scope="col">{t('allyops.ops.target')}</th>
              <th scope="col">{t('allyops.ops.launchAt')}</th>
              <th scope="col">{t('allyops.ops.status')}</th>
            </tr>
          </thead>
          <tbody>
            {op.waves.map((w) => (
              <tr key={w.commander} data-wave={w.commander}>
                <th scope="row">{w.commander}</th>
                <td>{target(w.target)}</td>
                <td className="num">{clockTime(w.launchAt)}</td>
                <td>
                  {w.status === 'launched' && w.launchedAt
                    ? t('allyops.ops.launchedAt', { time: clockTime(w.launchedAt) })
                    : t(`allyops.ops.statuses.${w.status === 'launching' ? 'launching' : 'planned'}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mine?.status === 'planned' ? (
        <div className="row spread-tight">
          <span>
            {t('allyops.ops.yourLaunch')} <LiveCountdown to={mine.launchAt} skewMs={skewMs} testId="launch-countdown" />
          </span>
          <button
            type="button"
            className="btn btn-accent"
            disabled={command.pending}
            onClick={async () => {
              if (await command.run(OPS_COMMANDS.launch, { o: op.id })) notify('success', t('allyops.ops.launched'));
            }}
          >
            {t('allyops.ops.launch')}
          </button>
        </div>
      ) : (
        !mine && op.landsAt > Date.now() && <JoinForm op={op} />
      )}
    </section>
  );
}

export function OperationsTab() {
  const { t } = useTranslation();
  const q = useOperations();
  if (!q.data) return <p>{t('loading')}</p>;
  return (
    <div className="stack" data-testid="operations">
      {q.data.canPlan && <PlanForm />}
      {q.data.operations.length === 0 ? (
        <p className="empty">{t('allyops.ops.none')}</p>
      ) : (
        q.data.operations.map((op) => <OperationCard key={op.id} op={op} />)
      )}
    </div>
  );
}
