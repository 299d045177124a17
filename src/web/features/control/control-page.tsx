/** /control: the admin's control panel, a tab per concern. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivitySection } from './activity-section.tsx';
import { AuditSection } from './audit-section.tsx';
import { ChatSection } from './chat-section.tsx';
import { ChecksSection } from './checks-section.tsx';
import { EconomySection } from './economy-section.tsx';
import { LedgerSearchSection } from './ledger-search-section.tsx';
import { MarketNotice } from './market-notice.tsx';
import { PagesSection } from './pages-section.tsx';
import { EventsSection } from './events-section.tsx';
import { OutboxSection } from './outbox-section.tsx';
import { PageViewsSection } from './page-views-section.tsx';
import { PlayersSection } from './players-section.tsx';
import { RevertSection } from './revert-section.tsx';
import { RegistrationsSection } from './registrations-section.tsx';
import { TicketsSection } from './tickets-section.tsx';
import { ToolTokensSection } from './tool-tokens-section.tsx';
import { TimelineSection } from './timeline-section.tsx';
import { TradeSection } from './trade-section.tsx';
import { VacationsSection } from './vacations-section.tsx';
import { WorldsSection } from './worlds-section.tsx';

const TABS = [
  'registrations',
  'players',
  'tickets',
  'worlds',
  'activity',
  'outbox',
  'pageViews',
  'audit',
  'timeline',
  'trade',
  'events',
  'chat',
  'pages',
  'toolTokens',
  'checks',
  'economy',
  'ledger',
  'revert',
  'vacations',
] as const;
/** Tabs whose labels live with the operations texts. */
const OPS_TABS: readonly string[] = ['checks', 'economy', 'ledger', 'revert'];
type Tab = (typeof TABS)[number];

export default function ControlPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('registrations');
  // a notice's anomaly opens its world's day on the economy page
  const [focus, setFocus] = useState<{ worldId: string; day: string } | null>(null);
  return (
    <section className="page control">
      <h1>{t('control.title')}</h1>
      <MarketNotice
        onOpen={(worldId, day) => {
          setFocus({ worldId, day });
          setTab('economy');
        }}
      />
      <div className="tabs" role="tablist" aria-label={t('control.title')}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`panel-${k}`}
            className={tab === k ? 'active' : ''}
            onClick={() => setTab(k)}
          >
            {k === 'vacations'
              ? t('away.vacations.tab')
              : OPS_TABS.includes(k)
                ? t(`ops.tabs.${k}` as never)
                : t(`control.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="panel">
        {tab === 'registrations' && <RegistrationsSection />}
        {tab === 'players' && <PlayersSection />}
        {tab === 'tickets' && <TicketsSection />}
        {tab === 'worlds' && <WorldsSection />}
        {tab === 'activity' && <ActivitySection />}
        {tab === 'outbox' && <OutboxSection />}
        {tab === 'pageViews' && <PageViewsSection />}
        {tab === 'audit' && <AuditSection />}
        {tab === 'timeline' && <TimelineSection />}
        {tab === 'trade' && <TradeSection />}
        {tab === 'events' && <EventsSection />}
        {tab === 'chat' && <ChatSection />}
        {tab === 'pages' && <PagesSection />}
        {tab === 'toolTokens' && <ToolTokensSection />}
        {tab === 'checks' && <ChecksSection />}
        {tab === 'economy' && <EconomySection key={focus ? `${focus.worldId}:${focus.day}` : ''} focus={focus} />}
        {tab === 'ledger' && <LedgerSearchSection />}
        {tab === 'revert' && <RevertSection />}
        {tab === 'vacations' && <VacationsSection />}
      </div>
    </section>
  );
}
