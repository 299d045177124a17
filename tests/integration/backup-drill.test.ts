/**
 * The backup drill: a world with a commander in it is backed up (the data and the secrets key beside
 * it), restored into a fresh database, and the commander, their base and every table's rows are read
 * back the same; the sealed server secrets open with the restored key. The built-in format runs on
 * every server; pg_dump's when a pg_dump at least as new as the server is installed.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BackupFormat, backupDatabase, findPgDump, restoreDatabase } from '../../src/platform/backup.ts';
import { connectPostgres } from '../../src/platform/db.ts';
import { getOrCreateSecret } from '../../src/platform/secrets.ts';
import { createDb } from '../../src/platform/db.ts';
import { withDatabase } from '../support/database.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let profileId: string;
let major = 0;
const folders: string[] = [];
const restored: string[] = [];

beforeAll(async () => {
  s = await createTestStack();
  profileId = (await s.newPlayerWithProfile('DrillCommander')).profileId;
  const [v] = await s.sql`select current_setting('server_version_num')::int as n`;
  major = Math.floor(v!.n / 10000);
}, 120_000);

afterAll(async () => {
  const admin = connectPostgres(withDatabase(s.url, 'postgres'), { max: 1, onnotice: () => {} });
  for (const name of restored) await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
  await s?.close();
});

const COMMANDER = `select p.username, b.id as base_id, b.x, b.y, b.resources::text as resources
  from profiles p join bases b on b.profile_id = p.id where p.id = $1`;

async function rowCounts(sql: ReturnType<typeof connectPostgres>) {
  const tables = await sql<{ t: string }[]>`select format('%I.%I', n.nspname, c.relname) as t from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname in ('public', 'graphile_worker')`;
  const counts: Record<string, number> = {};
  for (const { t } of tables)
    counts[t] = (await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${t}`))[0]!.n;
  return counts;
}

async function drill(format: BackupFormat) {
  const folder = mkdtempSync(join(tmpdir(), 'drill-'));
  folders.push(folder);
  const key = 'a'.repeat(64);
  const manifest = await backupDatabase(s.url, join(folder, 'b'), { secretsKey: `${key}\n`, format });
  expect(manifest.format).toBe(format);
  expect(readFileSync(join(folder, 'b', 'secret.key'), 'utf8').trim()).toBe(key);
  expect(statSync(join(folder, 'b', 'secret.key')).mode & 0o077).toBe(0);

  const name = `game_test_restored_${format}_${Date.now()}`;
  restored.push(name);
  const target = withDatabase(s.url, name);
  const result = await restoreDatabase(join(folder, 'b'), target);
  expect(result.secretsKey?.trim()).toBe(key);

  const back = connectPostgres(target, { max: 1, onnotice: () => {} });
  try {
    const [original] = await s.sql.unsafe(COMMANDER, [profileId]);
    const [copy] = await back.unsafe(COMMANDER, [profileId]);
    expect(original!.username).toBe('DrillCommander');
    expect(copy).toEqual(original);
    expect(await rowCounts(back)).toEqual(await rowCounts(s.sql));
  } finally {
    await back.end();
  }
  // the sealed secrets open with the key in force (the restored copy holds the same sealed values)
  const handle = createDb(target, { max: 1 });
  try {
    expect(await getOrCreateSecret(handle.db, 'captcha-hmac')).toBe(await getOrCreateSecret(s.db, 'captcha-hmac'));
  } finally {
    await handle.close();
  }
  // a second restore into the same name is refused unless asked to replace
  await expect(restoreDatabase(join(folder, 'b'), target)).rejects.toThrow(/exists/);
}

describe('backup drill', () => {
  test('the built-in format restores a commander into a fresh database', () => drill('copy'), 120_000);
  test("pg_dump's format restores a commander into a fresh database", async (ctx) => {
    if (!findPgDump(major)) ctx.skip();
    await drill('pg_dump');
  }, 120_000);
});
