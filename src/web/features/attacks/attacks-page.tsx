/**
 * /attacks: raids on their way to the base, with who sends them, how many and when they land, and
 * "Evade now" for each. `?evade=<id>`: the push notification's action asked to evade that attack
 * (the tap was the commander's word): it runs once as the screen opens.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../components/countdown.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { useEvade } from '../../lib/evade.ts';
import { useIncoming } from '../../lib/incoming-data.ts';

/** The push's "Evade now": evades the attack it names once, then forgets the address's ask. */
function useEvadeAsked(evade: (id: string) => Promise<boolean>) {
  const asked = (useSearch({ strict: false }) as { evade?: string }).evade;
  const navigate = useNavigate();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (typeof asked !== 'string' || done.current === asked) return;
    done.current = asked;
    void evade(asked).finally(() => void navigate({ to: '/attacks', search: {}, replace: true }));
  }, [asked, evade, navigate]);
}

export default function AttacksPage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const q = useIncoming();
  const list = q.data ?? [];
  const evade = useEvade();
  useEvadeAsked(evade.evade);
  return (
    <section className="page">
      <h1>{t('attacks.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="panel empty">{t('attacks.none')}</p>
      ) : (
        <div className="table-wrap panel danger-panel">
          <table data-testid="attacks">
            <caption className="sr-only">{t('attacks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('attacks.attacker')}</th>
                <th scope="col">{t('attacks.units')}</th>
                <th scope="col">{t('attacks.landsIn')}</th>
                <th scope="col">
                  <span className="sr-only">{t('fleetOrders.evade.now')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{i.attacker}</th>
                  <td className="num">{i.units}</td>
                  <td className="num">{formatDuration(i.arrivesAt - now)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={evade.pendingKey !== null}
                      aria-label={t('fleetOrders.evade.one', { attacker: i.attacker })}
                      onClick={() => void evade.evade(i.id)}
                    >
                      {t('fleetOrders.evade.now')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint">{t('attacks.advice')}</p>
    </section>
  );
}
