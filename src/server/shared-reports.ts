/**
 * The public doors of shared reports, open without a session and rate-limited per client like every
 * other door: `/api/shared-reports/{token}` answers the report as JSON (200), or 404 for a token
 * nobody shared, or 410 for a link its owner took back; `/shared/r/{token}` is the app's page with
 * the same status, so a revoked link is gone for a crawler and a browser alike.
 */
import { readShared, shareErrors } from '../modules/reports/index.ts';
import { profileNames } from '../modules/worlds/index.ts';
import type { Db } from '../platform/db.ts';
import { serveApp } from './static-files.ts';

const STATUS = { ok: 200, missing: 404, gone: 410 } as const;

const refusal = (status: 'missing' | 'gone') => {
  const e = status === 'gone' ? shareErrors.revoked() : shareErrors.noShare();
  return Response.json(
    { error: { code: e.code, message: e.message } },
    { status: STATUS[status], headers: { 'cache-control': 'no-store' } },
  );
};

export async function sharedReportJson(db: Db, token: string): Promise<Response> {
  const r = await readShared(db, token);
  if (r.status !== 'ok') return refusal(r.status);
  const owner = (await profileNames(db, [r.ownerId])).get(r.ownerId) ?? '';
  return Response.json({ report: { ...r.report, owner } }, { headers: { 'cache-control': 'no-store' } });
}

export async function sharedReportPage(
  db: Db,
  token: string,
  webDir: string,
  acceptEncoding: string | null,
): Promise<Response> {
  const r = await readShared(db, token);
  return serveApp(webDir, acceptEncoding, STATUS[r.status]);
}
