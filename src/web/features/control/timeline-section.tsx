import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RequestRates } from './request-rates.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';

interface Parked {
  id: string;
  baseId: string;
  userProfileId: string | null;
  kind: string;
  payload: string;
  dueAt: number;
  parkedAt: number;
  attempts: number;
  error: string;
}

const HEALTH =
  graphql(`query Health { adminTimelineHealth { pending overdue oldestOverdueMs parked appliedSample lateP50Ms lateP99Ms failingJobs lastError
  parkedEvents { id baseId userProfileId kind payload dueAt parkedAt attempts error } } }`);

const CLOCKS = graphql(
  'query Clocks { worldStatus { worldId name dilation dilationSince applied lateP50Ms lateP99Ms } }',
);

/** Each world's clock (time dilation, decision 056) and its last hour's lateness: what /status shows anyone. */
function WorldClocks() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: ['admin-clocks'], queryFn: () => gql(CLOCKS), refetchInterval: 15_000 });
  const worlds = q.data?.worldStatus ?? [];
  return (
    <>
      <h3>{t('status.control.title')}</h3>
      <div className="table-wrap">
        <table className="stack" data-testid="world-clocks">
          <thead>
            <tr>
              <th>{t('status.world')}</th>
              <th>{t('status.control.lastHour')}</th>
              <th>{t('status.clock')}</th>
            </tr>
          </thead>
          <tbody>
            {worlds.map((w) => (
              <tr key={w.worldId}>
                <td>{w.name}</td>
                <td data-label={t('status.control.lastHour')} className="num">
                  {w.applied ? t('status.control.figures', { n: w.applied, p50: w.lateP50Ms, p99: w.lateP99Ms }) : '—'}
                </td>
                <td data-label={t('status.clock')} className={w.dilation < 1 ? 'danger' : undefined}>
                  {w.dilation < 1
                    ? t('status.slowed', {
                        percent: Math.round(w.dilation * 100),
                        since: new Date(w.dilationSince ?? 0).toLocaleTimeString(i18n.language),
                      })
                    : t('status.normal')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const ACT = {
  adminRetryTimelineEvent: graphql(
    'mutation Retry($id: ID!) { event: adminRetryTimelineEvent(eventId: $id) { id outcome error } }',
  ),
  adminDiscardTimelineEvent: graphql(
    'mutation Discard($id: ID!) { event: adminDiscardTimelineEvent(eventId: $id) { id outcome error } }',
  ),
};

/** The timeline's health (pending, overdue, how late events apply, failing jobs) and the parked events an admin retries or discards. */
export function TimelineSection() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['admin-timeline'], queryFn: () => gql(HEALTH), refetchInterval: 5000 });
  const act = async (mutation: keyof typeof ACT, e: Parked) => {
    const r = await gql(ACT[mutation], { id: e.id });
    const outcome = r.event?.outcome ?? '';
    notify(outcome === 'parked' ? 'error' : 'success', t(`control.timeline.outcome.${outcome}`, { id: e.id }));
    await qc.invalidateQueries({ queryKey: ['admin-timeline'] });
  };
  const h = q.data?.adminTimelineHealth;
  if (!h) return <p>{t('loading')}</p>;
  const time = (ms: number) => new Date(ms).toLocaleString(i18n.language);
  return (
    <>
      <dl className="health">
        <dt>{t('control.timeline.pending')}</dt>
        <dd className="num" data-testid="timeline-pending">
          {h.pending}
        </dd>
        <dt>{t('control.timeline.overdue')}</dt>
        <dd className="num">{h.overdue}</dd>
        <dt>{t('control.timeline.oldest')}</dt>
        <dd className="num">{h.overdue ? formatDuration(h.oldestOverdueMs) : '—'}</dd>
        <dt>{t('control.timeline.late', { n: h.appliedSample })}</dt>
        <dd className="num" data-testid="timeline-late">
          {h.appliedSample ? t('control.timeline.lateFigures', { p50: h.lateP50Ms, p99: h.lateP99Ms }) : '—'}
        </dd>
        <dt>{t('control.timeline.parked')}</dt>
        <dd className={`num${h.parked ? ' danger' : ''}`} data-testid="timeline-parked">
          {h.parked}
        </dd>
        <dt>{t('control.timeline.failing')}</dt>
        <dd className={`num${h.failingJobs ? ' danger' : ''}`}>{h.failingJobs}</dd>
        {h.lastError && (
          <>
            <dt>{t('control.timeline.lastError')}</dt>
            <dd>
              <code>{h.lastError}</code>
            </dd>
          </>
        )}
      </dl>
      <WorldClocks />
      <RequestRates />
      <h3>{t('control.timeline.parkedTitle')}</h3>
      {h.parkedEvents.length === 0 ? (
        <p className="muted">{t('control.timeline.noneParked')}</p>
      ) : (
        <div className="table-wrap">
          <table className="stack">
            <thead>
              <tr>
                <th>{t('control.timeline.event')}</th>
                <th>{t('control.timeline.due')}</th>
                <th>{t('control.timeline.error')}</th>
                <th>{t('control.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {h.parkedEvents.map((e) => (
                <tr key={e.id} data-testid={`parked-${e.id}`}>
                  <td>
                    <strong>{e.kind}</strong> #{e.id}
                    <br />
                    <small className="muted">
                      {e.userProfileId ? (
                        <Link to="/control/player/$userProfileId" params={{ userProfileId: e.userProfileId }}>
                          {t('control.timeline.commander')}
                        </Link>
                      ) : (
                        t('control.timeline.base')
                      )}{' '}
                      · {e.baseId}
                    </small>
                    <br />
                    <code className="wrap">{e.payload}</code>
                  </td>
                  <td data-label={t('control.timeline.due')}>
                    {time(e.dueAt)}
                    <br />
                    <small className="muted">{t('control.timeline.attempts', { count: e.attempts })}</small>
                  </td>
                  <td data-label={t('control.timeline.error')}>
                    <code className="wrap">{e.error}</code>
                  </td>
                  <td className="row">
                    <button
                      type="button"
                      className="btn"
                      onClick={() => act('adminRetryTimelineEvent', e).catch(() => {})}
                    >
                      {t('control.timeline.retry')}
                    </button>
                    <ConfirmButton
                      label={t('control.timeline.discard')}
                      question={t('control.timeline.confirmDiscard', { id: e.id, kind: e.kind })}
                      onConfirm={() => act('adminDiscardTimelineEvent', e).catch(() => {})}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
