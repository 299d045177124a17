import { config } from '../../platform/config.ts';
import type { Executor } from '../../platform/db.ts';
import type { AppServices, Session } from '../../platform/trpc.ts';
import { findLiveSession, insertSession } from './repo.ts';

/**
 * Resolves a request's token to its session. A token that is unreadable, expired, revoked or of a
 * blocked-from-sign-in account gives null (the caller is a guest). A valid token older than the
 * spec's 43200 s comes back renewed, for the response header.
 */
export async function resolveSession(
  services: Pick<AppServices, 'db' | 'clock' | 'tokens'>,
  token: string,
): Promise<{ session: Session; renewedToken: string | null } | null> {
  const now = services.clock.now();
  const claims = await services.tokens.verify(token, now);
  if (!claims) return null;
  const row = await findLiveSession(services.db, claims.sid);
  if (!row || row.accountId !== claims.sub || row.status !== 'active') return null;
  const session: Session = {
    sessionId: row.sessionId,
    accountId: row.accountId,
    role: row.role === 'admin' ? 'admin' : 'player',
    username: row.username,
    authActive: row.totpEnabled,
    lastLogin: claims.lastLogin,
    profileId: row.profileId,
  };
  const ageSeconds = now / 1000 - claims.iat;
  const stale = ageSeconds > config.tokenRenewAfterSeconds || claims.authActive !== row.totpEnabled || claims.username !== row.username;
  const renewedToken = stale ? await signSessionToken(services, session, now) : null;
  return { session, renewedToken };
}

export function signSessionToken(services: Pick<AppServices, 'tokens'>, s: Omit<Session, 'profileId'>, now: number) {
  return services.tokens.sign(
    { sid: s.sessionId, sub: s.accountId, role: s.role, username: s.username, authActive: s.authActive, lastLogin: s.lastLogin },
    now,
  );
}

/** Opens a session row and signs its token. */
export async function openSession(
  services: Pick<AppServices, 'tokens'>,
  ex: Executor,
  account: { id: string; role: string; username: string; totp_enabled: boolean },
  previousLogin: Date | null,
  now: number,
) {
  const { id } = await insertSession(ex, account.id, new Date(now));
  return signSessionToken(
    services,
    {
      sessionId: id,
      accountId: account.id,
      role: account.role === 'admin' ? 'admin' : 'player',
      username: account.username,
      authActive: account.totp_enabled,
      lastLogin: previousLogin ? previousLogin.toISOString() : null,
    },
    now,
  );
}
