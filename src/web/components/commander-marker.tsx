/**
 * The marker beside a commander's name (decision 068): `v` on vacation, `i` / `I` inactive 7 / 28
 * days, a ghost base. A short badge with its meaning in words for screen readers and on hover.
 */
import { useTranslation } from 'react-i18next';

export type Marker = 'v' | 'i' | 'I' | 'ghost';

export function CommanderMarker({ marker }: { marker: Marker | null | undefined }) {
  const { t } = useTranslation();
  if (!marker) return null;
  const meaning = t(`away.marker.${marker}`);
  return (
    <abbr
      className={`commander-marker marker-${marker === 'I' ? 'long' : marker}`}
      title={meaning}
      data-marker={marker}
    >
      <span aria-hidden="true">{t(`away.badge.${marker}`)}</span>
      <span className="sr-only">{meaning}</span>
    </abbr>
  );
}
