/** /alliance: found or join one (with the embassy); inside, the members, their roles and the applications. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationsTab } from './operations-tab.tsx';
import { useMyAlliance } from './alliance-data.ts';
import { AllianceView } from './alliance-view.tsx';
import { JoinOrFound } from './join-or-found.tsx';

export default function AlliancePage() {
  const { t } = useTranslation();
  const q = useMyAlliance();
  const [tab, setTab] = useState<'members' | 'operations'>('members');
  return (
    <section className="page">
      <h1>{q.data?.alliance ? `${q.data.alliance.name} [${q.data.alliance.tag}]` : t('alliance.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.data?.alliance ? (
        <>
          <div className="tabs" role="tablist" aria-label={t('allyops.tabs.label')}>
            {(['members', 'operations'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                className={tab === k ? 'active' : ''}
                onClick={() => setTab(k)}
              >
                {t(`allyops.tabs.${k}`)}
              </button>
            ))}
          </div>
          {tab === 'operations' ? <OperationsTab /> : <AllianceView mine={q.data} />}
        </>
      ) : (
        <JoinOrFound mine={q.data} />
      )}
    </section>
  );
}
