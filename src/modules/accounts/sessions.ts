import Bowser from 'bowser';
import { config } from '../../platform/config.ts';
import type { Executor } from '../../platform/db.ts';
import { endSessionSockets } from '../../platform/pubsub.ts';
import type { AppServices, Session } from '../../platform/trpc.ts';
import { findLiveSession, insertSession, listLiveSessions, revokeSessions, touchSession } from './repo.ts';

/** "Last seen" is written at most once per this many ms per session (never on every request). */
export const LAST_SEEN_EVERY_MS = 60_000;

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
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS)
    await touchSession(services.db, row.sessionId, new Date(now));
  const session: Session = {
    sessionId: row.sessionId,
    accountId: row.accountId,
    role: row.role === 'admin' ? 'admin' : 'player',
    username: row.username,
    authActive: row.totpEnabled,
    lastLogin: claims.lastLogin,
    profileId: row.profileId,
    mustChangePassword: row.mustChangePassword,
  };
  const ageSeconds = now / 1000 - claims.iat;
  const stale =
    ageSeconds > config.tokenRenewAfterSeconds ||
    claims.authActive !== row.totpEnabled ||
    claims.username !== row.username;
  const renewedToken = stale ? await signSessionToken(services, session, now) : null;
  return { session, renewedToken };
}

export function signSessionToken(
  services: Pick<AppServices, 'tokens'>,
  s: Omit<Session, 'profileId' | 'mustChangePassword'>,
  now: number,
) {
  return services.tokens.sign(
    {
      sid: s.sessionId,
      sub: s.accountId,
      role: s.role,
      username: s.username,
      authActive: s.authActive,
      lastLogin: s.lastLogin,
    },
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
  userAgent: string,
  ip: string | null = null,
) {
  const { id } = await insertSession(ex, account.id, new Date(now), userAgent, ip);
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

/**
 * THE way a session ends — sign-out, "end this session", "end all others", a password change, 2-FA
 * turned on or off. Every path goes through here, so whatever must also happen when a session
 * ends (e.g. closing its WebSockets) is hooked in one place. Returns the ids of the ended sessions.
 */
export async function endSessions(
  ex: Executor,
  accountId: string,
  which: { only: string } | { allExcept: string } | { all: true },
  now: number,
): Promise<string[]> {
  const filter = 'only' in which ? { only: which.only } : 'allExcept' in which ? { except: which.allExcept } : {};
  const ended = await revokeSessions(ex, accountId, filter, new Date(now));
  // their open sockets close in every process (on commit, when `ex` is a transaction)
  for (const id of ended) await endSessionSockets(ex, id);
  return ended;
}

export interface SessionView {
  id: string;
  /** "Chrome 120", null when not recognised */
  browser: string | null;
  /** "Windows 10", null when not recognised */
  os: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** The account's live (unexpired, unrevoked) sessions, the current one first and marked, then by last seen. */
export async function listSessions(
  services: Pick<AppServices, 'db' | 'clock'>,
  session: Session,
): Promise<SessionView[]> {
  const notBefore = new Date(services.clock.now() - config.sessionTtlSeconds * 1000);
  const rows = await listLiveSessions(services.db, session.accountId, notBefore);
  const views = rows.map((r) => ({
    id: r.id,
    ...describeDevice(r.user_agent),
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    current: r.id === session.sessionId,
  }));
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Browser ("Chrome 120") and system ("Windows 10") from a user agent; null where not recognised. */
export function describeDevice(userAgent: string): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const p = Bowser.parse(userAgent);
  const browser = [p.browser.name, p.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [p.os.name, p.os.versionName ?? p.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null };
}
