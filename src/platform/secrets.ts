/** Server-side secrets (token signing, captcha HMAC) kept in the database, made on first use. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db.ts';

export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await sql`insert into app_secrets (name, value) values (${name}, ${fresh}) on conflict (name) do nothing`.execute(db);
  const r = await sql<{ value: string }>`select value from app_secrets where name = ${name}`.execute(db);
  return r.rows[0]?.value ?? fresh;
}
