import { type Executor, tables } from '../../platform/db.ts';

export interface ReportsTables {
  reports: {
    id: string;
    profile_id: string;
    kind: string;
    data: unknown;
    created_at: Date;
    read_at: Date | null;
  };
}
export type ReportRow = ReportsTables['reports'];

const q = (ex: Executor) => tables<ReportsTables>(ex);

export function insertReport(ex: Executor, r: { profileId: string; kind: string; data: unknown; at: Date }) {
  return q(ex)
    .insertInto('reports')
    .values({ profile_id: r.profileId, kind: r.kind, data: r.data as never, created_at: r.at } as never)
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
