/**
 * The self-hosted proof-of-work captcha, on ALTCHA (altcha-lib): the server signs a challenge
 * carrying its action; the browser finds a counter whose SHA-256 derived key starts with the
 * required prefix; the server checks signature, expiry, action and solution, and refuses a
 * solution seen before: spent signatures are kept in PostgreSQL (`captcha_spent`) until their
 * challenge expires, so a solution works once across every web process and restart
 * (see docs/decisions/003-captcha.md).
 *
 * Token sent by the browser (the `recaptcha` argument): base64 of JSON
 * `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }` (altcha-lib `Payload`).
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import type { Captcha, CaptchaAction } from './captcha.ts';
import type { Db } from './db.ts';

const TTL_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 60_000;

export class AltchaCaptcha implements Captcha {
  private lastSweep = 0;
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly keyPrefix: string,
  ) {}

  async challenge(action: CaptchaAction, now: number): Promise<unknown> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      keyPrefix: this.keyPrefix,
      deriveKey,
      data: { action },
      expiresAt: Math.floor((now + TTL_MS) / 1000),
      hmacSignatureSecret: this.secret,
    });
  }

  async verify(token: string | null | undefined, action: CaptchaAction, now: number): Promise<boolean> {
    if (!token || token.length > 10_000) return false;
    let payload: {
      challenge?: { parameters?: { data?: Record<string, unknown>; expiresAt?: number }; signature?: string };
      solution?: unknown;
    };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const challenge = payload.challenge;
    if (!challenge?.parameters || !challenge.signature || !payload.solution) return false;
    if (challenge.parameters.data?.action !== action) return false;
    let verified = false;
    try {
      verified = (
        await verifySolution({
          challenge: challenge as never,
          solution: payload.solution as never,
          deriveKey,
          hmacSignatureSecret: this.secret,
        } as never)
      ).verified;
    } catch {
      // malformed parameters: refused
    }
    if (!verified) return false;
    // a verified solution is spent exactly once: the insert that wins the primary key spends it
    const expiresAt = new Date(Math.max(Number(challenge.parameters.expiresAt ?? 0) * 1000, now) + 1000);
    const spent =
      await sql`insert into captcha_spent (signature, expires_at) values (${challenge.signature}, ${expiresAt})
      on conflict (signature) do nothing returning signature`.execute(this.db);
    this.sweep(now);
    return spent.rows.length === 1;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void sql`delete from captcha_spent where expires_at < ${new Date(now)}`
      .execute(this.db)
      .catch((e) => console.error('[captcha] sweep', e));
  }
}
