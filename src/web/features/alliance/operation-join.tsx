/** Joining an operation: a target and the units to send from home; the server answers the launch second. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_IDS } from '../../../game/index.ts';
import { useBase } from '../../lib/base-data.ts';
import { ALLY_OPS_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { clockTime, type Operation, OPS_COMMANDS } from './operations-data.ts';

export function JoinForm({ op }: { op: Operation }) {
  const { t } = useTranslation();
  const home = useBase().data?.units ?? {};
  const command = useCommand({ invalidate: [ALLY_OPS_KEY] });
  const [target, setTarget] = useState(0);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const have = UNIT_IDS.filter((id) => (home[id] ?? 0) > 0);
  const join = async (e: React.FormEvent) => {
    e.preventDefault();
    const u = have.map((type) => ({ type, count: Number(counts[type] ?? 0) || 0 })).filter((x) => x.count > 0);
    const r = await command.run(OPS_COMMANDS.join, { o: op.id, t: target, u });
    const wave = r?.joinOperation.operations.find((o) => o.id === op.id)?.waves.find((w) => w.mine);
    if (wave) notify('success', t('allyops.ops.joined', { time: clockTime(wave.launchAt) }));
  };
  return (
    <form style={{ display: 'grid', gap: '0.5rem' }} onSubmit={(e) => void join(e)} aria-label={t('allyops.ops.join')}>
      {op.targets.length > 1 && (
        <label>
          {t('allyops.ops.target')}
          <select value={target} onChange={(e) => setTarget(Number(e.target.value))}>
            {op.targets.map((x, i) => (
              <option key={`${x.x}:${x.y}`} value={i}>
                {x.name ?? t('allyops.ops.object')} ({x.x}:{x.y})
              </option>
            ))}
          </select>
        </label>
      )}
      {have.length === 0 ? (
        <p className="hint">{t('allyops.ops.noUnits')}</p>
      ) : (
        <div className="row">
          {have.map((id) => (
            <label key={id}>
              {t(`units.${id}`)} <span className="hint num">/ {home[id]}</span>
              <input
                type="number"
                min={0}
                max={home[id]}
                inputMode="numeric"
                value={counts[id] ?? ''}
                onChange={(e) => setCounts({ ...counts, [id]: e.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      {have.length > 0 && (
        <button type="submit" className="btn btn-accent" disabled={command.pending}>
          {t('allyops.ops.join')}
        </button>
      )}
    </form>
  );
}
