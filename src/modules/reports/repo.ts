import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ReportsTables {
  reports: {
    id: Generated<string>;
    profile_id: string;
    kind: string;
    data: unknown;
    created_at: Date;
    read_at: Date | null;
    /** what a reward report pays when claimed: { resources, items } */
    rewards: { resources?: Record<string, number>; items?: Record<string, number> } | null;
    claimed_at: Date | null;
    /** combat, espionage, economy, alliance, system: set when filed (folderOf) */
    folder: Generated<string>;
    archived_at: Date | null;
    /** gone from the player's lists; kept for the operators' signals (undefendedRaids) */
    deleted_at: Date | null;
  };
}
export type ReportRow = Selectable<ReportsTables['reports']>;

const q = (ex: Executor) => tables<ReportsTables>(ex);

export function insertReport(
  ex: Executor,
  r: { profileId: string; kind: string; folder: string; data: unknown; at: Date; rewards?: ReportRow['rewards'] },
) {
  return q(ex)
    .insertInto('reports')
    .values({
      profile_id: r.profileId,
      kind: r.kind,
      folder: r.folder,
      data: r.data,
      created_at: r.at,
      rewards: r.rewards ?? null,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export interface ReportFilter {
  /** one folder, or every folder */
  folder?: string;
  /** inbox (not archived), archived, unread (inbox), claimable (unclaimed rewards, archived or not) */
  view?: 'inbox' | 'archived' | 'unread' | 'claimable';
  /** keyset paging: only reports older than this one of the player's (a page that stays put as new ones arrive) */
  before?: string;
}

/** A page of a player's reports, newest first, deleted ones never. */
export function listReports(ex: Executor, profileId: string, offset: number, limit: number, f: ReportFilter = {}) {
  let query = q(ex)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('deleted_at', 'is', null);
  if (f.folder) query = query.where('folder', '=', f.folder);
  const view = f.view ?? 'inbox';
  if (view === 'archived') query = query.where('archived_at', 'is not', null);
  else if (view === 'claimable') query = query.where('rewards', 'is not', null).where('claimed_at', 'is', null);
  else query = query.where('archived_at', 'is', null);
  if (view === 'unread') query = query.where('read_at', 'is', null);
  if (f.before)
    query = query.where(
      sql<boolean>`(created_at, id) < (select c.created_at, c.id from reports c where c.id = ${f.before} and c.profile_id = ${profileId})`,
    );
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export function findReport(ex: Executor, profileId: string, id: string) {
  return q(ex)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Per folder: reports in the inbox and how many of them are unread (the tabs' counts). */
export async function folderCounts(ex: Executor, profileId: string) {
  const rows = await q(ex)
    .selectFrom('reports')
    .select((eb) => ['folder', eb.fn.countAll<number>().as('total'), eb.fn.count<number>('read_at').as('read')])
    .where('profile_id', '=', profileId)
    .where('deleted_at', 'is', null)
    .where('archived_at', 'is', null)
    .groupBy('folder')
    .execute();
  return rows.map((r) => ({
    folder: r.folder ?? 'system',
    total: Number(r.total),
    unread: Number(r.total) - Number(r.read),
  }));
}

/** The player's own reports among `ids`, locked, deleted ones left out. */
export function ownReportsForUpdate(trx: Trx, profileId: string, ids: string[]) {
  return tablesTrx<ReportsTables>(trx)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
}

/** Archive (or bring back) or delete reports; both read them (the report dot goes out). */
export async function setReportsState(
  trx: Trx,
  ids: string[],
  change: { archived?: boolean; deleted?: boolean },
  at: Date,
) {
  if (ids.length === 0) return;
  const set: Record<string, unknown> = { read_at: sql`coalesce(read_at, ${at})` };
  if (change.archived !== undefined) set.archived_at = change.archived ? at : null;
  if (change.deleted) set.deleted_at = at;
  await tablesTrx<ReportsTables>(trx).updateTable('reports').set(set).where('id', 'in', ids).execute();
}

/**
 * The payouts report of one holding still open to gather into: unclaimed, filed after `since`
 * (a game day ago), locked. The caller holds the holder's base lock, as a claim does first.
 */
export function openPayoutForUpdate(trx: Trx, profileId: string, marchId: string, since: Date) {
  return tablesTrx<ReportsTables>(trx)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('kind', '=', 'occupied-reward')
    .where(sql<boolean>`data->>'marchId' = ${marchId}`)
    .where('claimed_at', 'is', null)
    .where('deleted_at', 'is', null)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePayoutReport(trx: Trx, id: string, data: unknown, rewards: ReportRow['rewards']) {
  await tablesTrx<ReportsTables>(trx)
    .updateTable('reports')
    .set({ data: data, rewards: rewards })
    .where('id', '=', id)
    .execute();
}

export async function markRead(ex: Executor, profileId: string, ids: string[] | 'all', at: Date) {
  let u = q(ex)
    .updateTable('reports')
    .set({ read_at: at })
    .where('profile_id', '=', profileId)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return;
    u = u.where('id', 'in', ids);
  }
  await u.execute();
}

export async function hasUnread(ex: Executor, profileId: string): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('reports')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('read_at', 'is', null)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return !!r;
}

/** A player's unclaimed rewards, locked (one report, or all): callers hold the base's lock first. */
export function unclaimedForUpdate(trx: Trx, profileId: string, reportId: string | 'all') {
  let query = tablesTrx<ReportsTables>(trx)
    .selectFrom('reports')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('rewards', 'is not', null)
    .where('claimed_at', 'is', null);
  if (reportId !== 'all') query = query.where('id', '=', reportId);
  return query.orderBy('created_at').forUpdate().execute();
}

export async function markClaimed(trx: Trx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await tablesTrx<ReportsTables>(trx).updateTable('reports').set({ claimed_at: at }).where('id', 'in', ids).execute();
}

/** How many rewards wait to be claimed (the menu's badge). */
export async function unclaimedCount(ex: Executor, profileId: string): Promise<number> {
  const r = await q(ex)
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('rewards', 'is not', null)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * Raids on bases that had nothing to defend with, per attacker and defender, since `since` (for
 * /control's multi-account signals): a farm account left empty for its main to plunder. Read from the
 * defenders' battle reports (the host's units before the battle, first of `defenders`).
 */
export function undefendedRaids(ex: Executor, since: Date) {
  return sql<{ attacker: string; defender: string; raids: number; plundered: number }>`
    select data->'input'->'attacker'->'contingents'->0->>'ownerId' as attacker, profile_id as defender, count(*)::int as raids,
           coalesce(sum((select coalesce(sum(v::numeric), 0) from jsonb_each_text(coalesce(data->'loot', '{}'::jsonb)) as l(k, v) where v ~ '^[0-9.]+$')), 0)::int as plundered
    from reports
    where kind = 'battle' and data->>'role' = 'defence' and created_at >= ${since}
      and not exists (select 1 from jsonb_each_text(coalesce(data->'defenders'->0->'before', '{}'::jsonb)) as u(k, v) where v ~ '^[0-9.]+$' and v::numeric > 0)
    group by 1, 2
    having count(*) > 0`
    .execute(ex)
    .then((r) => r.rows.filter((x) => x.attacker));
}

/**
 * These commanders' reports of these kinds filed in [from, until) — and a holding's payouts report
 * filed before `from` whose payouts run on to `from` or later (it gathers a game day's payouts, so
 * some may fall inside): what a galaxy event scores. Deleted ones count too (deleting a report
 * takes back no points).
 */
export function reportsFiledBetween(ex: Executor, profileIds: string[], kinds: string[], from: Date, until: Date) {
  if (profileIds.length === 0 || kinds.length === 0) return Promise.resolve([]);
  const fromMs = from.getTime();
  return q(ex)
    .selectFrom('reports')
    .select(['profile_id', 'kind', 'created_at', 'data'])
    .where('profile_id', 'in', profileIds)
    .where('kind', 'in', kinds)
    .where('created_at', '<', until)
    .where((eb) =>
      eb.or([
        eb('created_at', '>=', from),
        eb.and([
          eb('kind', '=', 'occupied-reward'),
          sql<boolean>`data ? 'payouts'`,
          sql<boolean>`(data->>'until')::bigint >= ${fromMs}`,
        ]),
      ]),
    )
    .execute();
}
