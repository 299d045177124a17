/** /alliance: found or join one (with the embassy); inside, the members, their roles and the applications. */
import { useTranslation } from 'react-i18next';
import { useMyAlliance } from './alliance-data.ts';
import { AllianceView } from './alliance-view.tsx';
import { JoinOrFound } from './join-or-found.tsx';

export default function AlliancePage() {
  const { t } = useTranslation();
  const q = useMyAlliance();
  return (
    <section className="page">
      <h1>{q.data?.alliance ? `${q.data.alliance.name} [${q.data.alliance.tag}]` : t('alliance.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.data?.alliance ? (
        <AllianceView mine={q.data} />
      ) : (
        <JoinOrFound mine={q.data} />
      )}
    </section>
  );
}
