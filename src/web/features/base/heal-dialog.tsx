import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkHealing, healingCost, RESOURCES, resourcesAt, UNIT_IDS, type UnitId } from '../../../game/index.ts';
import { CostList } from '../../components/cost-list.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { BASE_FIELDS, type BaseData, stateAt, useServerNow, useSetBase } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { reasonText } from '../../lib/start-reasons.ts';
import { UnitChoice } from './unit-choice.tsx';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export function HealDialog({ base, onClose }: { base: BaseData; onClose: () => void }) {
  // open, it shows what the stores pay for now: it ticks while open
  const now = useServerNow(base.skewMs);
  const { t } = useTranslation();
  const setBase = useSetBase();
  const hurt = UNIT_IDS.filter((u) => (base.injured[u] ?? 0) > 0);
  const [unit, setUnit] = useState<UnitId | undefined>(hurt[0]);
  const [amount, setAmount] = useState(String(hurt[0] ? (base.injured[hurt[0]] ?? 1) : 1));
  const command = useCommand();
  const queue = base.queue.map((i) => ({ kind: i.kind, target: i.target, level: i.level }));
  const count = Number(amount);
  const check = unit ? checkHealing(stateAt(base, now), queue, unit, count, base.speed) : null;
  const cost = unit && Number.isInteger(count) && count > 0 ? healingCost(unit, count) : null;
  const missing = check && !check.ok && check.reason === 'NOT_ENOUGH_RESOURCES' ? check.missing : null;
  const duration = check && (check.ok || check.reason === 'NOT_ENOUGH_RESOURCES') ? check.durationMs : null;
  const why = check && !check.ok ? reasonText(t, check) : null;
  // the most the stores pay for now, of this type's injured
  const most = (u: UnitId) => {
    const have = resourcesAt(base.snapshot, now);
    const one = healingCost(u, 1);
    return RESOURCES.reduce(
      (m, k) => (one[k] > 0 ? Math.min(m, Math.floor(have[k] / one[k])) : m),
      base.injured[u] ?? 0,
    );
  };

  async function heal(e: React.FormEvent) {
    e.preventDefault();
    if (!unit || !check?.ok) return;
    const r = await command.run(
      graphql(`mutation Heal($u: String!, $n: Int!) { healUnits(unitType: $u, count: $n) { ...BaseFields } }`, [
        BASE_FIELDS,
      ]),
      { u: unit, n: count },
    );
    if (!r) return;
    setBase(r.healUnits);
    notify('success', t('healing.started', { name: t(`units.${unit}`), count }));
    onClose();
  }

  return (
    <Dialog title={t('healing.title')} onClose={onClose} labelClose={t('auth.close')}>
      {hurt.length === 0 || !unit ? (
        <p className="why">{reasonText(t, { ok: false, reason: 'NO_INJURED' })}</p>
      ) : (
        <form className="training" onSubmit={(e) => void heal(e)}>
          <UnitChoice
            units={hurt}
            chosen={unit}
            onChoose={setUnit}
            hint={(u) => t('healing.injured', { count: base.injured[u] ?? 0 })}
          />
          <div className="row">
            <label className="field grow">
              <span>{t('training.count')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={base.injured[unit]}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
            <button type="button" className="btn btn-ghost" onClick={() => setAmount(String(Math.max(1, most(unit))))}>
              {t('training.max')}
            </button>
          </div>
          {cost && (
            <CostList
              cost={cost}
              missing={missing}
              durationMs={duration}
              label={t('training.total')}
              timeTestId="healing-time"
            />
          )}
          {why && <p className="why">{why}</p>}
          <button type="submit" className="btn btn-accent" disabled={!check?.ok || command.pending}>
            {t('healing.submit', { count: Number.isInteger(count) && count > 0 ? count : 0 })}
          </button>
        </form>
      )}
    </Dialog>
  );
}
