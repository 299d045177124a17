import { config } from '../../platform/config.ts';
import type { Db, Trx } from '../../platform/db.ts';
import type { AppServices } from '../../platform/trpc.ts';
import { accountsErrors, loginMessages, suspensionMessage } from './errors.ts';
import {
  clearLoginFailures,
  deleteStaleLoginFailures,
  findAccountByUsernameForUpdate,
  findLoginFailuresForUpdate,
  saveLoginFailures,
  updateAccount,
} from './repo.ts';
import { cancelDeletionOnSignIn } from './deletion.ts';
import { signedIn } from './signed-in.ts';
import { openSession } from './sessions.ts';
import { acceptedStep, openTotpSecret } from './two-factor.ts';

export interface LoginResult {
  ok: boolean;
  authenticationCodeRequired: boolean;
  lastLogin: Date | null;
  errors: string[];
  token: string | null;
  /** signed in, but every call except changePassword is refused until the password is changed */
  passwordChangeRequired: boolean;
}

const refused = (message: string): LoginResult => ({
  ok: false,
  authenticationCodeRequired: false,
  lastLogin: null,
  errors: [message],
  token: null,
  passwordChangeRequired: false,
});

// a real hash to verify against when the username is unknown, so both cases take the same time
const DUMMY_HASH = await Bun.password.hash('not-a-real-password-1', { algorithm: 'argon2id' });

export interface LoginInput {
  username: string;
  password: string;
  recaptcha?: string | null;
  /** the 2-FA code: present for step 2 (validateAuthenticationTokenAndLogin) */
  authToken?: string | null;
}

/** Where a sign-in comes from: the client address (see platform/client-address.ts) and its user agent. */
export interface LoginSource {
  ip: string;
  userAgent: string;
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/**
 * Both sign-in steps. Step 1 (no authToken) checks the password and either signs in or asks for
 * the code; step 2 checks password and code together. Every wrong password or code counts
 * towards a temporary block of that username FROM THAT CLIENT ADDRESS only (so nobody can lock a
 * player out from elsewhere); unknown usernames are counted and blocked exactly like known ones,
 * and their password is checked against a dummy hash, so the answers do not tell which names exist.
 */
export async function login(
  trx: Trx,
  services: Pick<AppServices, 'db' | 'clock' | 'tokens'>,
  input: LoginInput,
  source: LoginSource,
  now: number,
): Promise<LoginResult> {
  const step2 = input.authToken !== undefined && input.authToken !== null;
  const key = input.username.toLowerCase();
  const failures = await findLoginFailuresForUpdate(trx, key, source.ip);
  if (failures?.blocked_until && failures.blocked_until.getTime() > now) throw accountsErrors.temporarilyBlocked();
  const account = await findAccountByUsernameForUpdate(trx, input.username);

  const passwordOk = await Bun.password.verify(input.password, account?.password_hash ?? DUMMY_HASH);
  if (!account || !passwordOk) {
    await countFailure(trx, key, source.ip, failures, now);
    return refused(loginMessages.wrongCredentials);
  }
  if (account.status === 'pending') return refused(loginMessages.pending);
  if (account.status === 'approved') return refused(loginMessages.notActivated);
  if (account.status !== 'active') return refused(loginMessages.denied);
  if (account.suspended_until && account.suspended_until.getTime() > now)
    return refused(suspensionMessage(account.suspended_until, account.suspension_reason ?? ''));

  if (account.totp_enabled) {
    if (!step2)
      return {
        ok: false,
        authenticationCodeRequired: true,
        lastLogin: null,
        errors: [],
        token: null,
        passwordChangeRequired: false,
      };
    const secret = openTotpSecret(account.id, account.totp_secret);
    // a code signs in once (RFC 6238 §5.2): its step must be newer than the last one accepted,
    // read and written under the account's row lock, so a code used elsewhere is a wrong code
    const step = secret ? await acceptedStep(secret, String(input.authToken), now, account.totp_last_step) : null;
    if (step === null) {
      await countFailure(trx, key, source.ip, failures, now);
      return refused(loginMessages.wrongCode);
    }
    await updateAccount(trx, account.id, { totp_last_step: step });
  }

  const previous = account.last_login;
  if (failures) await clearLoginFailures(trx, key, source.ip);
  await updateAccount(trx, account.id, { last_login: new Date(now) });
  await cancelDeletionOnSignIn(trx, account, now);
  await signedIn(trx, account.id, now);
  const token = await openSession(services, trx, account, previous, now, source.userAgent, source.ip);
  return {
    ok: true,
    authenticationCodeRequired: false,
    lastLogin: previous,
    errors: [],
    token,
    passwordChangeRequired: account.must_change_password,
  } satisfies LoginResult;
}

/** The captcha, asked before the sign-in's transaction opens: its refusal, or null. */
export async function loginCaptchaRefusal(
  services: Pick<AppServices, 'captcha'>,
  input: LoginInput,
  now: number,
): Promise<LoginResult | null> {
  const step2 = input.authToken !== undefined && input.authToken !== null;
  if (!(await services.captcha.verify(input.recaptcha, step2 ? 'authTokenLogin' : 'login', now)))
    return refused(loginMessages.captcha);
  return null;
}

/** Now and then, after a sign-in has committed: forgets the failures older than a block (with the pool, not awaited). */
export function sweepLoginFailures(db: Db, now: number): void {
  if (now - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = now;
    const window = config.loginBlockSeconds * 1000;
    void deleteStaleLoginFailures(db, new Date(now - window), new Date(now)).catch((e) =>
      console.error('[login] sweep', e),
    );
  }
}

/**
 * One more failure for (username, address). Failures older than a block's length are forgotten;
 * reaching the limit blocks the pair for LOGIN_BLOCK_SECONDS.
 */
export async function countFailure(
  trx: Trx,
  username: string,
  source: string,
  row: { failures: number; blocked_until: Date | null; updated_at: Date } | undefined,
  now: number,
) {
  const windowMs = config.loginBlockSeconds * 1000;
  const fresh =
    !row || (row.blocked_until && row.blocked_until.getTime() <= now) || row.updated_at.getTime() < now - windowMs;
  const failures = (fresh ? 0 : row.failures) + 1;
  const blocked = failures >= config.loginMaxFailures;
  await saveLoginFailures(trx, {
    username,
    source,
    failures: blocked ? 0 : failures,
    blocked_until: blocked ? new Date(now + windowMs) : null,
    updated_at: new Date(now),
  });
}
