/**
 * Encryption of secrets kept in the database (2-FA seeds, the token signing and captcha keys) with a
 * key that is NOT in the database: AES-256-GCM, a fresh 96-bit IV per value, and a context (e.g.
 * `totp:<account id>`) bound in as associated data, so a value copied to another row does not open.
 *
 * The key: `SECRETS_KEY` (32 bytes as 64 hex digits or base64/base64url), else the file
 * `SECRETS_KEY_FILE` (default `secret.key` beside the private PostgreSQL's folder, i.e.
 * `.data/secret.key`), created with mode 0600 on first use. Losing it makes stored 2-FA seeds
 * unreadable: back it up with the database.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { config } from './config.ts';

const PREFIX = 'v1.';

function parseKey(text: string, from: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(t)
    ? Buffer.from(t, 'hex')
    : Buffer.from(t, t.includes('+') || t.includes('/') ? 'base64' : 'base64url');
  if (key.length !== 32)
    throw new Error(`${from} must hold a 32-byte key (64 hex digits or base64), found ${key.length} bytes`);
  return key;
}

/** Reads the key file, or creates it (0600) when missing; two processes racing agree on one key. */
function keyFromFile(path: string): Buffer {
  const file = resolve(path);
  if (!existsSync(file)) {
    const folder = dirname(file);
    if (!existsSync(folder)) {
      mkdirSync(folder, { recursive: true });
      chmodSync(folder, 0o711); // the private PostgreSQL's OS user must be able to pass through
    }
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(tmp, file); // fails when another process made it first: then theirs counts
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return parseKey(readFileSync(file, 'utf8'), file);
}

let cachedKey: Buffer | undefined;
function key(): Buffer {
  cachedKey ??= process.env.SECRETS_KEY
    ? parseKey(process.env.SECRETS_KEY, 'SECRETS_KEY')
    : keyFromFile(config.secretsKeyFile);
  return cachedKey;
}

/** Loads (or creates) the key now, so a missing or broken key stops the start, not a sign-in. */
export function loadSecretsKey(): void {
  key();
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
}

/** Opens a sealed value; a value stored before encryption (no prefix) comes back as it is. */
export function open(stored: string, context: string): string {
  if (!isSealed(stored)) return stored;
  const [iv, body, tag] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !body || !tag) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key(), iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
