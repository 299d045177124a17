import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../components/countdown.tsx';
import { gql } from '../../lib/graphql.ts';

/** The timeline's health: what is pending, how late the oldest overdue event is, failing jobs. */
export function TimelineSection() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-timeline'],
    queryFn: () => gql<{ adminTimelineHealth: { pending: number; overdue: number; oldestOverdueMs: number; failingJobs: number; lastError: string | null } }>('query Health { adminTimelineHealth { pending overdue oldestOverdueMs failingJobs lastError } }'),
    refetchInterval: 5000,
  });
  const h = q.data?.adminTimelineHealth;
  if (!h) return <p>{t('loading')}</p>;
  return (
    <dl className="health">
      <dt>{t('control.timeline.pending')}</dt>
      <dd className="num" data-testid="timeline-pending">{h.pending}</dd>
      <dt>{t('control.timeline.overdue')}</dt>
      <dd className="num">{h.overdue}</dd>
      <dt>{t('control.timeline.oldest')}</dt>
      <dd className="num">{h.overdue ? formatDuration(h.oldestOverdueMs) : '—'}</dd>
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
  );
}
