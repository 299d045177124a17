import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The logo links to / (spec §2). */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('brand')}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <circle cx="16" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M5 19c6-5 16-5 22-6" fill="none" stroke="#f59e0b" strokeWidth="2" />
        <circle cx="16" cy="16" r="3.5" fill="#f59e0b" />
      </svg>
      <span>{t('brand')}</span>
    </Link>
  );
}
