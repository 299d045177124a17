/**
 * GET /tool-api/v1/{reports|base|war-room}: what fan tools read with a commander's tool token
 * (`Authorization: Bearer eft_…`), one scope per path. Each token has its own limit per minute;
 * every answer to a known token carries `RateLimit-Policy` and `RateLimit` (the IETF httpapi
 * draft's structured fields), a refusal for the limit `Retry-After` too.
 */
import {
  takeRequest,
  TOOL_SCOPES,
  type ToolScope,
  tokenOfSecret,
  toolBase,
  toolReports,
  toolWarRoom,
} from '../modules/tooltokens/index.ts';
import type { Db } from '../platform/db.ts';

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );

export async function answerToolApi(db: Db, path: string, request: Request, now: number): Promise<Response> {
  const scope = path.replace(/^\/tool-api\/v1\//, '') as ToolScope;
  if (!TOOL_SCOPES.includes(scope)) return refusal(404, 'NOT_FOUND', 'No such tool API path');
  const auth = request.headers.get('authorization') ?? '';
  const secret = /^Bearer (\S+)$/i.exec(auth)?.[1] ?? '';
  const token = secret ? await tokenOfSecret(db, secret) : null;
  if (!token)
    return refusal(401, 'TOKEN_INVALID', 'Invalid or revoked tool token', {
      'www-authenticate': 'Bearer realm="tool-api"',
    });
  const rate = await takeRequest(db, token, now);
  const limits = {
    'ratelimit-policy': `"per-token";q=${rate.limit};w=${rate.windowSeconds}`,
    ratelimit: `"per-token";r=${rate.remaining};t=${rate.resetSeconds}`,
  };
  if (!rate.allowed)
    return refusal(429, 'RATE_LIMITED', 'Rate limited', { ...limits, 'retry-after': String(rate.resetSeconds) });
  if (!token.scopes.includes(scope)) return refusal(403, 'TOKEN_SCOPE', `This token may not read ${scope}`, limits);
  const data =
    scope === 'reports'
      ? { reports: await toolReports(db, token.profile_id) }
      : scope === 'base'
        ? { base: await toolBase(db, token.profile_id, now) }
        : { warRoom: await toolWarRoom(db, token.profile_id, now) };
  return Response.json({ data }, { headers: { ...limits, 'cache-control': 'no-store' } });
}
