import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The public home: what the game is, and the way in (Request Access / Join the Beta). */
export default function HomePage() {
  const { t } = useTranslation();
  const features = t('home.features', { returnObjects: true }) as [string, string][];
  return (
    <section className="page hero">
      <p className="eyebrow">{t('tagline')}</p>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
      <div className="row cta">
        <Link to="/register" className="btn btn-accent btn-big">
          {t('home.requestAccess')}
        </Link>
        <Link to="/register" className="btn btn-ghost btn-big">
          {t('home.joinBeta')}
        </Link>
        <Link to="/lore" className="btn btn-ghost btn-big">
          {t('nav.lore')}
        </Link>
      </div>
      <ul className="features">
        {features.map(([title, body]) => (
          <li key={title} className="panel">
            <h2>{title}</h2>
            <p>{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
