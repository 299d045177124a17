/** Choose one unit type: a radio per type with its mark, its name and a line about it. */
import { useTranslation } from 'react-i18next';
import type { UnitId } from '../../../game/index.ts';
import { UnitIcon } from '../../components/game-icons.tsx';

export function UnitChoice({ units, chosen, onChoose, hint }: { units: readonly UnitId[]; chosen: UnitId | undefined; onChoose: (u: UnitId) => void; hint: (u: UnitId) => string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="unit-choice">
      <legend>{t('training.unit')}</legend>
      {units.map((u) => (
        <label key={u} className={chosen === u ? 'unit-option chosen' : 'unit-option'} data-unit={u}>
          <input type="radio" name="unit" value={u} checked={chosen === u} onChange={() => onChoose(u)} />
          <span className="with-icon">
            <UnitIcon id={u} />
            <strong>{t(`units.${u}`)}</strong>
          </span>
          <span className="hint num">{hint(u)}</span>
        </label>
      ))}
    </fieldset>
  );
}
