/**
 * /alliance: found or join one (with the embassy); inside, tabs: the members, their roles and the
 * applications; the war room (decision 070); diplomacy with other alliances.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationsTab } from './operations-tab.tsx';
import { useMyAlliance } from './alliance-data.ts';
import { AllianceView } from './alliance-view.tsx';
import { DiplomacyPanel } from './diplomacy-panel.tsx';
import { JoinOrFound } from './join-or-found.tsx';
import { useLaunchArm } from './launch-arm.ts';
import { WarRoom } from './war-room.tsx';

const TABS = ['members', 'operations', 'war-room', 'diplomacy'] as const;
type Tab = (typeof TABS)[number];

/**
 * The reminder notification's "Launch as planned" (the game was closed): `?launch=<operation>&at=<second>`
 * arms that launch once as the page opens (the tap was the member's word), shows the operations, and
 * forgets the address's ask.
 */
function useLaunchAsked(show: () => void) {
  const asked = useSearch({ strict: false }) as { launch?: string; at?: number | string };
  const navigate = useNavigate();
  const arm = useLaunchArm();
  const done = useRef<string | null>(null);
  useEffect(() => {
    const at = Number(asked.at);
    if (typeof asked.launch !== 'string' || !Number.isFinite(at) || done.current === asked.launch) return;
    done.current = asked.launch;
    show();
    void arm(asked.launch, at);
    void navigate({ to: '/alliance', search: {}, replace: true });
  }, [asked.launch, asked.at, arm, navigate, show]);
}

export default function AlliancePage() {
  const { t } = useTranslation();
  const q = useMyAlliance();
  const [tab, setTab] = useState<Tab>('members');
  useLaunchAsked(useRef(() => setTab('operations')).current);
  const alliance = q.data?.alliance;
  return (
    <section className="page">
      <h1>{alliance ? `${alliance.name} [${alliance.tag}]` : t('alliance.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : alliance && q.data ? (
        <>
          <div className="tabs" role="tablist" aria-label={t('alliance.title')}>
            {TABS.map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`alliance-tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`alliance-panel-${k}`}
                className={tab === k ? 'active' : ''}
                onClick={() => setTab(k)}
              >
                {k === 'operations' ? t('allyops.tabs.operations') : t(`warroom.tabs.${k}`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            className="tab-stack"
            id={`alliance-panel-${tab}`}
            aria-labelledby={`alliance-tab-${tab}`}
          >
            {tab === 'members' && <AllianceView mine={q.data} />}
            {tab === 'operations' && <OperationsTab />}
            {tab === 'war-room' && <WarRoom />}
            {tab === 'diplomacy' && <DiplomacyPanel allianceId={alliance.id} leader={q.data.myRole === 'leader'} />}
          </div>
        </>
      ) : (
        <JoinOrFound mine={q.data} />
      )}
    </section>
  );
}
