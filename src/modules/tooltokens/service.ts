/**
 * Tool tokens: read-only keys a commander gives fan tools, each with its scopes and its own rate
 * limit. The secret is shown once, when made; only its SHA-256 is kept. A revoked token is refused
 * at once (every request looks the token up).
 */
import { createHash, randomBytes } from 'node:crypto';
import { recordAdminAction } from '../audit/index.ts';
import { profileNames } from '../worlds/index.ts';
import type { Session } from '../../platform/trpc.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { defineErrors } from '../../platform/errors.ts';
import {
  activeCount,
  allTokens,
  hit,
  insertToken,
  revokeToken,
  sweepWindows,
  type TokenRow,
  tokenBySecret,
  tokensOf,
  touchToken,
} from './repo.ts';

/** What a token may read: the commander's reports, their base, their alliance's war room. */
export const TOOL_SCOPES = ['reports', 'base', 'war-room'] as const;
export type ToolScope = (typeof TOOL_SCOPES)[number];
export const MAX_ACTIVE_TOKENS = 10;
export const MAX_PER_MINUTE = 120;
export const DEFAULT_PER_MINUTE = 30;
export const TOKEN_PREFIX = 'eft_';
const WINDOW_MS = 60_000;

export const { catalogue: toolTokensCatalogue, raise: toolTokensError } = defineErrors({
  TOOL_TOKENS_FULL: ['You can have at most $max active tool tokens', 'CONFLICT'],
  TOOL_TOKEN_UNKNOWN: ['Tool token not found', 'NOT_FOUND'],
});

export const toolTokenErrors = {
  tooMany: () => toolTokensError('TOOL_TOKENS_FULL', { max: MAX_ACTIVE_TOKENS }),
  notFound: () => toolTokensError('TOOL_TOKEN_UNKNOWN'),
};

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const tokenView = (t: TokenRow) => ({
  id: t.id,
  name: t.name,
  scopes: t.scopes,
  hint: t.hint,
  perMinute: t.per_minute,
  createdAt: t.created_at.getTime(),
  lastUsedAt: t.last_used_at?.getTime() ?? null,
  revokedAt: t.revoked_at?.getTime() ?? null,
  revokedBy: t.revoked_by,
});
export type ToolTokenView = ReturnType<typeof tokenView>;

export async function createToolToken(
  trx: Trx,
  profileId: string,
  input: { name: string; scopes: ToolScope[]; perMinute?: number },
  now: number,
) {
  if ((await activeCount(trx, profileId)) >= MAX_ACTIVE_TOKENS) throw toolTokenErrors.tooMany();
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertToken(trx, {
    profile_id: profileId,
    name: input.name.trim(),
    scopes: [...new Set(input.scopes)].sort(),
    secret_hash: hashOf(secret),
    hint: secret.slice(-4),
    per_minute: input.perMinute ?? DEFAULT_PER_MINUTE,
    created_at: new Date(now),
  });
  return { token: secret, info: tokenView(row) };
}

export const listToolTokens = async (db: Db, profileId: string) => (await tokensOf(db, profileId)).map(tokenView);

export async function revokeOwnToken(db: Db, profileId: string, id: string, now: number) {
  if (!(await revokeToken(db, id, 'owner', new Date(now), profileId))) throw toolTokenErrors.notFound();
  return listToolTokens(db, profileId);
}

/** Every commander's newest tokens (admins), with the commander's name. */
export async function adminToolTokens(db: Db, limit = 200) {
  const rows = await allTokens(db, limit);
  const names = await profileNames(db, [...new Set(rows.map((r) => r.profile_id))]);
  return rows.map((r) => ({ ...tokenView(r), profileId: r.profile_id, commander: names.get(r.profile_id) ?? '' }));
}

/** Support revokes a commander's token: the tool stops at once, and the audit log names who and which. */
export async function adminRevokeToken(trx: Trx, admin: Session, id: string, now: number) {
  const revoked = await revokeToken(trx, id, 'admin', new Date(now));
  if (!revoked) throw toolTokenErrors.notFound();
  const owner = (await profileNames(trx, [revoked.profile_id])).get(revoked.profile_id) ?? null;
  await recordAdminAction(trx, admin, 'revoke-tool-token', owner, { tokenId: id, name: revoked.name }, now);
}

/** The active token a secret names, or null (unknown, malformed or revoked). */
export async function tokenOfSecret(ex: Executor, secret: string): Promise<TokenRow | null> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 100) return null;
  const row = await tokenBySecret(ex, hashOf(secret));
  return row && !row.revoked_at ? row : null;
}

/** Counts a request against the token's own limit: allowed or not, what is left, seconds to the next window. */
export async function takeRequest(db: Db, row: TokenRow, now: number) {
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const hits = await hit(db, row.id, new Date(start));
  if (hits === 1) {
    await touchToken(db, row.id, new Date(now));
    if (Math.random() < 0.05) await sweepWindows(db, new Date(start - WINDOW_MS));
  }
  return {
    allowed: hits <= row.per_minute,
    limit: row.per_minute,
    remaining: Math.max(0, row.per_minute - hits),
    resetSeconds: Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000)),
    windowSeconds: WINDOW_MS / 1000,
  };
}
