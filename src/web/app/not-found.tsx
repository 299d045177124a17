import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Any path the spec does not list. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page narrow panel not-found">
      <p className="eyebrow">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="btn btn-accent">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
