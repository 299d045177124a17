/** Choose how many of each unit at home go: one number field per type, with an "all" button. */
import { useTranslation } from 'react-i18next';
import { UNIT_IDS, type UnitCounts, type UnitId } from '../../game/index.ts';
import { UnitPortrait } from './art/unit-portraits.tsx';

export type UnitAmounts = Partial<Record<UnitId, string>>;

/** The picked counts as numbers, for the types at home. */
export const pickedUnits = (home: UnitCounts, amounts: UnitAmounts): UnitCounts =>
  Object.fromEntries(UNIT_IDS.filter((id) => (home[id] ?? 0) > 0).map((id) => [id, Number(amounts[id] || 0)]));

export function UnitPicker({
  home,
  amounts,
  onChange,
}: {
  home: UnitCounts;
  amounts: UnitAmounts;
  onChange: (a: UnitAmounts) => void;
}) {
  const { t } = useTranslation();
  const ids = UNIT_IDS.filter((id) => (home[id] ?? 0) > 0);
  if (ids.length === 0) return <p className="empty">{t('marches.noUnits')}</p>;
  return (
    <ul className="send-units">
      {ids.map((id) => (
        <li key={id} className="row">
          <label className="field grow">
            <span className="with-icon">
              <UnitPortrait id={id} size={32} />
              {t('marches.unitAtHome', { name: t(`units.${id}`), count: home[id] ?? 0 })}
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={home[id]}
              step={1}
              value={amounts[id] ?? ''}
              placeholder="0"
              onChange={(e) => onChange({ ...amounts, [id]: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onChange({ ...amounts, [id]: String(home[id] ?? 0) })}
            aria-label={t('marches.allOf', { name: t(`units.${id}`) })}
          >
            {t('marches.all')}
          </button>
        </li>
      ))}
    </ul>
  );
}
