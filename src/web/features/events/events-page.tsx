/**
 * /events: the galaxy's events of my world — what is running (join it, my score and place, the live
 * ranking), what comes next (a countdown), and what closed lately (my place). Rewards arrive as
 * event-reward reports, claimed from the reports.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { prizeFor } from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { EVENT_FIELDS, EVENTS_KEY, type GalaxyEvent, useEvents } from './events-data.ts';

function Prize({ e }: { e: GalaxyEvent }) {
  const { t } = useTranslation();
  const first = prizeFor(e.type, 1);
  if (!first) return null;
  return (
    <p className="hint">
      {t('events.prize', {
        credits: (first.resources.credits ?? 0).toLocaleString(),
        top: e.top,
        who: t(`events.ranks.${e.ranks}`),
      })}
    </p>
  );
}

function EventCard({ e, now }: { e: GalaxyEvent; now: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const join = async () => {
    try {
      await gql(graphql(`mutation Join($id: ID!) { joinEvent(eventId: $id) { ...EventFields } }`, [EVENT_FIELDS]), {
        id: e.id,
      });
      notify('success', t('events.joined', { name: t(`events.names.${e.type}`) }));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: EVENTS_KEY });
    }
  };
  const running = e.phase === 'running';
  const total = Math.max(1, e.endsAt - e.startsAt);
  return (
    <article
      className="panel event-card"
      data-testid="event"
      data-type={e.type}
      data-phase={e.phase}
      aria-labelledby={`ev-${e.id}`}
    >
      <div className="row spread-tight">
        <h2 id={`ev-${e.id}`}>{t(`events.names.${e.type}`)}</h2>
        <span className={`badge ${running ? 'ok' : ''}`}>{t(`events.phase.${e.phase}`)}</span>
      </div>
      <p>{t(`events.about.${e.type}`)}</p>
      <Prize e={e} />
      {e.phase === 'scheduled' && (
        <p className="num">{t('events.startsIn', { time: formatDuration(e.startsAt - now) })}</p>
      )}
      {running && (
        <>
          <p className="num">{t('events.endsIn', { time: formatDuration(e.endsAt - now) })}</p>
          <progress max={1} value={Math.min(1, (now - e.startsAt) / total)} aria-label={t('events.progress')} />
        </>
      )}
      {e.joined ? (
        <p className="num" data-testid="event-mine">
          {e.myPlace
            ? t('events.mine', { score: e.myScore ?? 0, place: e.myPlace })
            : t('events.mineUnranked', { score: e.myScore ?? 0 })}
        </p>
      ) : running ? (
        e.canJoin ? (
          <button type="button" className="btn btn-accent" onClick={() => void join()}>
            {t('events.join')}
          </button>
        ) : (
          <p className="why">
            {e.joinRefusal === 'COOLDOWN'
              ? serverText("You can't participate in a new event yet.")
              : t('events.cannotJoin')}
          </p>
        )
      ) : null}
      {e.phase !== 'scheduled' && (
        <details open={running || e.joined}>
          <summary>{t('events.ranking', { top: e.top })}</summary>
          {e.ranking.length === 0 ? (
            <p className="empty">{t('events.noScores')}</p>
          ) : (
            <div className="table-wrap">
              <table data-testid="event-ranking">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{e.ranks === 'alliances' ? t('events.alliance') : t('events.commander')}</th>
                    <th scope="col">{t('events.score')}</th>
                  </tr>
                </thead>
                <tbody>
                  {e.ranking.map((r) => (
                    <tr key={r.place} className={r.mine ? 'mine' : undefined}>
                      <td className="num">{r.place}</td>
                      <td>{r.tag ? `${r.name} [${r.tag}]` : r.name}</td>
                      <td className="num">{r.score.toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      )}
      {e.phase === 'closed' && e.myPlace && (
        <p>
          <Link to="/reports">{t('events.claim')}</Link>
        </p>
      )}
    </article>
  );
}

export default function EventsPage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const q = useEvents();
  const list = q.data ?? [];
  return (
    <section className="page events">
      <h1>{t('events.title')}</h1>
      <p className="hint">{t('events.intro')}</p>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="panel empty">{t('events.none')}</p>
      ) : (
        list.map((e) => <EventCard key={e.id} e={e} now={now} />)
      )}
    </section>
  );
}
