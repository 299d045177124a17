/**
 * /portal/{type}: Mission Control. One mission of each type at a time (the type in the address is
 * shown first): its far side's symbols, level, the influence it asks for and what it pays; deploy
 * units through the portal; follow an active mission to its units' return; read how it went.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSION_TYPES, type MissionType, parseAddress, PORTAL_SYMBOLS, slotsInUse } from '../../../game/index.ts';
import { CelestialIcon } from '../../components/celestial-marks.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { itemName } from '../../lib/items-data.ts';
import { useMarches } from '../../lib/marches-data.ts';
import { serverText } from '../../lib/toast.tsx';
import { DeployDialog } from './deploy-dialog.tsx';
import { type Mission, useMissions } from './missions-data.ts';
import { useGameKey } from '../../lib/query-keys.ts';

function Symbols({ address }: { address: string }) {
  const { t } = useTranslation();
  const idx = parseAddress(address) ?? [];
  return (
    <span
      className="glyphs"
      role="img"
      aria-label={t('missions.symbolsLabel', {
        names: idx.map((i) => t(`portal.symbol.${PORTAL_SYMBOLS[i]?.name}`)).join(', '),
      })}
    >
      {idx.map((i, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: six places of one address
        <span key={n} className="glyph">
          {PORTAL_SYMBOLS[i]?.glyph}
        </span>
      ))}
    </span>
  );
}

function Reward({ m }: { m: Mission }) {
  const { t } = useTranslation();
  const parts = [
    ...m.reward.resources.map((r) => `${r.count} ${t(`resources.${r.type}`)}`),
    ...m.reward.items.map((i) => `${i.count} × ${itemName(t, i.type)}`),
    ...m.reward.units.map((u) => `${u.count} ${t(`units.${u.type}`)}`),
  ];
  return <p className="hint">{t('missions.reward', { reward: parts.join(', ') })}</p>;
}

function Card({ m, now, onDeploy, first }: { m: Mission; now: number; onDeploy: () => void; first: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={first ? 'panel mission chosen' : 'panel mission'} data-mission={m.type} data-status={m.status}>
      <h2 className="with-icon">
        <CelestialIcon kind="portal-mission" />
        {t(`missions.types.${m.type}`)} <span className="hint num">{t('missions.level', { level: m.level })}</span>
      </h2>
      <p className="mission-glyphs">
        <Symbols address={m.symbols} />
      </p>
      <p className="hint">{t(`missions.about.${m.type}`)}</p>
      <p className="num">{t('missions.recommended', { influence: m.recommendedInfluence })}</p>
      <Reward m={m} />
      {m.status === 'available' && (
        <>
          <p className="hint num">{t('missions.offerEnds', { time: formatDuration(m.refreshAt - now) })}</p>
          <button type="button" className="btn btn-accent" onClick={onDeploy}>
            {t('missions.deployOpen')}
          </button>
        </>
      )}
      {m.status === 'active' && (
        <>
          <progress
            max={1}
            value={Math.min(
              1,
              Math.max(0, m.startedAt && m.endsAt ? (now - m.startedAt) / (m.endsAt - m.startedAt) : m.progress),
            )}
            aria-label={t('missions.progress')}
          />
          <p className="num" data-testid="mission-active">
            {t('missions.active', { time: formatDuration(Math.max(0, (m.endsAt ?? now) - now)) })}
          </p>
        </>
      )}
      {m.status === 'completed' && (
        <>
          <p className={m.outcome?.success ? 'success-text' : 'why'} data-testid="mission-outcome">
            {m.outcome?.success
              ? t('missions.success')
              : (m.outcome?.share ?? 0) > 0
                ? t('missions.partly', { percent: Math.round((m.outcome?.share ?? 0) * 100) })
                : t('missions.failed')}
          </p>
          <p className="hint">
            <Link to="/reports">{t('missions.toReports')}</Link> ·{' '}
            {t('missions.nextIn', { time: formatDuration(m.refreshAt - now) })}
          </p>
        </>
      )}
    </li>
  );
}

export default function MissionsPage() {
  const { t } = useTranslation();
  const { type } = useParams({ strict: false }) as { type?: string };
  const q = useMissions();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const marchesOut = slotsInUse(useMarches().data ?? []);
  const portal = useQuery({
    queryKey: useGameKey(['portal']),
    queryFn: async () => (await gql(graphql('query P { portal { energy cap level } }'))).portal,
  });
  const [deploying, setDeploying] = useState<Mission | null>(null);
  const chosen = MISSION_TYPES.includes(type as MissionType) ? (type as MissionType) : null;
  const list = [...(q.data ?? [])].sort((a, b) => Number(b.type === chosen) - Number(a.type === chosen));

  return (
    <section className="page missions">
      <h1>{t('missions.title')}</h1>
      <p className="hint">{t('missions.intro')}</p>
      <nav className="row tabs-row" aria-label={t('missions.filter')}>
        <Link
          to="/portal/$type"
          params={{ type: 'missions' }}
          className={chosen ? 'btn btn-ghost btn-small' : 'btn btn-ghost btn-small active'}
        >
          {t('missions.all')}
        </Link>
        {MISSION_TYPES.map((k) => (
          <Link
            key={k}
            to="/portal/$type"
            params={{ type: k }}
            className={chosen === k ? 'btn btn-ghost btn-small active' : 'btn btn-ghost btn-small'}
          >
            {t(`missions.types.${k}`)}
          </Link>
        ))}
      </nav>
      {portal.data && (
        <p className="num" data-testid="mission-energy">
          {portal.data.level < 1
            ? t('portal.build')
            : t('missions.energyLine', { energy: portal.data.energy, cap: portal.data.cap })}{' '}
          <Link to="/portal">{t('portal.title')}</Link>
        </p>
      )}
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : q.isError ? (
        <p className="error-box">{serverText('Unknown error, contact support')}</p>
      ) : (
        <ul className="shop-grid missions-grid" data-testid="missions">
          {list.map((m) => (
            <Card key={m.id} m={m} now={now} first={m.type === chosen} onDeploy={() => setDeploying(m)} />
          ))}
        </ul>
      )}
      {deploying && base && (
        <DeployDialog
          mission={deploying}
          base={base}
          now={now}
          marchesOut={marchesOut}
          energy={portal.data?.energy ?? null}
          onClose={() => setDeploying(null)}
        />
      )}
    </section>
  );
}
