/**
 * Server-side secrets (token signing, captcha HMAC) kept in the database, made on first use and
 * stored sealed with the key that is not in the database (secret-box.ts). A value stored in plain
 * text by an earlier version is sealed in place the first time it is read.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { isSealed, open, seal } from './secret-box.ts';

/** `make` draws a new value (default 32 random bytes, base64url): a key with rules of its own (a P-256 key) brings its maker. */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const context = `app_secret:${name}`;
  const fresh = make();
  await sql`insert into app_secrets (name, value) values (${name}, ${seal(fresh, context)}) on conflict (name) do nothing`.execute(
    db,
  );
  const r = await sql<{ value: string }>`select value from app_secrets where name = ${name}`.execute(db);
  const stored = r.rows[0]?.value;
  if (stored === undefined) return fresh;
  if (!isSealed(stored)) {
    await sql`update app_secrets set value = ${seal(stored, context)} where name = ${name} and value = ${stored}`.execute(
      db,
    );
    return stored;
  }
  try {
    return open(stored, context);
  } catch {
    // sealed with a key that is gone: a new secret only signs everybody out (or voids open captchas)
    console.warn(`app secret ${name} could not be opened with the current key: replaced`);
    await sql`update app_secrets set value = ${seal(fresh, context)} where name = ${name} and value = ${stored}`.execute(
      db,
    );
    return await getOrCreateSecret(db, name, make);
  }
}
