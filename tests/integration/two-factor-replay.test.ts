/**
 * A 2-FA code is accepted once (RFC 6238 §5.2): a code that signed in, or turned 2-FA on, does not
 * sign in again within its window, from this address or another; a code older than the last one
 * accepted is refused too; and of many sign-ins racing with one code exactly one gets in.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, TEST_PEER_HEADER, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const STEP2 =
  'mutation($u:String!,$p:String!,$a:String!,$c:String){ validateAuthenticationTokenAndLogin(username:$u,password:$p,authToken:$a,recaptcha:$c){ ok errors token } }';
const ENABLE = 'mutation($s:String!,$c:String!){ enableTwoFactor(secret:$s, code:$c){ ok } }';
const DISABLE = 'mutation($c:String!){ disableTwoFactor(code:$c){ ok } }';

/** A player with 2-FA turned on at the current time; its code at any time. */
async function withTwoFactor(name: string) {
  const p = await s.newPlayer(name);
  const { secret } = (await s.gql('{ twoFactorSetup { secret } }', {}, p.token)).data!.twoFactorSetup;
  const codeAt = (ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });
  const on = await s.gql(ENABLE, { s: secret, c: await codeAt(s.clock.now()) }, p.token);
  expect(on.data?.enableTwoFactor.ok).toBe(true);
  return { ...p, codeAt, token: on.headers.get('x-session-token') ?? p.token };
}

/** Step 2 of a sign-in from a client address. */
async function signIn(name: string, code: string, peer: string) {
  const r = await s.gql(STEP2, { u: name, p: 'Secret123', a: code, c: await s.captcha('authTokenLogin') }, null, {
    [TEST_PEER_HEADER]: peer,
  });
  return r.data?.validateAuthenticationTokenAndLogin as { ok: boolean; errors: string[]; token: string | null };
}

describe('a 2-FA code is accepted once', () => {
  test('a code that signed in does not sign in again from another address, nor does an older one', async () => {
    const p = await withTwoFactor('Replay1');
    // the code that turned 2-FA on is spent
    expect(await signIn('Replay1', await p.codeAt(s.clock.now()), '192.0.2.41')).toMatchObject({
      ok: false,
      errors: ['Wrong authentication code'],
    });
    s.clock.advance(30_000);
    const older = await p.codeAt(s.clock.now() - 30_000);
    s.clock.advance(30_000);
    const code = await p.codeAt(s.clock.now());
    expect((await signIn('Replay1', code, '192.0.2.41')).ok).toBe(true);
    // the same code, still inside its window, from elsewhere: refused
    s.clock.advance(10_000);
    expect(await signIn('Replay1', code, '198.51.100.7')).toMatchObject({
      ok: false,
      errors: ['Wrong authentication code'],
      token: null,
    });
    // a code of the step before, still inside the tolerance, is older than the one accepted: refused
    expect((await signIn('Replay1', older, '198.51.100.8')).ok).toBe(false);
    // nor does a spent code turn 2-FA off
    expect((await s.gql(DISABLE, { c: code }, p.token)).errors?.[0]?.message).toBe('Wrong authentication code');
    // the next step's code works
    s.clock.advance(30_000);
    expect((await signIn('Replay1', await p.codeAt(s.clock.now()), '198.51.100.7')).ok).toBe(true);
  });

  test('ten sign-ins at once with one code from ten addresses: exactly one gets in', async () => {
    const p = await withTwoFactor('Replay2');
    s.clock.advance(30_000);
    const code = await p.codeAt(s.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn('Replay2', code, `203.0.113.${10 + i}`)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => a.errors[0] === 'Wrong authentication code')).toBe(true);
    const sessions = await s.sql<{ n: number }[]>`
      select count(*)::int n from sessions where account_id = ${p.accountId} and revoked_at is null`;
    // the session that turned 2-FA on, and the one sign-in
    expect(sessions[0]!.n).toBe(2);
  });
});
