import { randomBytes } from 'node:crypto';
import type { Trx } from '../../platform/db.ts';
import { type Language, languageOf } from '../../platform/languages.ts';
import type { AppServices } from '../../platform/trpc.ts';
import { accountsErrors } from './errors.ts';
import { findTokenForUpdate, insertAccount, insertToken, markTokenUsed, updateAccount } from './repo.ts';
import { type FieldError, registrationErrors } from './validation.ts';

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  termsAgreed: boolean;
  referral?: string | null;
  recaptcha?: string | null;
  /** the language the form was filled in: the account's e-mails are written in it */
  language?: Language | null;
}

export const newToken = () => randomBytes(24).toString('base64url');

/**
 * Registers an account in `pending` (waiting for the team's review). Field errors come back in the
 * result; a refused captcha or a taken username too, so the form can show them under the fields.
 */
export async function registrationInput(
  services: Pick<AppServices, 'clock' | 'captcha'>,
  input: RegisterInput,
): Promise<{ ok: false; errors: FieldError[] } | { ok: true; errors: []; passwordHash: string; now: number }> {
  const now = services.clock.now();
  const errors = registrationErrors(input);
  if (errors.length) return { ok: false, errors };
  if (!(await services.captcha.verify(input.recaptcha, 'register', now))) throw accountsErrors.registrationFailed();
  const passwordHash = await Bun.password.hash(input.password, { algorithm: 'argon2id' });
  return { ok: true, errors: [], passwordHash, now };
}

/** Stores the account `registrationInput` checked and hashed. */
export async function register(
  trx: Trx,
  input: RegisterInput,
  { passwordHash, now }: { passwordHash: string; now: number },
): Promise<{ ok: boolean; errors: FieldError[] }> {
  const row = await insertAccount(trx, {
    username: input.username,
    email: input.email.trim(),
    passwordHash,
    role: 'player',
    status: 'pending',
    referral: input.referral?.slice(0, 64) || null,
    language: languageOf(input.language),
    at: new Date(now),
  });
  if (!row) return { ok: false, errors: [{ field: 'username' as const, message: 'This username is already taken' }] };
  await insertToken(trx, {
    token: newToken(),
    accountId: row.id,
    kind: 'unsubscribe',
    expiresAt: null,
    at: new Date(now),
  });
  return { ok: true, errors: [] };
}

/** Activates an approved account with the link from the approval mail. Single use. */
export async function activate(trx: Trx, token: string, now: number): Promise<{ ok: true }> {
  const row = await findTokenForUpdate(trx, token, 'activate');
  if (!row || row.used_at || (row.expires_at && row.expires_at.getTime() < now))
    throw accountsErrors.activationFailed();
  await markTokenUsed(trx, token, new Date(now));
  await updateAccount(trx, row.account_id, { status: 'active' });
  return { ok: true as const };
}

/** Stops non-essential mail for the account the link belongs to. Repeating it is harmless. */
export async function unsubscribe(trx: Trx, token: string): Promise<{ ok: true }> {
  const row = await findTokenForUpdate(trx, token, 'unsubscribe');
  if (!row) throw accountsErrors.subscribeFailed();
  await updateAccount(trx, row.account_id, { mail_opt_out: true });
  return { ok: true as const };
}
