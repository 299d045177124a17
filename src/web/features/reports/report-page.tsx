/** /reports/{reportId}: one report, read on opening, with the body of its kind (report-body.tsx). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { isUuid } from '../../lib/ids.ts';
import { ReportBody } from './report-body.tsx';
import { parseData, reportTitle } from './report-data.ts';
import { ReportCommanders } from './report-commanders.tsx';
import { SharePanel } from './share-panel.tsx';
import { useGameKey } from '../../lib/query-keys.ts';

export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const { reportId } = useParams({ strict: false }) as { reportId: string };
  // an address without a report id is a report that does not exist: nothing to ask the server
  const wellFormed = isUuid(reportId);
  const q = useQuery({
    enabled: wellFormed,
    queryKey: useGameKey(['report', reportId]),
    queryFn: async () =>
      (
        await gql(
          graphql(
            'mutation Open($id: ID!) { openReport(reportId: $id) { id kind createdAt read data rewards claimedAt } }',
          ),
          {
            id: reportId,
          },
        )
      ).openReport,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  // opening it read it: the dot and the list follow
  useEffect(() => {
    if (!q.data) return;
    void qc.invalidateQueries({ queryKey: ['me'] });
    void qc.invalidateQueries({ queryKey: ['reports'] });
  }, [q.data, qc]);

  const r = q.data;
  return (
    <section className="page report">
      <Link to="/reports" className="btn btn-ghost btn-small">
        {t('reports.back')}
      </Link>
      {wellFormed && q.isPending ? (
        <p>{t('loading')}</p>
      ) : !r ? (
        <p className="error-box">{t('reports.missing')}</p>
      ) : (
        <>
          <h1>{reportTitle(t, r)}</h1>
          <p className="hint num">{new Date(r.createdAt).toLocaleString(i18n.language)}</p>
          <ReportCommanders data={parseData<unknown>(r)} />
          <ReportBody report={r} owned />
          <SharePanel reportId={r.id} />
        </>
      )}
    </section>
  );
}
