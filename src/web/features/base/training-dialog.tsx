import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkTraining,
  maxTrainable,
  RESOURCES,
  trainingCost,
  UNIT_IDS,
  UNIT_UNLOCK_LEVEL,
  type UnitId,
  type Yard,
  yardOf,
} from '../../../game/index.ts';
import { CostList } from '../../components/cost-list.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { BASE_FIELDS, type BaseData, stateAt, useServerNow, useSetBase } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { reasonText } from '../../lib/start-reasons.ts';
import { UnitChoice } from './unit-choice.tsx';
import { notify } from '../../lib/toast.tsx';
import type { BaseStats } from '../../../game/index.ts';
import { useCommand } from '../../lib/use-command.ts';

export function TrainingDialog({
  yard,
  base,
  stats,
  onClose,
  initialUnit,
  initialCount,
}: {
  yard: Yard;
  base: BaseData;
  stats: BaseStats;
  onClose: () => void;
  initialUnit?: UnitId;
  initialCount?: number;
}) {
  const { t } = useTranslation();
  // open, it shows what the stores pay for now: it ticks while open
  const now = useServerNow(base.skewMs);
  const setBase = useSetBase();
  const level = base.buildings[yard] ?? 0;
  const units = UNIT_IDS.filter((u) => yardOf(u) === yard);
  const [unit, setUnit] = useState<UnitId>(initialUnit ?? (units[0] as UnitId));
  const [amount, setAmount] = useState(String(initialCount ?? 1));
  const command = useCommand();

  const state = stateAt(base, now);
  const queue = base.queue.map((i) => ({ kind: i.kind, target: i.target, level: i.level }));
  const count = Number(amount);
  const check = checkTraining(state, queue, unit, count, base.speed);
  const cost = Number.isInteger(count) && count > 0 ? trainingCost(unit, count) : null;
  const missing = !check.ok && check.reason === 'NOT_ENOUGH_RESOURCES' ? check.missing : null;
  const duration = check.ok || check.reason === 'NOT_ENOUGH_RESOURCES' ? check.durationMs : null;
  const why = check.ok ? null : reasonText(t, check);
  const name = t(`units.${unit}`);

  async function train(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok) return;
    const r = await command.run(
      graphql(`mutation Train($u: String!, $n: Int!) { trainUnits(unitType: $u, count: $n) { ...BaseFields } }`, [
        BASE_FIELDS,
      ]),
      { u: unit, n: count },
    );
    if (!r) return;
    setBase(r.trainUnits);
    notify('success', t('training.started', { name, count }));
    onClose();
  }

  return (
    <Dialog
      title={t('training.title', { yard: t(`buildings.${yard}.name`) })}
      onClose={onClose}
      labelClose={t('auth.close')}
    >
      <form className="training" onSubmit={(e) => void train(e)}>
        <p className="hint">{t('training.capacity', { count: stats.training[yard].capacity })}</p>
        <UnitChoice
          units={units}
          chosen={unit}
          onChoose={setUnit}
          hint={(u) =>
            level < UNIT_UNLOCK_LEVEL[u]
              ? t('training.locked', { building: t(`buildings.${yard}.name`), level: UNIT_UNLOCK_LEVEL[u] })
              : `${RESOURCES.filter((r) => trainingCost(u, 1)[r] > 0)
                  .map((r) => `${trainingCost(u, 1)[r]} ${t(`resources.${r}`)}`)
                  .join(' · ')} ${t('training.each')} · ${formatDuration(stats.units[u].trainMs)}`
          }
        />
        <div className="row">
          <label className="field grow">
            <span>{t('training.count')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={stats.training[yard].capacity}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setAmount(String(Math.max(1, maxTrainable(state, unit, base.speed))))}
          >
            {t('training.max')}
          </button>
        </div>
        {cost && (
          <CostList
            cost={cost}
            missing={missing}
            durationMs={duration}
            label={t('training.total')}
            timeTestId="training-time"
          />
        )}
        {why && (
          <p className="why" id="training-why">
            {why}
          </p>
        )}
        {!check.ok && check.reason === 'QUEUE_FULL' && <p className="hint">{t('training.busy')}</p>}
        <div className="row">
          <button
            type="submit"
            className="btn btn-accent"
            disabled={!check.ok || command.pending}
            aria-busy={command.pending}
            aria-describedby={why ? 'training-why' : undefined}
          >
            {t('training.submit', { count: Number.isInteger(count) && count > 0 ? count : 0 })}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
