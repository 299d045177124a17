/**
 * /empire: one screen with everything of the commander's that runs on the clock — the base's
 * queues, its build plan, every fleet out, reinforcements stationed with allies and with us, and
 * attacks on their way — each with its time, live (the push router refreshes each list).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../../components/live.tsx';
import { useBase } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useIncoming } from '../../lib/incoming-data.ts';
import { legEnd, useMarches } from '../../lib/marches-data.ts';
import { REINFORCEMENTS_KEY, useGameKey } from '../../lib/query-keys.ts';
import { PlanPanel } from '../../components/plan-panel.tsx';
import { FleetOrdersSection } from './fleet-orders-section.tsx';

/** the empire's own key under the reinforcements' name: every push that changes them asks again */
const STATIONED_KEY = [...REINFORCEMENTS_KEY, 'empire'];

interface Stationed {
  id: string;
  status: string;
  owner: string;
  host: string;
  troops: number;
  arrivesAt: number | null;
  returnsAt: number | null;
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={`empire-${id}`} data-testid={`empire-${id}`}>
      <div className="row spread-tight">
        <h2 id={`empire-${id}`}>{title}</h2>
        <span className="badge num">{count}</span>
      </div>
      {children}
    </section>
  );
}

export default function EmpirePage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const marches = useMarches().data ?? [];
  const incoming = useIncoming().data ?? [];
  const stationed = useQuery({
    queryKey: useGameKey(STATIONED_KEY),
    queryFn: async () => {
      const r = (
        await gql(
          graphql(
            'query EmpireR { reinforcements { sent { id status owner host troops arrivesAt returnsAt } stationed { id status owner host troops arrivesAt returnsAt } } }',
          ),
        )
      ).reinforcements;
      return { sent: r.sent as Stationed[], here: r.stationed as Stationed[] };
    },
  });
  if (!base) return <p className="page">{t('loading')}</p>;
  const skew = base.skewMs;
  const none = <p className="empty">{t('empire.none')}</p>;
  const sent = stationed.data?.sent ?? [];
  const here = stationed.data?.here ?? [];
  return (
    <section className="page">
      <h1>{t('empire.title')}</h1>
      <p className="hint">{t('empire.intro')}</p>
      <div className="empire-grid">
        <Section id="incoming" title={t('empire.incoming')} count={incoming.length}>
          {incoming.length === 0 ? (
            none
          ) : (
            <ul className="empire-list">
              {incoming.map((a) => (
                <li key={a.id}>
                  <span>{t('empire.attack', { attacker: a.attacker, units: a.units })}</span>
                  <LiveCountdown to={a.arrivesAt} skewMs={skew} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="queues" title={t('empire.queues')} count={base.queue.length}>
          {base.queue.length === 0 ? (
            none
          ) : (
            <ul className="empire-list">
              {base.queue.map((q) => (
                <li key={q.id} data-queue={`${q.target}:${q.level}`}>
                  <span>
                    {q.kind === 'building'
                      ? t('plans.step', { name: t(`buildings.${q.target}.name`), level: q.level })
                      : q.kind === 'research'
                        ? t('plans.step', { name: t(`researchNames.${q.target}`), level: q.level })
                        : `${q.level} ${t(`units.${q.target}`, { defaultValue: q.target })}`}
                  </span>
                  <LiveCountdown to={q.dueAt} skewMs={skew} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <PlanPanel skewMs={skew} readOnly />
        <Section id="fleets" title={t('empire.fleets')} count={marches.length}>
          {marches.length === 0 ? (
            none
          ) : (
            <ul className="empire-list">
              {marches.map((m) => (
                <li key={m.id}>
                  <span>{t('empire.fleet', { kind: m.kind, phase: m.phase, x: m.target.x, y: m.target.y })}</span>
                  <LiveCountdown to={legEnd(m)} skewMs={skew} />
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="reinforcements" title={t('empire.reinforcements')} count={sent.length + here.length}>
          {sent.length + here.length === 0 ? (
            none
          ) : (
            <ul className="empire-list">
              {sent.map((r) => (
                <li key={r.id}>
                  <span>{t('empire.sentTo', { host: r.host, troops: r.troops })}</span>
                  {r.status === 'marching' && r.arrivesAt ? <LiveCountdown to={r.arrivesAt} skewMs={skew} /> : null}
                  {r.status === 'returning' && r.returnsAt ? <LiveCountdown to={r.returnsAt} skewMs={skew} /> : null}
                </li>
              ))}
              {here.map((r) => (
                <li key={r.id}>
                  <span>{t('empire.stationedHere', { owner: r.owner, troops: r.troops })}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <FleetOrdersSection base={base} />
      <p>
        <Link to="/base">{t('empire.toBase')}</Link>
      </p>
    </section>
  );
}
