/** Incoming attacks, in red at the top of the always-on panels while there are any (ui.md). */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LiveCountdown } from '../components/live.tsx';
import { useBase } from '../lib/base-data.ts';
import { useIncoming } from '../lib/incoming-data.ts';

export function IncomingPanel() {
  const { t } = useTranslation();
  const base = useBase().data;
  const incoming = useIncoming().data ?? [];
  if (incoming.length === 0) return null;
  return (
    <section className="panel danger-panel" aria-labelledby="incoming-title" role="alert" data-testid="incoming">
      <h2 id="incoming-title">{t('attacks.panelTitle', { count: incoming.length })}</h2>
      <ul className="queue">
        {incoming.map((i) => (
          <li key={i.id} className="row spread-tight">
            <span>{t('attacks.from', { attacker: i.attacker, units: i.units })}</span>
            <LiveCountdown to={i.arrivesAt} skewMs={base?.skewMs ?? 0} />
          </li>
        ))}
      </ul>
      <Link to="/attacks" className="btn btn-ghost btn-small">
        {t('attacks.all')}
      </Link>
    </section>
  );
}
