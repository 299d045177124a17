import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sealStoredTotpSecrets } from '../../src/modules/accounts/index.ts';
import { openTotpSecret } from '../../src/modules/accounts/two-factor.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const REGISTER = 'mutation($i:RegisterInput!){ register(input:$i){ ok errors { field message } } }';
const LOGIN =
  'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok authenticationCodeRequired lastLogin errors token } }';
const STEP2 =
  'mutation($u:String!,$p:String!,$a:String!,$c:String){ validateAuthenticationTokenAndLogin(username:$u,password:$p,authToken:$a,recaptcha:$c){ ok lastLogin errors token } }';

async function login(username: string, password: string) {
  return s.gql(LOGIN, { u: username, p: password, c: await s.captcha('login') });
}

describe('registration', () => {
  test('every failing rule answers with the spec message on its field', async () => {
    const r = await s.gql(REGISTER, {
      i: {
        username: 'a!',
        password: 'short',
        email: 'nope',
        termsAgreed: false,
        recaptcha: await s.captcha('register'),
      },
    });
    expect(r.data?.register.ok).toBe(false);
    expect(r.data?.register.errors).toEqual([
      { field: 'username', message: 'Username must have at least 3 characters' },
      { field: 'password', message: 'Password must have at least 8 characters' },
      { field: 'email', message: 'Email must have valid format' },
      { field: 'termsAgreed', message: 'You must agree to the Terms of Service' },
    ]);
  });

  test('without a solved captcha the server refuses with Registration failed', async () => {
    const r = await s.gql(REGISTER, {
      i: { username: 'Robot1', password: 'Secret123', email: 'r@x.test', termsAgreed: true, recaptcha: 'forged' },
    });
    expect(r.errors?.[0]?.message).toBe('Registration failed');
  });

  test('a taken username is refused, whatever its case', async () => {
    await s.newPlayer('Taken1');
    const r = await s.gql(REGISTER, {
      i: {
        username: 'TAKEN1',
        password: 'Secret123',
        email: 't@x.test',
        termsAgreed: true,
        recaptcha: await s.captcha('register'),
      },
    });
    expect(r.data?.register.errors[0].field).toBe('username');
  });

  test('a pending registration cannot sign in; an activation link works once', async () => {
    await s.gql(REGISTER, {
      i: {
        username: 'Pend1',
        password: 'Secret123',
        email: 'pend1@x.test',
        termsAgreed: true,
        recaptcha: await s.captcha('register'),
      },
    });
    const before = await login('Pend1', 'Secret123');
    expect(before.data?.login).toMatchObject({ ok: false, token: null });
    expect(before.data?.login.errors[0]).toMatch(/review/);

    const admin = await s.adminToken();
    const list = await s.gql('{ adminRegistrations { id username } }', {}, admin);
    const id = list.data?.adminRegistrations.find((a: { username: string }) => a.username === 'Pend1').id;
    const approved = await s.gql('mutation($id:ID!){ approveRegistration(accountId:$id){ status } }', { id }, admin);
    expect(approved.data?.approveRegistration.status).toBe('approved');
    const again = await s.gql('mutation($id:ID!){ approveRegistration(accountId:$id){ status } }', { id }, admin);
    expect(again.errors?.[0]?.message).toBe('This registration was already reviewed');

    const outbox = await s.gql('{ adminOutbox { to subject text kind } }', {}, admin);
    const mail = outbox.data?.adminOutbox.find((m: { to: string }) => m.to === 'pend1@x.test');
    expect(mail.kind).toBe('approval');
    const token = /\/activate\/([\w-]+)/.exec(mail.text)?.[1];
    expect((await s.gql('mutation($t:String!){ activate(token:$t){ ok } }', { t: token })).data?.activate.ok).toBe(
      true,
    );
    expect(
      (await s.gql('mutation($t:String!){ activate(token:$t){ ok } }', { t: token })).errors?.[0]?.message,
    ).toMatch(/invalid or has expired/);
    expect((await login('Pend1', 'Secret123')).data?.login.ok).toBe(true);

    const audit = await s.gql('{ adminAuditLog { action target adminUsername } }', {}, admin);
    expect(audit.data?.adminAuditLog).toContainEqual({
      action: 'approve-registration',
      target: 'Pend1',
      adminUsername: 'admin',
    });
  });

  test('unsubscribe with a real link succeeds, with a made-up one fails with the spec message', async () => {
    const p = await s.newPlayer('Unsub1');
    const row = await s.db
      .selectFrom('account_tokens')
      .select('token')
      .where('account_id', '=', p.accountId)
      .where('kind', '=', 'unsubscribe')
      .executeTakeFirstOrThrow();
    expect(
      (await s.gql('mutation($t:String!){ unsubscribe(token:$t){ ok } }', { t: row.token })).data?.unsubscribe.ok,
    ).toBe(true);
    const optOut = await s.db
      .selectFrom('accounts')
      .select('mail_opt_out')
      .where('id', '=', p.accountId)
      .executeTakeFirstOrThrow();
    expect(optOut.mail_opt_out).toBe(true);
    expect((await s.gql('mutation{ unsubscribe(token:"made-up"){ ok } }')).errors?.[0]?.message).toBe(
      'Error subscribing email',
    );
  });
});

describe('sign-in', () => {
  test('wrong password answers Wrong username or password; an unknown user the same', async () => {
    await s.newPlayer('Wrong1');
    expect((await login('Wrong1', 'Nope12345')).data?.login.errors).toEqual(['Wrong username or password']);
    expect((await login('Ghost1', 'Nope12345')).data?.login.errors).toEqual(['Wrong username or password']);
  });

  test('repeated bad attempts block the account temporarily, even for the right password', async () => {
    await s.newPlayer('Block1');
    for (let i = 0; i < 5; i++) await login('Block1', 'Wrong1234');
    const blocked = await login('Block1', 'Secret123');
    expect(blocked.errors?.[0]?.message).toBe('Temporarily blocked');
    s.clock.advance(16 * 60 * 1000);
    expect((await login('Block1', 'Secret123')).data?.login.ok).toBe(true);
  });

  test('the login answer carries the previous sign-in time', async () => {
    await s.newPlayer('Last1');
    s.clock.advance(60_000);
    const firstAt = s.clock.now();
    await login('Last1', 'Secret123');
    s.clock.advance(3_600_000);
    const second = await login('Last1', 'Secret123');
    expect(new Date(second.data?.login.lastLogin).getTime()).toBe(firstAt);
  });

  test('with 2-FA on, step 1 asks for the code and step 2 signs in only with a right one', async () => {
    const p = await s.newPlayer('Totp1');
    const setup = await s.gql('{ twoFactorSetup { secret otpauthUrl qrDataUrl } }', {}, p.token);
    const { secret, qrDataUrl, otpauthUrl } = setup.data!.twoFactorSetup;
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain('otpauth://totp/');
    const code = await generate({ secret, epoch: Math.floor(s.clock.now() / 1000) });
    const enabled = await s.gql(
      'mutation($s:String!,$c:String!){ enableTwoFactor(secret:$s, code:$c){ ok } }',
      { s: secret, c: code },
      p.token,
    );
    expect(enabled.data?.enableTwoFactor.ok).toBe(true);
    expect(enabled.headers.get('x-session-token')).toBeTruthy();

    const step1 = await login('Totp1', 'Secret123');
    expect(step1.data?.login).toMatchObject({ ok: false, authenticationCodeRequired: true, token: null });

    const bad = await s.gql(STEP2, { u: 'Totp1', p: 'Secret123', a: '000000', c: await s.captcha('authTokenLogin') });
    expect(bad.data?.validateAuthenticationTokenAndLogin).toMatchObject({
      ok: false,
      errors: ['Wrong authentication code'],
    });

    s.clock.advance(60_000);
    const good = await s.gql(STEP2, {
      u: 'Totp1',
      p: 'Secret123',
      a: await generate({ secret, epoch: Math.floor(s.clock.now() / 1000) }),
      c: await s.captcha('authTokenLogin'),
    });
    expect(good.data?.validateAuthenticationTokenAndLogin.ok).toBe(true);
    const me = await s.gql('{ me { authActive } }', {}, good.data?.validateAuthenticationTokenAndLogin.token);
    expect(me.data?.me.authActive).toBe(true);
  });

  test('the stored TOTP seed is sealed (no base32 seed in the column), and a wrong key cannot open it', async () => {
    const p = await s.newPlayer('Totp3');
    const { secret } = (await s.gql('{ twoFactorSetup { secret } }', {}, p.token)).data!.twoFactorSetup;
    const code = await generate({ secret, epoch: Math.floor(s.clock.now() / 1000) });
    await s.gql(
      'mutation($s:String!,$c:String!){ enableTwoFactor(secret:$s, code:$c){ ok } }',
      { s: secret, c: code },
      p.token,
    );
    const row = await s.sql<{ totp_secret: string }[]>`select totp_secret from accounts where id = ${p.accountId}`;
    const stored = row[0]!.totp_secret;
    expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/[A-Z2-7]{16,}/);
    expect(stored.startsWith('v1.')).toBe(true);
    // bound to its account: the same value on another account's row does not open
    expect(openTotpSecret(p.accountId, stored)).toBe(secret);
    expect(openTotpSecret('00000000-0000-0000-0000-000000000000', stored)).toBeNull();
    // no plain text anywhere in the table either
    const all = await s.sql<
      { n: number }[]
    >`select count(*)::int n from accounts where totp_secret ~ '^[A-Z2-7]{16,}$'`;
    expect(all[0]!.n).toBe(0);
  });

  test('a seed stored in plain text by an earlier version is sealed at start, and 2-FA sign-in still works', async () => {
    const p = await s.newPlayer('Totp4');
    const { secret } = (await s.gql('{ twoFactorSetup { secret } }', {}, p.token)).data!.twoFactorSetup;
    await s.sql`update accounts set totp_secret = ${secret}, totp_enabled = true where id = ${p.accountId}`;
    expect(await sealStoredTotpSecrets(s.db)).toBeGreaterThanOrEqual(1);
    const row = await s.sql<{ totp_secret: string }[]>`select totp_secret from accounts where id = ${p.accountId}`;
    expect(row[0]!.totp_secret).not.toContain(secret);
    const good = await s.gql(STEP2, {
      u: 'Totp4',
      p: 'Secret123',
      a: await generate({ secret, epoch: Math.floor(s.clock.now() / 1000) }),
      c: await s.captcha('authTokenLogin'),
    });
    expect(good.data?.validateAuthenticationTokenAndLogin.ok).toBe(true);
  });

  test('the token signing and captcha keys are stored sealed too', async () => {
    const rows = await s.sql<{ name: string; value: string }[]>`select name, value from app_secrets`;
    expect(rows.map((r) => r.name)).toContain('captcha-hmac');
    for (const r of rows) expect(r.value.startsWith('v1.')).toBe(true);
  });

  test('a captcha solved for another action is refused', async () => {
    await s.newPlayer('Cap1');
    const r = await s.gql(LOGIN, { u: 'Cap1', p: 'Secret123', c: await s.captcha('register') });
    expect(r.data?.login.ok).toBe(false);
  });
});

describe('sessions', () => {
  test('logout revokes the token on the server', async () => {
    const p = await s.newPlayer('Out1');
    expect((await s.gql('mutation { logout { ok } }', {}, p.token)).data?.logout.ok).toBe(true);
    expect((await s.gql('{ me { username } }', {}, p.token)).data?.me).toBeNull();
    expect((await s.gql('{ myProfiles { id } }', {}, p.token)).errors?.[0]?.message).toBe('Not authenticated');
  });

  test('an unreadable token is treated as a guest', async () => {
    expect((await s.gql('{ me { username } }', {}, 'garbage.token.here')).data?.me).toBeNull();
  });

  test('a token older than 43200 s comes back renewed in the response header', async () => {
    const p = await s.newPlayer('Renew1');
    const fresh = await s.gql('{ me { username } }', {}, p.token);
    expect(fresh.headers.get('x-session-token')).toBeNull();
    s.clock.advance(43_201 * 1000);
    const old = await s.gql('{ me { username } }', {}, p.token);
    const renewed = old.headers.get('x-session-token');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(p.token);
    expect((await s.gql('{ me { username } }', {}, renewed)).data?.me.username).toBe('Renew1');
  });
});

describe('2-FA off', () => {
  test('turning 2-FA off needs a current code; afterwards sign-in is one step again', async () => {
    const p = await s.newPlayer('TotpOff1');
    const { secret } = (await s.gql('{ twoFactorSetup { secret } }', {}, p.token)).data!.twoFactorSetup;
    const code = () => generate({ secret, epoch: Math.floor(s.clock.now() / 1000) });
    await s.gql(
      'mutation($s:String!,$c:String!){ enableTwoFactor(secret:$s, code:$c){ ok } }',
      { s: secret, c: await code() },
      p.token,
    );
    expect((await s.gql('mutation { disableTwoFactor(code:"123456"){ ok } }', {}, p.token)).errors?.[0]?.message).toBe(
      'Wrong authentication code',
    );
    s.clock.advance(31_000);
    expect(
      (await s.gql('mutation($c:String!){ disableTwoFactor(code:$c){ ok } }', { c: await code() }, p.token)).data
        ?.disableTwoFactor.ok,
    ).toBe(true);
    expect((await login('TotpOff1', 'Secret123')).data?.login.ok).toBe(true);
  });
});
