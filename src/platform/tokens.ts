/** Session tokens: HS256 JWTs made with jose. Claims mirror what the client shows (spec 3, Session). */
import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  /** session id (row in the accounts module's sessions table) */
  sid: string;
  /** account id */
  sub: string;
  role: 'admin' | 'player';
  username: string;
  /** 2-FA is on for this account */
  authActive: boolean;
  /** previous sign-in, ISO text or null */
  lastLogin: string | null;
  /** issued at, epoch seconds */
  iat: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens a process remembers having checked (the oldest forgotten first). */
const CHECKED_MAX = 10_000;

export class TokenService {
  /**
   * The HMAC key, imported into WebCrypto once: handed jose as bytes, it was imported again for
   * every token signed or checked (about a tenth of a millisecond of every request).
   */
  private readonly key: Promise<CryptoKey>;
  /**
   * Tokens already checked, with their claims and expiry: the same bytes under the same key check
   * the same way until they expire, and a browser sends its token with every request (checking one
   * costs about 50 µs). Only the whole token, signature included, finds an entry.
   */
  private readonly checked = new Map<string, { claims: SessionClaims; exp: number }>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: Omit<SessionClaims, 'iat'>, nowMs: number): Promise<string> {
    const iat = Math.floor(nowMs / 1000);
    return new SignJWT({
      sid: claims.sid,
      role: claims.role,
      username: claims.username,
      authActive: claims.authActive,
      lastLogin: claims.lastLogin,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(await this.key);
  }

  /**
   * The claims, or null for a token that is malformed, forged, expired at `nowMs`, or without an
   * expiry (every token this service signs has one), or whose ids are not UUIDs (they key rows).
   */
  async verify(token: string, nowMs: number): Promise<SessionClaims | null> {
    const known = this.checked.get(token);
    if (known) {
      // jose's rule: expired once `exp` is not after now (in whole seconds)
      if (known.exp > Math.floor(nowMs / 1000)) return known.claims;
      this.checked.delete(token);
      return null;
    }
    const checked = await this.check(token, nowMs);
    if (!checked) return null;
    if (this.checked.size >= CHECKED_MAX) this.checked.delete(this.checked.keys().next().value as string);
    this.checked.set(token, checked);
    return checked.claims;
  }

  private async check(token: string, nowMs: number): Promise<{ claims: SessionClaims; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(nowMs),
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
      const claims: SessionClaims = {
        sid: payload.sid,
        sub: payload.sub,
        role: payload.role === 'admin' ? 'admin' : 'player',
        username: String(payload.username ?? ''),
        authActive: payload.authActive === true,
        lastLogin: typeof payload.lastLogin === 'string' ? payload.lastLogin : null,
        iat: Number(payload.iat ?? 0),
      };
      return { claims: Object.freeze(claims), exp: Number(payload.exp) };
    } catch {
      return null;
    }
  }
}
