/**
 * Reports: every outcome a player should hear of (a battle, a march home, a notice), unread until
 * read. Filing one tells the player's open browsers at once (the report dot lights up).
 */
import type { Db, Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { findReport, hasUnread, insertReport, listReports, markRead, type ReportRow } from './repo.ts';

/** The spec's report kinds. */
export const REPORT_KINDS = [
  'battle',
  'portal',
  'portal-mission',
  'rally',
  'reward',
  'notice',
  'gathering',
  'scout',
  'occupied-object',
  'occupied-reward',
  'event-reward',
  'trade',
  'fragments-combined',
  'fragments-converted',
  'ephoran-vault',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportView = (r: ReportRow) => ({
  id: r.id,
  kind: r.kind,
  createdAt: r.created_at.getTime(),
  read: r.read_at !== null,
  data: r.data,
  rewards: r.rewards ?? null,
  claimedAt: r.claimed_at?.getTime() ?? null,
});
export type ReportView = ReturnType<typeof reportView>;

/** Files a report in the caller's transaction; the push goes out when it commits. `rewards`: what it pays when claimed. */
export async function fileReport(
  ex: Executor,
  r: { profileId: string; kind: ReportKind; data: unknown; at: number; rewards?: ReportRow['rewards'] },
): Promise<string> {
  const { id } = await insertReport(ex, {
    profileId: r.profileId,
    kind: r.kind,
    data: r.data,
    at: new Date(r.at),
    rewards: r.rewards,
  });
  await publish(ex, { profileId: r.profileId, kind: 'new-report', data: { reportId: id, kind: r.kind } });
  return id;
}

export async function readReports(db: Db, profileId: string, offset: number, limit: number) {
  return (await listReports(db, profileId, Math.max(0, offset), Math.max(1, Math.min(100, limit)))).map(reportView);
}

/** One report; opening it marks it read. */
export async function openReport(db: Db, profileId: string, reportId: string, now: number) {
  const r = await findReport(db, profileId, reportId);
  if (!r) throw new AppError('REPORT_NOT_FOUND', 'Report not found', 'NOT_FOUND');
  if (!r.read_at) await markRead(db, profileId, [r.id], new Date(now));
  return reportView({ ...r, read_at: r.read_at ?? new Date(now) });
}

export async function markAllRead(db: Db, profileId: string, now: number) {
  await markRead(db, profileId, 'all', new Date(now));
  return { ok: true };
}

export const hasNewReports = (ex: Executor, profileId: string) => hasUnread(ex, profileId);
