/**
 * What a report tells beyond its title, for each of the spec's 15 kinds: the owner's report page and a
 * shared report's page show the same body. `owned`: the reader's own report (links into the game, what
 * it pays and whether it was claimed); a shared one shows what happened only.
 */
import { BattleReport } from './battle-report.tsx';
import { type Payout, Pays } from './body-parts.tsx';
import { MissionReport } from './mission-report.tsx';
import {
  type OccupiedData,
  OccupiedReport,
  type OccupiedRewardData,
  OccupiedRewardReport,
} from './occupied-report.tsx';
import {
  type EventRewardData,
  EventRewardReport,
  FragmentsCombined,
  FragmentsConverted,
  GatheringReport,
  type PortalData,
  PortalReport,
  RewardNote,
} from './plain-bodies.tsx';
import {
  type BattleData,
  type GatheringData,
  type MissionData,
  type NoticeData,
  noticeBody,
  parseData,
  type ReportRow,
  type ScoutData,
} from './report-data.ts';
import { RallyReport } from './rally-report.tsx';
import { ScoutReport } from './scout-report.tsx';
import { type TradeData, TradeReport } from './trade-report.tsx';
import { type VaultData, VaultReport } from './vault-report.tsx';
import { useTranslation } from 'react-i18next';

function KindBody({ r, owned }: { r: ReportRow; owned: boolean }) {
  const { t } = useTranslation();
  const d = parseData<unknown>(r);
  if (!d) return null;
  switch (r.kind) {
    case 'battle':
      return <BattleReport data={d as BattleData} />;
    case 'rally':
      return <RallyReport data={d as BattleData} />;
    case 'notice': {
      const body = noticeBody(t, d as NoticeData);
      return body ? <p className="panel">{body}</p> : null;
    }
    case 'scout':
      return <ScoutReport data={d as ScoutData} />;
    case 'gathering':
      return <GatheringReport data={d as GatheringData} />;
    case 'portal-mission':
      return <MissionReport data={d as MissionData} />;
    case 'ephoran-vault':
      return <VaultReport data={d as VaultData} />;
    case 'portal':
      return <PortalReport data={d as PortalData} linked={owned} />;
    case 'reward':
      return <RewardNote data={d as { note?: string }} />;
    case 'event-reward':
      return <EventRewardReport data={d as EventRewardData} />;
    case 'occupied-object':
      return <OccupiedReport data={d as OccupiedData} />;
    case 'occupied-reward':
      return <OccupiedRewardReport data={d as OccupiedRewardData} />;
    case 'trade':
      return <TradeReport data={d as TradeData} />;
    case 'fragments-converted':
      return <FragmentsConverted data={d as { unknown: number; symbols: number }} />;
    case 'fragments-combined':
      return <FragmentsCombined data={d as Parameters<typeof FragmentsCombined>[0]['data']} linked={owned} />;
    default:
      return null;
  }
}

const payoutOf = (r: ReportRow): Payout | null => {
  try {
    return r.rewards ? (JSON.parse(r.rewards) as Payout) : null;
  } catch {
    return null;
  }
};

export function ReportBody({ report, owned }: { report: ReportRow; owned: boolean }) {
  return (
    <>
      <KindBody r={report} owned={owned} />
      {owned && <Pays rewards={payoutOf(report)} claimedAt={report.claimedAt} />}
    </>
  );
}
