/** /reports: newest first, unread ones marked; opening one reads it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { type ReportRow, reportTitle } from './report-data.ts';

export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ['reports'], queryFn: async () => (await gql<{ reports: ReportRow[] }>('query Reports { reports(limit: 50) { id kind createdAt read data } }')).reports });
  const when = (at: number) => new Date(at).toLocaleString(i18n.language);
  const markAll = async () => {
    await gql('mutation ReadAll { markAllReportsRead }');
    void qc.invalidateQueries({ queryKey: ['reports'] });
    void qc.invalidateQueries({ queryKey: ['me'] });
  };
  const reports = q.data ?? [];
  return (
    <section className="page">
      <div className="row spread-tight">
        <h1>{t('reports.title')}</h1>
        {reports.some((r) => !r.read) && (
          <button type="button" className="btn btn-ghost" onClick={() => void markAll()}>
            {t('reports.markAll')}
          </button>
        )}
      </div>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : reports.length === 0 ? (
        <p className="panel empty">{t('reports.empty')}</p>
      ) : (
        <ul className="report-list panel" data-testid="reports">
          {reports.map((r) => (
            <li key={r.id} className={r.read ? 'report-item' : 'report-item unread'}>
              <Link to="/reports/$reportId" params={{ reportId: r.id } as never}>
                {!r.read && <span className="dot" aria-hidden="true" />}
                <span className="grow">{reportTitle(t, r)}</span>
                {!r.read && <span className="sr-only">{t('reports.unread')}</span>}
                <time className="hint num" dateTime={new Date(r.createdAt).toISOString()}>
                  {when(r.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
