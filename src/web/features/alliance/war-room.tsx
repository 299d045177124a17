/**
 * The war room (decision 070): every hostile fleet on its way to a member — who, from where, at
 * whom, when it lands, what the alliance's scouts last saw of the attacker — with one click to
 * reinforce the member or open a rally against the attacker; then the alliance's intel board.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../components/countdown.tsx';
import { IntelBoard } from './intel-board.tsx';
import { defenderUnits, type Incoming, useAllianceIncoming } from './war-room-data.ts';

export function WarRoom() {
  const { t, i18n } = useTranslation();
  const q = useAllianceIncoming();
  const scoutLine = (i: Incoming) => {
    if (!i.scout) return t('warroom.noScout');
    const units = defenderUnits('scout', JSON.stringify({ findings: JSON.parse(i.scout.findings) }));
    const total = units ? Object.values(units).reduce((s, n) => s + (n ?? 0), 0) : null;
    return t(total === null ? 'warroom.scoutNoUnits' : 'warroom.scoutUnits', {
      count: total ?? 0,
      when: new Date(i.scout.filedAt).toLocaleString(i18n.resolvedLanguage),
    });
  };
  return (
    <>
      <section className="panel" aria-labelledby="war-room-title">
        <h2 id="war-room-title">{t('warroom.incomingTitle')}</h2>
        {q.data && q.data.length === 0 && <p className="empty">{t('warroom.noIncoming')}</p>}
        <ul className="queue" data-testid="war-room" aria-live="polite">
          {q.data?.map((i) => (
            <li key={i.id} className="war-room-row" data-attacker={i.attacker} data-defender={i.defender}>
              <p>
                <strong>{i.attacker}</strong>
                {i.from ? ` (${i.from.x}:${i.from.y})` : ''} → <strong>{i.defender}</strong> ({i.target.x}:{i.target.y})
                · {t(`warroom.kinds.${i.kind}`, { defaultValue: i.kind })}
              </p>
              <p className="hint num">
                {t('warroom.lands', { at: new Date(i.arrivesAt).toLocaleTimeString(i18n.resolvedLanguage) })} (
                <Countdown to={i.arrivesAt} />) · {t('warroom.units', { count: i.units })}
              </p>
              <p className="hint">{scoutLine(i)}</p>
              <span className="row wrap">
                {/* the map opens on the base with its send (or rally) dialog: the member's base reinforces */}
                <Link
                  className="btn btn-accent btn-small"
                  to="/galaxy"
                  search={{ x: i.target.x, y: i.target.y, act: 'send' }}
                >
                  {t('warroom.reinforce', { name: i.defender })}
                </Link>
                {i.from && (
                  <Link
                    className="btn btn-ghost btn-small"
                    to="/galaxy"
                    search={{ x: i.from.x, y: i.from.y, act: 'rally' }}
                  >
                    {t('warroom.rallyAgainst', { name: i.attacker })}
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <IntelBoard />
    </>
  );
}
