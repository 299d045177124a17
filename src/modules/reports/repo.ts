import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface ReportsTables {
  reports: {
    id: string;
    profile_id: string;
    kind: string;
    data: unknown;
    created_at: Date;
    read_at: Date | null;
    /** what a reward report pays when claimed: { resources, items } */
    rewards?: { resources?: Record<string, number>; items?: Record<string, number> } | null;
    claimed_at?: Date | null;
  };
}
export type ReportRow = ReportsTables['reports'];

const q = (ex: Executor) => tables<ReportsTables>(ex);

export function insertReport(ex: Executor, r: { profileId: string; kind: string; data: unknown; at: Date; rewards?: ReportRow['rewards'] }) {
  return q(ex)
    .insertInto('reports')
    .values({ profile_id: r.profileId, kind: r.kind, data: r.data as never, created_at: r.at, rewards: (r.rewards ?? null) as never } as never)
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** A page of a player's reports, newest first. */
export function listReports(ex: Executor, profileId: string, offset: number, limit: number) {
  return q(ex).selectFrom('reports').selectAll().where('profile_id', '=', profileId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export function findReport(ex: Executor, profileId: string, id: string) {
  return q(ex).selectFrom('reports').selectAll().where('profile_id', '=', profileId).where('id', '=', id).executeTakeFirst();
}

export async function markRead(ex: Executor, profileId: string, ids: string[] | 'all', at: Date) {
  let u = q(ex).updateTable('reports').set({ read_at: at }).where('profile_id', '=', profileId).where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return;
    u = u.where('id', 'in', ids);
  }
  await u.execute();
}

export async function hasUnread(ex: Executor, profileId: string): Promise<boolean> {
  const r = await q(ex).selectFrom('reports').select('id').where('profile_id', '=', profileId).where('read_at', 'is', null).limit(1).executeTakeFirst();
  return !!r;
}

/** A player's unclaimed rewards, locked (one report, or all): callers hold the base's lock first. */
export function unclaimedForUpdate(trx: Trx, profileId: string, reportId: string | 'all') {
  let query = tablesTrx<ReportsTables>(trx).selectFrom('reports').selectAll().where('profile_id', '=', profileId).where('rewards', 'is not', null).where('claimed_at', 'is', null);
  if (reportId !== 'all') query = query.where('id', '=', reportId);
  return query.orderBy('created_at').forUpdate().execute();
}

export async function markClaimed(trx: Trx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await tablesTrx<ReportsTables>(trx).updateTable('reports').set({ claimed_at: at } as never).where('id', 'in', ids).execute();
}

/** How many rewards wait to be claimed (the menu's badge). */
export async function unclaimedCount(ex: Executor, profileId: string): Promise<number> {
  const r = await q(ex).selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).where('profile_id', '=', profileId).where('rewards', 'is not', null).where('claimed_at', 'is', null).executeTakeFirst();
  return Number(r?.n ?? 0);
}
