/** Choose one unit type: a radio per type with its portrait, its name and a line about it. */
import { useTranslation } from 'react-i18next';
import type { UnitId } from '../../../game/index.ts';
import { UnitPortrait } from '../../components/art/unit-portraits.tsx';

export function UnitChoice({
  units,
  chosen,
  onChoose,
  hint,
}: {
  units: readonly UnitId[];
  chosen: UnitId | undefined;
  onChoose: (u: UnitId) => void;
  hint: (u: UnitId) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="unit-choice">
      <legend>{t('training.unit')}</legend>
      {units.map((u) => (
        <label key={u} className={chosen === u ? 'unit-option chosen' : 'unit-option'} data-unit={u}>
          <input type="radio" name="unit" value={u} checked={chosen === u} onChange={() => onChoose(u)} />
          <UnitPortrait id={u} size={44} />
          <strong>{t(`units.${u}`)}</strong>
          <span className="hint num">{hint(u)}</span>
        </label>
      ))}
    </fieldset>
  );
}
