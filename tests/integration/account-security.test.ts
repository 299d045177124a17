/**
 * Sign-in blocks per (username, client address), unknown names answered like known ones, the
 * seeded admin's default password, and the sessions a player sees and ends.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { seedAdmin } from '../../src/modules/accounts/index.ts';
import { createTestStack, TEST_PEER_HEADER, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const LOGIN =
  'mutation($u:String!,$p:String!,$c:String){ login(username:$u,password:$p,recaptcha:$c){ ok errors token passwordChangeRequired } }';
const CHANGE =
  'mutation($c:String!,$n:String!){ changePassword(currentPassword:$c, newPassword:$n){ ok errors { field message } } }';
const SESSIONS = '{ mySessions { id browser os lastSeenAt current } }';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sign-in from a given client address (and browser). */
async function loginFrom(peer: string, username: string, password: string, userAgent = FIREFOX) {
  const r = await s.gql(LOGIN, { u: username, p: password, c: await s.captcha('login') }, null, {
    [TEST_PEER_HEADER]: peer,
    'user-agent': userAgent,
  });
  return {
    result: r.data?.login as
      | { ok: boolean; errors: string[]; token: string | null; passwordChangeRequired: boolean }
      | undefined,
    error: r.errors?.[0]?.message,
  };
}

describe('sign-in blocks', () => {
  test('five wrong passwords from one address block that address only: the player still signs in from elsewhere', async () => {
    await s.newPlayer('Victim1');
    for (let i = 0; i < 5; i++)
      expect((await loginFrom('203.0.113.66', 'Victim1', 'Wrong1234')).result?.errors).toEqual([
        'Wrong username or password',
      ]);
    expect((await loginFrom('203.0.113.66', 'Victim1', 'Secret123')).error).toBe('Temporarily blocked');
    expect((await loginFrom('198.51.100.7', 'Victim1', 'Secret123')).result?.ok).toBe(true);
    // the block is for that name from that address, not for the address
    await s.newPlayer('Bystander1');
    expect((await loginFrom('203.0.113.66', 'Bystander1', 'Secret123')).result?.ok).toBe(true);
    s.clock.advance(16 * 60 * 1000);
    expect((await loginFrom('203.0.113.66', 'Victim1', 'Secret123')).result?.ok).toBe(true);
  });

  test('an unknown username answers exactly as a known one, blocked after the same number of failures', async () => {
    await s.newPlayer('Real1');
    const answers = async (username: string) => {
      const out: (string | undefined)[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await loginFrom('203.0.113.90', username, 'Wrong1234');
        out.push(r.error ?? r.result?.errors.join());
      }
      return out;
    };
    const known = await answers('Real1');
    const unknown = await answers('Ghost1');
    expect(known).toEqual([...Array(5).fill('Wrong username or password'), 'Temporarily blocked']);
    expect(unknown).toEqual(known);
  });

  test('an unknown username costs the same password check as a known one', async () => {
    await s.newPlayer('Timed1');
    // counted, not timed: every wrong sign-in runs one argon2 verification, against the account's hash
    // or a dummy one, so the answer's time does not tell which names exist
    const verify = vi.spyOn(Bun.password, 'verify');
    try {
      const checks = async (username: string) => {
        verify.mockClear();
        const c = await s.captcha('login');
        await s.gql(LOGIN, { u: username, p: 'Wrong1234', c }, null, { [TEST_PEER_HEADER]: '203.0.113.120' });
        return verify.mock.calls.map(([, hash]) => String(hash).split('$')[1]);
      };
      expect(await checks('Timed1')).toEqual(['argon2id']);
      expect(await checks('NoSuchName1')).toEqual(['argon2id']);
    } finally {
      verify.mockRestore();
    }
  });

  test('parallel guesses are each counted: five at once block the pair', async () => {
    await s.newPlayer('Rush1');
    const captchas = await Promise.all(Array.from({ length: 5 }, () => s.captcha('login')));
    await Promise.all(
      captchas.map((c) =>
        s.gql(LOGIN, { u: 'Rush1', p: 'Wrong1234', c }, null, { [TEST_PEER_HEADER]: '203.0.113.44' }),
      ),
    );
    expect((await loginFrom('203.0.113.44', 'Rush1', 'Secret123')).error).toBe('Temporarily blocked');
  });

  test("a successful sign-in clears the address's failures", async () => {
    await s.newPlayer('Forgetful1');
    for (let i = 0; i < 4; i++) await loginFrom('203.0.113.5', 'Forgetful1', 'Wrong1234');
    expect((await loginFrom('203.0.113.5', 'Forgetful1', 'Secret123')).result?.ok).toBe(true);
    for (let i = 0; i < 4; i++) await loginFrom('203.0.113.5', 'Forgetful1', 'Wrong1234');
    expect((await loginFrom('203.0.113.5', 'Forgetful1', 'Secret123')).result?.ok).toBe(true);
  });
});

describe("the seeded admin's default password", () => {
  test('signs in once, then every call but changePassword answers Password change required until it is changed', async () => {
    await seedAdmin(
      s.db,
      { username: 'root', password: 'ChangeMe123', email: 'root@localhost', mustChangePassword: true },
      s.clock.now(),
    );
    const first = await loginFrom('192.0.2.1', 'root', 'ChangeMe123');
    expect(first.result).toMatchObject({ ok: true, passwordChangeRequired: true });
    const token = first.result!.token!;
    expect((await s.gql('{ me { username passwordChangeRequired } }', {}, token)).data?.me).toEqual({
      username: 'root',
      passwordChangeRequired: true,
    });
    expect((await s.gql('{ adminRegistrations { id } }', {}, token)).errors?.[0]?.message).toBe(
      'Password change required',
    );
    expect((await s.gql(SESSIONS, {}, token)).errors?.[0]?.message).toBe('Password change required');

    const same = await s.gql(CHANGE, { c: 'ChangeMe123', n: 'ChangeMe123' }, token);
    expect(same.data?.changePassword).toEqual({
      ok: false,
      errors: [{ field: 'newPassword', message: 'New password must differ from the current one' }],
    });
    const weak = await s.gql(CHANGE, { c: 'ChangeMe123', n: 'password' }, token);
    expect(weak.data?.changePassword.errors).toEqual([
      { field: 'newPassword', message: 'Password must have at least one number' },
    ]);
    const wrong = await s.gql(CHANGE, { c: 'Nope12345', n: 'Brand4New' }, token);
    expect(wrong.data?.changePassword.errors).toEqual([
      { field: 'currentPassword', message: 'Current password is wrong' },
    ]);

    expect((await s.gql(CHANGE, { c: 'ChangeMe123', n: 'Brand4New' }, token)).data?.changePassword).toEqual({
      ok: true,
      errors: [],
    });
    expect((await s.gql('{ adminRegistrations { id } }', {}, token)).errors).toBeUndefined();
    expect((await s.gql('{ me { passwordChangeRequired } }', {}, token)).data?.me.passwordChangeRequired).toBe(false);
    expect((await loginFrom('192.0.2.1', 'root', 'ChangeMe123')).result?.errors).toEqual([
      'Wrong username or password',
    ]);
    expect((await loginFrom('192.0.2.1', 'root', 'Brand4New')).result).toMatchObject({
      ok: true,
      passwordChangeRequired: false,
    });
  });

  test('an admin seeded earlier who still has the default password is marked at the next start; one who changed it is not', async () => {
    const seedRoot = (username: string, mustChangePassword: boolean) =>
      seedAdmin(
        s.db,
        { username, password: 'ChangeMe123', email: `${username}@localhost`, mustChangePassword },
        s.clock.now(),
      );
    // seeded before the rule (nothing marked), then started again with the rule
    await seedRoot('oldroot', false);
    await seedRoot('oldroot', true);
    expect((await loginFrom('192.0.2.3', 'oldroot', 'ChangeMe123')).result).toMatchObject({
      ok: true,
      passwordChangeRequired: true,
    });

    await seedRoot('wiseroot', false);
    const token = (await loginFrom('192.0.2.3', 'wiseroot', 'ChangeMe123')).result!.token!;
    expect((await s.gql(CHANGE, { c: 'ChangeMe123', n: 'Wiser9Pass' }, token)).data?.changePassword.ok).toBe(true);
    await seedRoot('wiseroot', true);
    expect((await loginFrom('192.0.2.3', 'wiseroot', 'Wiser9Pass')).result).toMatchObject({
      ok: true,
      passwordChangeRequired: false,
    });
  });

  test('an admin seeded with an explicit password (ADMIN_PASSWORD) is not asked to change it', async () => {
    const r = await loginFrom('192.0.2.2', 'admin', 'Admin4Tests1');
    expect(r.result).toMatchObject({ ok: true, passwordChangeRequired: false });
  });
});

describe('sessions', () => {
  test('a player sees their sessions with device and last seen, the current one marked, and ends one or all others', async () => {
    const p = await s.newPlayer('Multi1');
    const phone = (await loginFrom('192.0.2.10', 'Multi1', 'Secret123', SAFARI_IPHONE)).result!.token!;
    const laptop = (await loginFrom('192.0.2.11', 'Multi1', 'Secret123', FIREFOX)).result!.token!;
    const list = (await s.gql(SESSIONS, {}, laptop)).data!.mySessions as {
      id: string;
      browser: string | null;
      os: string | null;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((x) => x.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ current: true, browser: 'Firefox 128', os: 'Linux' });
    expect(list.map((x) => [x.browser, x.os])).toContainEqual(['Safari 17', 'iOS 17.5']);

    const phoneId = list.find((x) => x.browser?.startsWith('Safari'))!.id;
    expect(
      (await s.gql('mutation($id:ID!){ endSession(sessionId:$id){ ok } }', { id: phoneId }, laptop)).data?.endSession
        .ok,
    ).toBe(true);
    expect((await s.gql('{ me { username } }', {}, phone)).data?.me).toBeNull();
    expect((await s.gql('{ me { username } }', {}, p.token)).data?.me.username).toBe('Multi1');

    expect((await s.gql('mutation { endOtherSessions { ok } }', {}, laptop)).data?.endOtherSessions.ok).toBe(true);
    expect((await s.gql('{ me { username } }', {}, p.token)).data?.me).toBeNull();
    const left = (await s.gql(SESSIONS, {}, laptop)).data!.mySessions;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  test("nobody ends another account's session", async () => {
    const a = await s.newPlayer('OwnerA1');
    const b = await s.newPlayer('OtherB1');
    const bSession = (await s.gql(SESSIONS, {}, b.token)).data!.mySessions[0].id;
    expect(
      (await s.gql('mutation($id:ID!){ endSession(sessionId:$id){ ok } }', { id: bSession }, a.token)).data?.endSession
        .ok,
    ).toBe(false);
    expect((await s.gql('{ me { username } }', {}, b.token)).data?.me.username).toBe('OtherB1');
  });

  test('changing the password ends every other session; the current one goes on', async () => {
    const p = await s.newPlayer('Rotate1');
    const other = (await loginFrom('192.0.2.20', 'Rotate1', 'Secret123')).result!.token!;
    expect((await s.gql(CHANGE, { c: 'Secret123', n: 'Fresh9Pass' }, p.token)).data?.changePassword.ok).toBe(true);
    expect((await s.gql('{ me { username } }', {}, other)).data?.me).toBeNull();
    expect((await s.gql('{ me { username } }', {}, p.token)).data?.me.username).toBe('Rotate1');
  });

  test('turning 2-FA on, and off again, ends every other session', async () => {
    const p = await s.newPlayer('TotpEnd1');
    const other1 = (await loginFrom('192.0.2.30', 'TotpEnd1', 'Secret123')).result!.token!;
    const { secret } = (await s.gql('{ twoFactorSetup { secret } }', {}, p.token)).data!.twoFactorSetup;
    const code = () => generate({ secret, epoch: Math.floor(s.clock.now() / 1000) });
    const on = await s.gql(
      'mutation($s:String!,$c:String!){ enableTwoFactor(secret:$s, code:$c){ ok } }',
      { s: secret, c: await code() },
      p.token,
    );
    const current = on.headers.get('x-session-token') ?? p.token;
    expect((await s.gql('{ me { username } }', {}, other1)).data?.me).toBeNull();

    s.clock.advance(31_000);
    const step2 = await s.gql(
      'mutation($u:String!,$p:String!,$a:String!,$c:String){ validateAuthenticationTokenAndLogin(username:$u,password:$p,authToken:$a,recaptcha:$c){ ok token } }',
      { u: 'TotpEnd1', p: 'Secret123', a: await code(), c: await s.captcha('authTokenLogin') },
    );
    const other2 = step2.data?.validateAuthenticationTokenAndLogin.token;
    expect(other2).toBeTruthy();
    s.clock.advance(31_000);
    expect(
      (await s.gql('mutation($c:String!){ disableTwoFactor(code:$c){ ok } }', { c: await code() }, current)).data
        ?.disableTwoFactor.ok,
    ).toBe(true);
    expect((await s.gql('{ me { username } }', {}, other2)).data?.me).toBeNull();
    expect((await s.gql('{ me { username } }', {}, current)).data?.me.username).toBe('TotpEnd1');
  });

  test('last seen is written at most once a minute, not on every request', async () => {
    const p = await s.newPlayer('Seen1');
    const row = () =>
      s.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('account_id', '=', p.accountId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
    const start = (await row()).last_seen_at.getTime();
    s.clock.advance(30_000);
    await s.gql('{ me { username } }', {}, p.token);
    expect((await row()).last_seen_at.getTime()).toBe(start);
    s.clock.advance(31_000);
    await s.gql('{ me { username } }', {}, p.token);
    expect((await row()).last_seen_at.getTime()).toBe(s.clock.now());
    const listed = (await s.gql(SESSIONS, {}, p.token)).data!.mySessions[0];
    expect(new Date(listed.lastSeenAt).getTime()).toBe(s.clock.now());
  });
});
