/** Shared reports' links: a token per shared report, live until its owner revokes it. */
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';
import type { ReportsTables } from './repo.ts';

export interface ReportSharesTables {
  report_shares: {
    /** 128 random bits, base64url (22 characters) */
    token: string;
    report_id: string;
    /** the report's owner, who shared it */
    profile_id: string;
    created_at: Date;
    revoked_at: Date | null;
  };
}

type T = ReportsTables & ReportSharesTables;
const q = (ex: Executor) => tables<T>(ex);

/** The live link of one of the owner's reports, or undefined. */
export function liveShare(ex: Executor, profileId: string, reportId: string) {
  return q(ex)
    .selectFrom('report_shares')
    .select(['token', 'created_at'])
    .where('report_id', '=', reportId)
    .where('profile_id', '=', profileId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function insertShare(trx: Trx, s: { token: string; reportId: string; profileId: string; at: Date }) {
  await tablesTrx<T>(trx)
    .insertInto('report_shares')
    .values({ token: s.token, report_id: s.reportId, profile_id: s.profileId, created_at: s.at, revoked_at: null })
    .execute();
}

/** Revokes the owner's live link of a report; how many were live (0 or 1). */
export async function revokeShares(trx: Trx, profileId: string, reportId: string, at: Date): Promise<number> {
  const r = await tablesTrx<T>(trx)
    .updateTable('report_shares')
    .set({ revoked_at: at })
    .where('report_id', '=', reportId)
    .where('profile_id', '=', profileId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** What a token opens: the report (still its owner's, not deleted) and whether the link was revoked. */
export function reportByToken(ex: Executor, token: string) {
  return q(ex)
    .selectFrom('report_shares as s')
    .innerJoin('reports as r', 'r.id', 's.report_id')
    .select(['s.revoked_at', 'r.id', 'r.kind', 'r.data', 'r.created_at', 'r.profile_id', 'r.deleted_at'])
    .where('s.token', '=', token)
    .executeTakeFirst();
}
