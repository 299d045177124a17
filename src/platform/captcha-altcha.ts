/**
 * The self-hosted proof-of-work captcha, on ALTCHA (altcha-lib): the server signs a challenge
 * carrying its action; the browser finds a counter whose SHA-256 derived key starts with the
 * required prefix; the server checks signature, expiry, action and solution, and refuses a
 * solution seen before (per process; see docs/decisions/003-captcha.md).
 *
 * Token sent by the browser (the `recaptcha` argument): base64 of JSON
 * `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }` (altcha-lib `Payload`).
 */
import { CappedMap, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Captcha, CaptchaAction } from './captcha.ts';

const TTL_MS = 10 * 60 * 1000;

export class AltchaCaptcha implements Captcha {
  private used = new CappedMap<string, number>({ maxSize: 100_000 });
  constructor(
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

  async verify(token: string | null | undefined, action: CaptchaAction, _now: number): Promise<boolean> {
    if (!token || token.length > 10_000) return false;
    let payload: { challenge?: { parameters?: { data?: Record<string, unknown> }; signature?: string }; solution?: unknown };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    const challenge = payload.challenge;
    if (!challenge?.parameters || !challenge.signature || !payload.solution) return false;
    if (challenge.parameters.data?.action !== action) return false;
    // claim the signature first so two concurrent requests cannot both spend one solution
    if (!this.used.setIfAbsent(challenge.signature, _now)) return false;
    try {
      const result = await verifySolution({
        challenge: challenge as never,
        solution: payload.solution as never,
        deriveKey,
        hmacSignatureSecret: this.secret,
      } as never);
      if (result.verified) return true;
    } catch {
      // malformed parameters: refused below
    }
    this.used.delete(challenge.signature);
    return false;
  }
}
