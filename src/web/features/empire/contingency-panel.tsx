/** Contingency rules (decision 073): the base's rules, each removable, and a form for a new one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTINGENCY_ACTIONS,
  type ContingencyAction,
  MAX_CONTINGENCY_MINUTES,
  MIN_CONTINGENCY_MINUTES,
} from '../../../game/index.ts';
import { notify } from '../../lib/toast.tsx';
import { ADD_RULE, type FleetOrders, REMOVE_RULE, useFleetOrderCommand } from './fleet-orders-data.ts';

export function ContingencyPanel({ data }: { data: FleetOrders }) {
  const { t } = useTranslation();
  const cmd = useFleetOrderCommand();
  const [minutes, setMinutes] = useState('5');
  const [action, setAction] = useState<ContingencyAction>('evacuate');
  const [ally, setAlly] = useState('');
  const { rules, limits } = data;
  const text = (r: { minutes: number; action: string; ally?: string | null }) =>
    t('fleetOrders.rules.rule', {
      minutes: r.minutes,
      action: t(`fleetOrders.rules.actions.${r.action}`, { ally: r.ally ?? t('fleetOrders.rules.allyGone') }),
    });

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const vars = { m: Number(minutes), a: action, ally: action === 'ally' ? ally.trim() : undefined };
    if (await cmd.run(ADD_RULE, vars)) notify('success', t('fleetOrders.rules.added'));
  }

  async function remove(id: string) {
    if (await cmd.run(REMOVE_RULE, { id }, id)) notify('success', t('fleetOrders.rules.removed'));
  }

  return (
    <section className="panel" aria-labelledby="rules-title" data-testid="contingency-rules">
      <div className="row spread-tight">
        <h2 id="rules-title">{t('fleetOrders.rules.title')}</h2>
        <span className="badge num">{t('fleetOrders.rules.count', { count: rules.length, limit: limits.rules })}</span>
      </div>
      <p className="hint">{t('fleetOrders.rules.help')}</p>
      {rules.length === 0 ? (
        <p className="empty">{t('fleetOrders.rules.none')}</p>
      ) : (
        <ul className="empire-list" aria-label={t('fleetOrders.rules.title')}>
          {rules.map((r) => (
            <li key={r.id}>
              <span className="grow">{text(r)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                disabled={cmd.pending}
                aria-label={t('fleetOrders.rules.remove', { rule: text(r) })}
                onClick={() => void remove(r.id)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {rules.length < limits.rules && (
        <form onSubmit={add} className="row wrap fleet-rule-form">
          <label className="field">
            <span>{t('fleetOrders.rules.minutes')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_CONTINGENCY_MINUTES}
              max={MAX_CONTINGENCY_MINUTES}
              step={1}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          </label>
          <label className="field grow">
            <span>{t('fleetOrders.rules.action')}</span>
            <select value={action} onChange={(e) => setAction(e.target.value as ContingencyAction)}>
              {CONTINGENCY_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`fleetOrders.rules.actionChoices.${a}`)}
                </option>
              ))}
            </select>
          </label>
          {action === 'ally' && (
            <label className="field grow">
              <span>{t('fleetOrders.rules.allyName')}</span>
              <input
                type="text"
                autoComplete="off"
                maxLength={40}
                required
                value={ally}
                onChange={(e) => setAlly(e.target.value)}
              />
            </label>
          )}
          <button type="submit" className="btn" disabled={cmd.pending}>
            {t('fleetOrders.rules.add')}
          </button>
        </form>
      )}
    </section>
  );
}
