/** /terms, /privacy and /about: plain pages of text. */
import { useTranslation } from 'react-i18next';
import type { LegalPage } from '../../lib/locales/legal.ts';

function Legal({ page }: { page: 'terms' | 'privacy' | 'about' }) {
  const { t } = useTranslation(['common', 'legal']);
  const p = t(page, { ns: 'legal', returnObjects: true }) as LegalPage;
  return (
    <article className="page narrow panel legal">
      <h1>{p.title}</h1>
      <p className="hint">{p.updated}</p>
      {p.sections.map(([h, body]) => (
        <section key={h}>
          <h2>{h}</h2>
          <p>{body}</p>
        </section>
      ))}
    </article>
  );
}

export const TermsPage = () => <Legal page="terms" />;
export const PrivacyPage = () => <Legal page="privacy" />;
export const AboutPage = () => <Legal page="about" />;
