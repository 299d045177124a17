/**
 * Reports: every outcome a player should hear of (a battle, a march home, a notice), unread until
 * read. Filing one tells the player's open browsers at once (the report dot lights up).
 */
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { reportFiled } from './filed.ts';
import {
  findReport,
  folderCounts,
  hasUnread,
  insertReport,
  listReports,
  markRead,
  openPayoutForUpdate,
  ownReportsForUpdate,
  type ReportFilter,
  type ReportRow,
  setReportsState,
  updatePayoutReport,
} from './repo.ts';
import { reportsError } from './errors.ts';

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

/** The folders a player sorts reports into (decision 044). */
export const REPORT_FOLDERS = ['combat', 'espionage', 'economy', 'alliance', 'system'] as const;
export type ReportFolder = (typeof REPORT_FOLDERS)[number];
/** The views of a folder's list. */
export const REPORT_VIEWS = ['inbox', 'archived', 'unread', 'claimable'] as const;

/** Which folder a report goes in, by its kind (and, for battles and notices, what it tells). */
export function folderOf(kind: string, data: unknown): ReportFolder {
  const d = (data ?? {}) as { role?: string; reason?: string };
  if (kind === 'battle') return d.role === 'reinforcement' ? 'alliance' : 'combat';
  if (kind === 'occupied-object' || kind === 'portal-mission' || kind === 'ephoran-vault') return 'combat';
  if (kind === 'rally') return 'alliance';
  if (kind === 'scout') return 'espionage';
  if (kind === 'notice') {
    if (d.reason === 'scouted') return 'espionage';
    if (d.reason === 'expelled' || d.reason === 'not-allied' || d.reason === 'reinforced') return 'alliance';
    return 'system';
  }
  if (
    kind === 'gathering' ||
    kind === 'trade' ||
    kind === 'occupied-reward' ||
    kind === 'fragments-combined' ||
    kind === 'fragments-converted'
  )
    return 'economy';
  return 'system';
}

export const reportView = (r: ReportRow) => ({
  id: r.id,
  kind: r.kind,
  createdAt: r.created_at.getTime(),
  read: r.read_at !== null,
  data: r.data,
  rewards: r.rewards ?? null,
  claimedAt: r.claimed_at?.getTime() ?? null,
  folder: r.folder ?? folderOf(r.kind, r.data),
  archived: r.archived_at != null,
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
    folder: folderOf(r.kind, r.data),
    data: r.data,
    at: new Date(r.at),
    rewards: r.rewards,
  });
  await reportFiled(ex, { id, profileId: r.profileId, kind: r.kind, data: r.data, at: r.at });
  await publish(ex, { profileId: r.profileId, kind: 'new-report', data: { reportId: id, kind: r.kind } });
  return id;
}

export async function readReports(db: Db, profileId: string, offset: number, limit: number, f: ReportFilter = {}) {
  return (await listReports(db, profileId, Math.max(0, offset), Math.max(1, Math.min(100, limit)), f)).map(reportView);
}

/** Every folder with its inbox count and unread count (folders without reports count 0). */
export async function readFolders(db: Db, profileId: string) {
  const counts = new Map((await folderCounts(db, profileId)).map((c) => [c.folder, c]));
  return REPORT_FOLDERS.map((folder) => ({
    folder,
    total: counts.get(folder)?.total ?? 0,
    unread: counts.get(folder)?.unread ?? 0,
  }));
}

export const reportErrors = {
  notFound: () => reportsError('REPORT_NOT_FOUND', { field: 'reportIds' }),
  unclaimed: () =>
    reportsError('REPORT_UNCLAIMED', {
      field: 'reportIds',
    }),
};

/**
 * Archives (or brings back) or deletes some of the player's reports, at most 100 at a time. A report
 * whose rewards wait to be claimed is never deleted (nothing is lost by a tidy-up); an id that is not
 * the player's own is refused as not found, and nothing changes.
 */
export async function changeReports(
  trx: Trx,
  profileId: string,
  ids: string[],
  change: { archived?: boolean; deleted?: boolean },
  now: number,
) {
  const unique = [...new Set(ids)];
  const rows = await ownReportsForUpdate(trx, profileId, unique);
  if (rows.length !== unique.length) throw reportErrors.notFound();
  if (change.deleted && rows.some((r) => r.rewards && !r.claimed_at)) throw reportErrors.unclaimed();
  await setReportsState(trx, unique, change, new Date(now));
  return { ok: true, count: unique.length };
}

/**
 * A held object's hourly payout gathers on its holding (decision 044): into the holding's open
 * `occupied reward` report (unclaimed, filed less than a game day ago), else into a new one. So a
 * holding files at most one report a game day, and a claim pays every hour gathered so far. Each
 * hour is kept (`payouts`) so an event counts the hours inside its window.
 */
export async function gatherPayout(
  trx: Trx,
  p: {
    profileId: string;
    marchId: string;
    target: { x: number; y: number; kind: string; level: number };
    paid: Record<string, number>;
    at: number;
    dayMs: number;
  },
) {
  const open = await openPayoutForUpdate(trx, p.profileId, p.marchId, new Date(p.at - p.dayMs));
  if (!open) {
    return fileReport(trx, {
      profileId: p.profileId,
      kind: 'occupied-reward',
      data: {
        target: p.target,
        paid: p.paid,
        marchId: p.marchId,
        hours: 1,
        since: p.at,
        until: p.at,
        payouts: [{ at: p.at, paid: p.paid }],
      },
      at: p.at,
      rewards: { resources: p.paid },
    });
  }
  const d = open.data as {
    paid: Record<string, number>;
    hours?: number;
    payouts?: { at: number; paid: Record<string, number> }[];
  };
  const sum = (a: Record<string, number>, b: Record<string, number>) => {
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const paid = sum(d.paid ?? {}, p.paid);
  await updatePayoutReport(
    trx,
    open.id,
    {
      ...d,
      paid,
      hours: (d.hours ?? 1) + 1,
      until: p.at,
      payouts: [...(d.payouts ?? []), { at: p.at, paid: p.paid }],
    },
    { ...(open.rewards ?? {}), resources: sum(open.rewards?.resources ?? {}, p.paid) },
  );
  return open.id;
}

/** One report; opening it marks it read. */
export async function openReport(db: Db, profileId: string, reportId: string, now: number) {
  const r = await findReport(db, profileId, reportId);
  if (!r) throw reportsError('REPORT_NOT_FOUND');
  if (!r.read_at) await markRead(db, profileId, [r.id], new Date(now));
  return reportView({ ...r, read_at: r.read_at ?? new Date(now) });
}

export async function markAllRead(db: Db, profileId: string, now: number) {
  await markRead(db, profileId, 'all', new Date(now));
  return { ok: true };
}

export const hasNewReports = (ex: Executor, profileId: string) => hasUnread(ex, profileId);
