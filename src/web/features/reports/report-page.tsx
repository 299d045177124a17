/** /reports/{reportId}: one report, read on opening. A battle shows both sides, the loot and every round. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { isUuid } from '../../lib/ids.ts';
import { BattleReport } from './battle-report.tsx';
import { MissionReport } from './mission-report.tsx';
import {
  type BattleData,
  type GatheringData,
  type MissionData,
  type NoticeData,
  noticeBody,
  parseData,
  reportTitle,
  type ScoutData,
} from './report-data.ts';
import { RallyReport } from './rally-report.tsx';
import { ReportCommanders } from './report-commanders.tsx';
import { ScoutReport } from './scout-report.tsx';
import { type VaultData, VaultReport } from './vault-report.tsx';
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
        await gql(graphql('mutation Open($id: ID!) { openReport(reportId: $id) { id kind createdAt read data } }'), {
          id: reportId,
        })
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
          {r.kind === 'battle' && parseData<BattleData>(r) ? (
            <BattleReport data={parseData<BattleData>(r) as BattleData} />
          ) : null}
          {r.kind === 'rally' && parseData<BattleData>(r) ? (
            <RallyReport data={parseData<BattleData>(r) as BattleData} />
          ) : null}
          {r.kind === 'notice' && parseData<NoticeData>(r) ? (
            <p className="panel">{noticeBody(t, parseData<NoticeData>(r) as NoticeData)}</p>
          ) : null}
          {r.kind === 'scout' && parseData<ScoutData>(r) ? (
            <ScoutReport data={parseData<ScoutData>(r) as ScoutData} />
          ) : null}
          {r.kind === 'gathering' && parseData<GatheringData>(r) ? (
            <p className="panel">{t('reports.gatheredBody')}</p>
          ) : null}
          {r.kind === 'portal-mission' && parseData<MissionData>(r) ? (
            <MissionReport data={parseData<MissionData>(r) as MissionData} />
          ) : null}
          {r.kind === 'ephoran-vault' && parseData<VaultData>(r) ? (
            <VaultReport data={parseData<VaultData>(r) as VaultData} />
          ) : null}
        </>
      )}
    </section>
  );
}
