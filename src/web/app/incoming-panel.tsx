/** Incoming attacks, in red at the top of the always-on panels while there are any (ui.md). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../components/live.tsx';
import { useBase } from '../lib/base-data.ts';
import { useEvade } from '../lib/evade.ts';
import { useIncoming } from '../lib/incoming-data.ts';

export function IncomingPanel() {
  const { t } = useTranslation();
  const base = useBase().data;
  const incoming = useIncoming().data ?? [];
  const evade = useEvade();
  if (incoming.length === 0) return null;
  return (
    <section className="panel danger-panel" aria-labelledby="incoming-title" role="alert" data-testid="incoming">
      <h2 id="incoming-title">{t('attacks.panelTitle', { count: incoming.length })}</h2>
      <ul className="queue">
        {incoming.map((i) => (
          <li key={i.id} className="incoming-row">
            <span className="incoming-from">{t('attacks.from', { attacker: i.attacker, units: i.units })}</span>
            <LiveCountdown to={i.arrivesAt} skewMs={base?.skewMs ?? 0} />
            <button
              type="button"
              className="btn btn-small"
              disabled={evade.pendingKey !== null}
              aria-label={t('fleetOrders.evade.one', { attacker: i.attacker })}
              onClick={() => void evade.evade(i.id)}
            >
              {evade.pendingKey === i.id ? t('fleetOrders.evade.working') : t('fleetOrders.evade.now')}
            </button>
          </li>
        ))}
      </ul>
      <Link to="/attacks" className="btn btn-ghost btn-small">
        {t('attacks.all')}
      </Link>
    </section>
  );
}
