/**
 * The operation form (decision 071): a leader or officer plans targets and a landing second, or
 * changes them on an operation already planned (the server gives the members new launch seconds).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLY_OPS_KEY } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import { type Operation, OPS_COMMANDS } from './operations-data.ts';

/** "120:45, 121:47" → the spots typed (anything else left out; the server names a missing target). */
export function parseTargets(text: string): { x: number; y: number }[] {
  return text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((p) => p.split(':').map(Number))
    .filter((p) => p.length === 2 && p.every(Number.isInteger))
    .map(([x, y]) => ({ x: x as number, y: y as number }));
}

/** A second as the datetime-local field holds it, in the player's zone. */
const localSecond = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

export function OperationForm({ op, onDone }: { op?: Operation; onDone?: () => void }) {
  const { t } = useTranslation();
  const command = useCommand({ invalidate: [ALLY_OPS_KEY] });
  const [targets, setTargets] = useState(op ? op.targets.map((x) => `${x.x}:${x.y}`).join(', ') : '');
  const [when, setWhen] = useState(op ? localSecond(op.landsAt) : '');
  const id = op ? `edit-${op.id}` : 'plan';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = new Date(when).getTime();
    const vars = { t: parseTargets(targets), l: Number.isFinite(parsed) ? parsed : 0 };
    const ok = op
      ? await command.run(OPS_COMMANDS.edit, { o: op.id, ...vars })
      : await command.run(OPS_COMMANDS.plan, vars);
    if (!ok) return;
    notify('success', t(op ? 'allyops.ops.edited' : 'allyops.ops.planned'));
    onDone?.();
  };
  return (
    <form
      className={op ? 'stack' : 'panel'}
      style={{ display: 'grid', gap: '0.5rem' }}
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
    >
      {op ? (
        <h4 id={`${id}-title`}>{t('allyops.ops.editTitle')}</h4>
      ) : (
        <h2 id={`${id}-title`}>{t('allyops.ops.planTitle')}</h2>
      )}
      <label className="field">
        {t('allyops.ops.targets')}
        <input value={targets} onChange={(e) => setTargets(e.target.value)} placeholder="120:45, 121:47" />
      </label>
      <label className="field">
        {t('allyops.ops.landsAt')}
        <input type="datetime-local" step={1} value={when} onChange={(e) => setWhen(e.target.value)} />
      </label>
      <div className="row">
        <button type="submit" className="btn btn-accent" disabled={command.pending}>
          {t(op ? 'allyops.ops.save' : 'allyops.ops.plan')}
        </button>
        {op && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t('allyops.ops.close')}
          </button>
        )}
      </div>
    </form>
  );
}
