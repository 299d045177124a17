/**
 * Repeat orders (decision 073): the base's orders with their state, a Stop for each active one, and
 * a form for a new one — targets picked from the pirate ships and asteroids around the base, a
 * fleet each, a loss threshold — with the round trip previewed by src/game's travel time.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOSS_THRESHOLD,
  MAX_LOSS_THRESHOLD,
  travelMs,
  type UnitCounts,
  unitTotal,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { pickedUnits, type UnitAmounts, UnitPicker } from '../../components/unit-picker.tsx';
import type { BaseData } from '../../lib/base-data.ts';
import { notify } from '../../lib/toast.tsx';
import {
  CREATE,
  type FleetOrders,
  type RepeatOrder,
  STOP,
  type TargetChoice,
  useFleetOrderCommand,
  useNearTargets,
} from './fleet-orders-data.ts';

interface Draft {
  at: string;
  amounts: UnitAmounts;
}
const blank = (): Draft => ({ at: '', amounts: {} });
const spotOf = (at: string) => {
  const [x, y] = at.split(':').map(Number);
  return { x: x ?? 0, y: y ?? 0 };
};

function OrderLine({ o, onStop, busy }: { o: RepeatOrder; onStop: (o: RepeatOrder) => void; busy: boolean }) {
  const { t } = useTranslation();
  const where = o.targets.map((x) => `${x.x}:${x.y}`).join(', ');
  const now = o.targets[o.targetIndex] ?? o.targets[0];
  const active = o.status === 'active';
  return (
    <li className="fleet-order" data-order={o.status}>
      <span className="grow">
        <strong>{where}</strong>
        <span className="hint">
          {' · '}
          {active
            ? t('fleetOrders.repeat.active', { trips: o.trips, x: now?.x ?? 0, y: now?.y ?? 0 })
            : t('fleetOrders.repeat.done', {
                trips: o.trips,
                why: t(`fleetOrders.repeat.why.${o.stopReason ?? 'stopped'}`),
              })}
          {' · '}
          {t('fleetOrders.repeat.loss', { threshold: o.lossThreshold })}
        </span>
      </span>
      {active && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={busy}
          aria-label={t('fleetOrders.repeat.stopOne', { targets: where })}
          onClick={() => onStop(o)}
        >
          {t('fleetOrders.repeat.stop')}
        </button>
      )}
    </li>
  );
}

function TargetRow({
  n,
  draft,
  choices,
  base,
  onChange,
  onRemove,
}: {
  n: number;
  draft: Draft;
  choices: TargetChoice[];
  base: BaseData;
  onChange: (d: Draft) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const units: UnitCounts = pickedUnits(base.units, draft.amounts);
  const count = unitTotal(units);
  const to = draft.at ? spotOf(draft.at) : null;
  const trip = to && count > 0 ? 2 * travelMs(base, to, units, base.speed) : null;
  return (
    <fieldset className="fleet-target">
      <legend>{t('fleetOrders.repeat.target', { n })}</legend>
      <label className="field" htmlFor={`${id}-at`}>
        <span>{t('fleetOrders.repeat.pick')}</span>
        <select id={`${id}-at`} value={draft.at} onChange={(e) => onChange({ ...draft, at: e.target.value })}>
          <option value="">—</option>
          {choices.map((c) => (
            <option key={`${c.x}:${c.y}`} value={`${c.x}:${c.y}`}>
              {t('fleetOrders.repeat.option', { kind: t(`celestial.${c.type}`), level: c.level, x: c.x, y: c.y })}
            </option>
          ))}
        </select>
      </label>
      <UnitPicker home={base.units} amounts={draft.amounts} onChange={(amounts) => onChange({ ...draft, amounts })} />
      {trip !== null && (
        <p className="hint" data-testid="fleet-order-preview">
          {t('fleetOrders.repeat.preview', { time: formatDuration(trip), units: count })}
        </p>
      )}
      {onRemove && (
        <button type="button" className="btn btn-ghost btn-small" onClick={onRemove}>
          {t('fleetOrders.repeat.removeTarget', { n })}
        </button>
      )}
    </fieldset>
  );
}

export function RepeatOrdersPanel({ data, base }: { data: FleetOrders; base: BaseData }) {
  const { t } = useTranslation();
  const cmd = useFleetOrderCommand();
  const [drafts, setDrafts] = useState<Draft[]>([blank()]);
  const [threshold, setThreshold] = useState(String(DEFAULT_LOSS_THRESHOLD));
  const near = useNearTargets(base.x, base.y, true);
  const choices = near.data ?? [];
  const { limits } = data;
  const active = data.orders.filter((o) => o.status === 'active').length;
  const ready = drafts.filter((d) => d.at && unitTotal(pickedUnits(base.units, d.amounts)) > 0);
  const full = active >= limits.orders;

  async function give(e: React.FormEvent) {
    e.preventDefault();
    if (ready.length === 0 || full) return;
    const targets = ready.map((d) => ({
      ...spotOf(d.at),
      units: Object.entries(pickedUnits(base.units, d.amounts))
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([type, count]) => ({ type, count: count ?? 0 })),
    }));
    const r = await cmd.run(CREATE, { t: targets, l: Number(threshold) });
    if (!r) return;
    notify('success', t('fleetOrders.repeat.given'));
    setDrafts([blank()]);
  }

  async function stop(o: RepeatOrder) {
    if (await cmd.run(STOP, { id: o.id }, o.id)) notify('success', t('fleetOrders.repeat.stopped'));
  }

  return (
    <section className="panel" aria-labelledby="repeat-title" data-testid="repeat-orders">
      <div className="row spread-tight">
        <h2 id="repeat-title">{t('fleetOrders.repeat.title')}</h2>
        <span className="badge num">{t('fleetOrders.repeat.count', { count: active, limit: limits.orders })}</span>
      </div>
      <p className="hint">{t('fleetOrders.repeat.help', { targets: limits.targets })}</p>
      {data.orders.length === 0 ? (
        <p className="empty">{t('fleetOrders.repeat.none')}</p>
      ) : (
        <ul className="empire-list" aria-label={t('fleetOrders.repeat.title')}>
          {data.orders.map((o) => (
            <OrderLine key={o.id} o={o} onStop={stop} busy={cmd.pending} />
          ))}
        </ul>
      )}
      {!full && (
        <form onSubmit={give} className="fleet-order-form" aria-labelledby="repeat-new">
          <h3 id="repeat-new">{t('fleetOrders.repeat.new')}</h3>
          {choices.length === 0 && !near.isPending && <p className="empty">{t('fleetOrders.repeat.pickNone')}</p>}
          {drafts.map((d, i) => (
            <TargetRow
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's places, edited in place
              key={i}
              n={i + 1}
              draft={d}
              choices={choices}
              base={base}
              onChange={(next) => setDrafts(drafts.map((x, j) => (j === i ? next : x)))}
              onRemove={drafts.length > 1 ? () => setDrafts(drafts.filter((_, j) => j !== i)) : null}
            />
          ))}
          {drafts.length < limits.targets && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setDrafts([...drafts, blank()])}>
              {t('fleetOrders.repeat.addTarget')}
            </button>
          )}
          <label className="field">
            <span>{t('fleetOrders.repeat.threshold')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LOSS_THRESHOLD}
              step={1}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </label>
          <button type="submit" className="btn" disabled={ready.length === 0 || cmd.pending}>
            {t('fleetOrders.repeat.give')}
          </button>
        </form>
      )}
    </section>
  );
}
