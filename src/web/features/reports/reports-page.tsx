/** /reports: newest first, unread ones marked; opening one reads it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { itemName } from '../../lib/items-data.ts';
import { reportTitle, rewardsText } from './report-data.ts';
import { useGameKey } from '../../lib/query-keys.ts';

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: useGameKey(['reports']),
    queryFn: async () =>
      (await gql(graphql('query Reports { reports(limit: 50) { id kind createdAt read data rewards claimedAt } }')))
        .reports,
  });
  const claim = async (reportId?: string) => {
    try {
      const r = reportId
        ? (
            await gql(
              graphql(
                'mutation Claim($id: ID!) { claimReward(reportId: $id) { reports resources { type count } items { type count } } }',
              ),
              { id: reportId },
            )
          ).claimReward
        : (
            await gql(
              graphql(
                'mutation ClaimAll { claimAllRewards { reports resources { type count } items { type count } } }',
              ),
            )
          ).claimAllRewards;
      const what = [
        ...r.resources.map((x) => `${x.count.toLocaleString()} ${t(`resources.${x.type}`)}`),
        ...r.items.map((x) => `${x.count} × ${itemName(t, x.type)}`),
      ].join(', ');
      notify('rewards', t('reports.claimed', { what }));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: ['reports'] });
      void qc.invalidateQueries({ queryKey: BASE_KEY });
      void qc.invalidateQueries({ queryKey: ['backpack'] });
    }
  };
  const when = (at: number) => new Date(at).toLocaleString(i18n.language);
  const markAll = async () => {
    await gql(graphql('mutation ReadAll { markAllReportsRead }'));
    void qc.invalidateQueries({ queryKey: ['reports'] });
    void qc.invalidateQueries({ queryKey: ['me'] });
  };
  const reports = q.data ?? [];
  const claimable = reports.filter((r) => r.rewards && !r.claimedAt);
  return (
    <section className="page">
      <div className="row spread-tight">
        <h1>{t('reports.title')}</h1>
        <span className="row">
          {claimable.length > 0 && (
            <button type="button" className="btn btn-accent" onClick={() => void claim()}>
              {t('reports.claimAll', { count: claimable.length })}
            </button>
          )}
          {reports.some((r) => !r.read) && (
            <button type="button" className="btn btn-ghost" onClick={() => void markAll()}>
              {t('reports.markAll')}
            </button>
          )}
        </span>
      </div>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : reports.length === 0 ? (
        <p className="panel empty">{t('reports.empty')}</p>
      ) : (
        <ul className="report-list panel" data-testid="reports">
          {reports.map((r) => (
            <li key={r.id} className={r.read ? 'report-item' : 'report-item unread'} data-kind={r.kind}>
              <Link to="/reports/$reportId" params={{ reportId: r.id } as never}>
                {!r.read && <span className="dot" aria-hidden="true" />}
                <span className="grow">{reportTitle(t, r)}</span>
                {!r.read && <span className="sr-only">{t('reports.unread')}</span>}
                <time className="hint num" dateTime={new Date(r.createdAt).toISOString()}>
                  {when(r.createdAt)}
                </time>
              </Link>
              {r.rewards && (
                <div className="report-reward">
                  <span className="hint">{rewardsText(t, r)}</span>
                  {r.claimedAt ? (
                    <span className="badge ok">{t('reports.claimedBadge')}</span>
                  ) : (
                    <button type="button" className="btn btn-small" onClick={() => void claim(r.id)}>
                      {t('reports.claim')}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
