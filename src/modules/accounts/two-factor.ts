import QRCode from 'qrcode';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db, Trx } from '../../platform/db.ts';
import { open, seal } from '../../platform/secret-box.ts';
import type { AppServices, Session } from '../../platform/trpc.ts';
import { accountsErrors } from './errors.ts';
import { findAccountByIdForUpdate, listUnsealedTotpSecrets, replaceTotpSecret, updateAccount } from './repo.ts';
import { endSessions, signSessionToken } from './sessions.ts';

const ISSUER = 'Ephoran Frontier';

/** The stored form of an account's TOTP seed: sealed with the key outside the database. */
export function sealTotpSecret(accountId: string, secret: string): string {
  return seal(secret, `totp:${accountId}`);
}

/** The seed of a stored value (also one stored in plain text by an earlier version); null when unreadable. */
export function openTotpSecret(accountId: string, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return open(stored, `totp:${accountId}`);
  } catch {
    return null;
  }
}

/**
 * The time step (RFC 6238's T) at which `code` is right for `secret` now, 30 s either side allowed;
 * null when it is not. A step not newer than `lastStep` (the last code accepted) is refused too: a
 * code is accepted once (RFC 6238 §5.2), and the caller stores the step it accepts under the
 * account's row lock, so two sign-ins racing with one code cannot both pass.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null = null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code.trim())) return null;
  const r = await verify({ secret, token: code.trim(), epoch: Math.floor(now / 1000), epochTolerance: 30 });
  // a TOTP answer carries its step (the result type also covers HOTP's, which has none)
  const step = r.valid && 'timeStep' in r ? r.timeStep : null;
  return step !== null && (lastStep === null || step > lastStep) ? step : null;
}

async function codeMatches(secret: string, code: string, now: number) {
  return (await acceptedStep(secret, code, now)) !== null;
}

/** Seals every TOTP seed still stored in plain text (run at start). Returns how many. */
export async function sealStoredTotpSecrets(db: Db): Promise<number> {
  const rows = await listUnsealedTotpSecrets(db);
  for (const r of rows) {
    if (r.totp_secret) await replaceTotpSecret(db, r.id, r.totp_secret, sealTotpSecret(r.id, r.totp_secret));
  }
  return rows.length;
}

/** A fresh secret with its otpauth URL and QR code; nothing is stored until `enable`. */
export async function setupTwoFactor(username: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

/**
 * Turns 2-FA on once the user proves their app produces codes for `secret`; ends the other sessions.
 * The procedure signs the new token (`twoFactorToken`) once this has committed.
 */
export async function enableTwoFactor(trx: Trx, session: Session, secret: string, code: string, now: number) {
  if (!/^[A-Z2-7]{16,64}$/.test(secret) || !(await codeMatches(secret, code, now))) throw accountsErrors.invalidCode();
  await findAccountByIdForUpdate(trx, session.accountId);
  await updateAccount(trx, session.accountId, {
    totp_secret: sealTotpSecret(session.accountId, secret),
    totp_enabled: true,
    // the code that proved the app is spent: it does not sign in afterwards
    totp_last_step: await acceptedStep(secret, code, now),
  });
  // the account's credentials changed: every other session ends (ASVS V7.4.3)
  await endSessions(trx, session.accountId, { allExcept: session.sessionId }, now);
}

/** Turns 2-FA off with a current code; ends the other sessions. The procedure signs the new token after the commit. */
export async function disableTwoFactor(trx: Trx, session: Session, code: string, now: number) {
  const account = await findAccountByIdForUpdate(trx, session.accountId);
  const secret = account?.totp_enabled ? openTotpSecret(account.id, account.totp_secret) : null;
  if (!secret || (await acceptedStep(secret, code, now, account?.totp_last_step ?? null)) === null)
    throw accountsErrors.invalidCode();
  await updateAccount(trx, session.accountId, { totp_secret: null, totp_enabled: false, totp_last_step: null });
  await endSessions(trx, session.accountId, { allExcept: session.sessionId }, now);
}

/** The session's new token once 2-FA was turned on or off (signed after the commit). */
export function twoFactorToken(
  services: Pick<AppServices, 'db' | 'clock' | 'tokens'>,
  session: Session,
  authActive: boolean,
  now: number,
) {
  return signSessionToken(services, { ...session, authActive }, now);
}
