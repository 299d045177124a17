/**
 * The alliance page's Operations tab (decision 071): plan, change and call off (leaders, officers),
 * join with units, launch as planned.
 */
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../../components/live.tsx';
import { BASE_KEY, useBase } from '../../lib/base-data.ts';
import { ALLY_OPS_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { clockTime, type Operation, OPS_COMMANDS, useOperations } from './operations-data.ts';
import { OperationForm } from './operation-form.tsx';
import { JoinForm } from './operation-join.tsx';

/** Change or call off (leaders and officers): the form opens in the card. */
function LeaderTools({ op }: { op: Operation }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const command = useCommand({ invalidate: [ALLY_OPS_KEY] });
  if (editing) return <OperationForm op={op} onDone={() => setEditing(false)} />;
  const left = op.waves.some((w) => w.status !== 'planned');
  return (
    <div className="row">
      {!left && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(true)}>
          {t('allyops.ops.edit')}
        </button>
      )}
      <ConfirmButton
        className="btn btn-danger btn-small"
        label={t('allyops.ops.cancel')}
        question={t('allyops.ops.cancelQuestion')}
        onConfirm={async () => {
          if (await command.run(OPS_COMMANDS.cancel, { o: op.id })) notify('success', t('allyops.ops.cancelled'));
        }}
      />
    </div>
  );
}

function OperationCard({ op, canPlan }: { op: Operation; canPlan: boolean }) {
  const { t } = useTranslation();
  const skewMs = useBase().data?.skewMs ?? 0;
  const command = useCommand({ invalidate: [ALLY_OPS_KEY, BASE_KEY] });
  const mine = op.waves.find((w) => w.mine);
  // one target: named in the line above, so the narrow table keeps its launch column in view
  const many = op.targets.length > 1;
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
              {many && <th scope="col">{t('allyops.ops.target')}</th>}
              <th scope="col">{t('allyops.ops.launchAt')}</th>
              <th scope="col">{t('allyops.ops.status')}</th>
            </tr>
          </thead>
          <tbody>
            {op.waves.map((w) => (
              <tr key={w.commander} data-wave={w.commander}>
                <th scope="row" style={{ overflowWrap: 'anywhere' }}>
                  {w.commander}
                </th>
                {many && <td>{target(w.target)}</td>}
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
      {canPlan && op.landsAt > Date.now() && <LeaderTools op={op} />}
    </section>
  );
}

export function OperationsTab() {
  const { t } = useTranslation();
  const q = useOperations();
  if (!q.data) return <p>{t('loading')}</p>;
  return (
    <div className="stack" data-testid="operations">
      {q.data.canPlan && <OperationForm />}
      {q.data.operations.length === 0 ? (
        <p className="empty">{t('allyops.ops.none')}</p>
      ) : (
        q.data.operations.map((op) => <OperationCard key={op.id} op={op} canPlan={q.data.canPlan} />)
      )}
    </div>
  );
}
