/**
 * Shared reports: the owner of a report chooses to share it and gets an unguessable link (128 random
 * bits); anyone with the link reads the report without signing in, until the owner revokes it. Then
 * the link answers gone, for good: sharing again makes a new link. A deleted report's link is gone too.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Trx } from '../../platform/db.ts';
import { reportsError } from './errors.ts';
import { findReport } from './repo.ts';
import { insertShare, liveShare, reportByToken, revokeShares } from './shares-repo.ts';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const shareErrors = {
  notFound: () => reportsError('REPORT_NOT_FOUND', { field: 'reportId' }),
  noShare: () => reportsError('REPORT_SHARE_NOT_FOUND'),
  revoked: () => reportsError('REPORT_SHARE_REVOKED'),
};

const newToken = () => randomBytes(16).toString('base64url');

/** Shares one of the player's own reports: its live link, made now or kept from before. */
export async function shareReport(trx: Trx, profileId: string, reportId: string, now: number) {
  const report = await findReport(trx, profileId, reportId);
  if (!report) throw shareErrors.notFound();
  const live = await liveShare(trx, profileId, reportId);
  if (live) return { token: live.token, sharedAt: live.created_at.getTime() };
  const token = newToken();
  await insertShare(trx, { token, reportId, profileId, at: new Date(now) });
  return { token, sharedAt: now };
}

/** The live link of one of the player's reports, or null (another's report: not found). */
export async function readShare(db: Db, profileId: string, reportId: string) {
  if (!(await findReport(db, profileId, reportId))) throw shareErrors.notFound();
  const live = await liveShare(db, profileId, reportId);
  return live ? { token: live.token, sharedAt: live.created_at.getTime() } : null;
}

/** Takes the link of one of the player's reports back; the link answers gone from now on. */
export async function revokeShare(trx: Trx, profileId: string, reportId: string, now: number) {
  if (!(await findReport(trx, profileId, reportId))) throw shareErrors.notFound();
  return { ok: true, revoked: await revokeShares(trx, profileId, reportId, new Date(now)) };
}

export type SharedRead =
  | { status: 'ok'; report: { kind: string; createdAt: number; data: unknown }; ownerId: string }
  | { status: 'gone' }
  | { status: 'missing' };

/**
 * What a link opens, for anyone: the report's kind, time and data (a battle's seed, commitment and
 * input to replay it) and its owner (the caller names them); never whether it was read, claimed or archived.
 */
export async function readShared(db: Db, token: string): Promise<SharedRead> {
  if (!TOKEN_PATTERN.test(token)) return { status: 'missing' };
  const row = await reportByToken(db, token);
  if (!row) return { status: 'missing' };
  if (row.revoked_at || row.deleted_at) return { status: 'gone' };
  return {
    status: 'ok',
    report: { kind: row.kind, createdAt: row.created_at.getTime(), data: row.data },
    ownerId: row.profile_id,
  };
}
