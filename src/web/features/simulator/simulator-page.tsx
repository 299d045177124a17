/**
 * /simulator: a battle before it is fought, by the engine the server fights with (src/game
 * previewBattle over a few seeds): your fleet against what a scout saw, or any crew typed in. The
 * scout report fills the other side in one click. Advice only: the server decides every battle.
 */
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  baseStats,
  PREVIEW_SEEDS,
  plainStats,
  previewBattle,
  UNIT_IDS,
  type UnitCounts,
  type UnitId,
} from '../../../game/index.ts';
import { UnitPortrait } from '../../components/art/unit-portraits.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { unitsFromParam } from '../../lib/unit-list.ts';

type Amounts = Partial<Record<UnitId, string>>;
const toAmounts = (u: UnitCounts): Amounts =>
  Object.fromEntries(UNIT_IDS.filter((id) => (u[id] ?? 0) > 0).map((id) => [id, String(u[id])]));
const toCounts = (a: Amounts): UnitCounts => {
  const out: UnitCounts = {};
  for (const id of UNIT_IDS) {
    const n = Number(a[id] || 0);
    if (Number.isInteger(n) && n > 0) out[id] = Math.min(n, 10_000_000);
  }
  return out;
};

function Side({
  title,
  amounts,
  onChange,
  prefix,
}: {
  title: string;
  amounts: Amounts;
  onChange: (a: Amounts) => void;
  prefix: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="panel sim-side">
      <legend>{title}</legend>
      <ul className="send-units">
        {UNIT_IDS.map((id) => (
          <li key={id} className="row">
            <label className="field grow" htmlFor={`${prefix}-${id}`}>
              <span className="with-icon">
                <UnitPortrait id={id} size={28} />
                {t(`units.${id}`)}
              </span>
            </label>
            <input
              id={`${prefix}-${id}`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              value={amounts[id] ?? ''}
              onChange={(e) => onChange({ ...amounts, [id]: e.target.value })}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export default function SimulatorPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { defender?: string; target?: string };
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const [mine, setMine] = useState<Amounts | null>(null);
  const [theirs, setTheirs] = useState<Amounts>(() => toAmounts(unitsFromParam(search.defender)));
  // my side starts as my units at home
  const attacker = mine ?? toAmounts(base?.units ?? {});
  const statsKey = base
    ? JSON.stringify(baseStats(base.buildings, base.research, {}, base.speed, activeBoosts(base.boosts, now)).units)
    : null;
  const a = toCounts(attacker);
  const d = toCounts(theirs);
  const key = JSON.stringify([a, d, statsKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` holds every input
  const odds = useMemo(
    () =>
      statsKey && Object.keys(a).length > 0 && Object.keys(d).length > 0
        ? previewBattle(a, JSON.parse(statsKey), d, plainStats())
        : null,
    [key],
  );

  return (
    <section className="page simulator">
      <h1>{t('simulator.title')}</h1>
      <p className="hint">{t('simulator.about', { runs: PREVIEW_SEEDS })}</p>
      {search.target && <p className="panel">{t('simulator.from', { target: search.target })}</p>}
      <div className="grid-2">
        <Side title={t('simulator.yours')} amounts={attacker} onChange={setMine} prefix="mine" />
        <Side title={t('simulator.theirs')} amounts={theirs} onChange={setTheirs} prefix="theirs" />
      </div>
      <output className="panel sim-result" data-testid="simulation" aria-live="polite">
        {!odds ? (
          t('simulator.fill')
        ) : (
          <>
            <strong className={odds.winChance >= 0.75 ? 'success-text' : odds.winChance <= 0.25 ? 'danger' : ''}>
              {t('simulator.win', { pct: Math.round(odds.winChance * 100) })}
            </strong>
            <span>
              {t('simulator.losses', {
                losses:
                  Object.entries(odds.expectedLosses)
                    .map(([id, n]) => `${n} ${t(`units.${id}`)}`)
                    .join(', ') || t('marches.noLosses'),
              })}
            </span>
          </>
        )}
      </output>
      <p className="hint">{t('simulator.assumption')}</p>
    </section>
  );
}
