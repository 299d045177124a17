import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../lib/i18n.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <label className="lang">
      <span className="sr-only">{t('nav.language')}</span>
      <select aria-label={t('nav.language')} value={current} onChange={(e) => setLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
