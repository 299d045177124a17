import { verify as verifyTotp } from 'otplib';
import { config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { AppServices } from '../../platform/trpc.ts';
import { accountsErrors, loginMessages } from './errors.ts';
import { type AccountRow, findAccountByUsernameForUpdate, updateAccount } from './repo.ts';
import { openSession } from './sessions.ts';
import { openTotpSecret } from './two-factor.ts';

export interface LoginResult {
  ok: boolean;
  authenticationCodeRequired: boolean;
  lastLogin: Date | null;
  errors: string[];
  token: string | null;
}

const refused = (message: string): LoginResult => ({ ok: false, authenticationCodeRequired: false, lastLogin: null, errors: [message], token: null });

// a real hash to verify against when the username is unknown, so both cases take the same time
const DUMMY_HASH = await Bun.password.hash('not-a-real-password-1', { algorithm: 'argon2id' });

export interface LoginInput {
  username: string;
  password: string;
  recaptcha?: string | null;
  /** the 2-FA code: present for step 2 (validateAuthenticationTokenAndLogin) */
  authToken?: string | null;
}

/**
 * Both sign-in steps. Step 1 (no authToken) checks the password and either signs in or asks for
 * the code; step 2 checks password and code together. Every wrong password or code counts
 * towards the temporary block; the count and the block are kept under the account's row lock.
 */
export async function login(services: Pick<AppServices, 'db' | 'clock' | 'tokens' | 'captcha'>, input: LoginInput): Promise<LoginResult> {
  const now = services.clock.now();
  const step2 = input.authToken !== undefined && input.authToken !== null;
  if (!(await services.captcha.verify(input.recaptcha, step2 ? 'authTokenLogin' : 'login', now))) return refused(loginMessages.captcha);

  return (services.db as Db).transaction().execute(async (trx) => {
    const account = await findAccountByUsernameForUpdate(trx, input.username);
    if (account?.blocked_until && account.blocked_until.getTime() > now) throw accountsErrors.temporarilyBlocked();

    const passwordOk = await Bun.password.verify(input.password, account?.password_hash ?? DUMMY_HASH);
    if (!account || !passwordOk) {
      if (account) await countFailure(trx, account, now);
      return refused(loginMessages.wrongCredentials);
    }
    if (account.status === 'pending') return refused(loginMessages.pending);
    if (account.status === 'approved') return refused(loginMessages.notActivated);
    if (account.status !== 'active') return refused(loginMessages.denied);

    if (account.totp_enabled) {
      if (!step2) return { ok: false, authenticationCodeRequired: true, lastLogin: null, errors: [], token: null };
      const code = String(input.authToken).trim();
      const secret = openTotpSecret(account.id, account.totp_secret);
      const valid = /^\d{6}$/.test(code) && secret
        ? (await verifyTotp({ secret, token: code, epochTolerance: 30, epoch: Math.floor(now / 1000) })).valid
        : false;
      if (!valid) {
        await countFailure(trx, account, now);
        return refused(loginMessages.wrongCode);
      }
    }

    const previous = account.last_login;
    await updateAccount(trx, account.id, { failed_logins: 0, blocked_until: null, last_login: new Date(now) });
    const token = await openSession(services, trx, account, previous, now);
    return { ok: true, authenticationCodeRequired: false, lastLogin: previous, errors: [], token };
  });
}

async function countFailure(trx: Parameters<typeof updateAccount>[0], account: AccountRow, now: number) {
  const failures = account.failed_logins + 1;
  if (failures >= config.loginMaxFailures) {
    await updateAccount(trx, account.id, { failed_logins: 0, blocked_until: new Date(now + config.loginBlockSeconds * 1000) });
  } else {
    await updateAccount(trx, account.id, { failed_logins: failures });
  }
}
