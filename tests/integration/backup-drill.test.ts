/**
 * The backup drill: a world with a commander in it is backed up (the data and the secrets key beside
 * it), restored into a fresh database, and the commander, their base and every table's rows are read
 * back the same; the sealed server secrets open with the restored key. The built-in format runs on
 * every server; pg_dump's when a pg_dump at least as new as the server is installed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BackupFormat, backupDatabase, findPgDump, restoreDatabase } from '../../src/platform/backup.ts';
import { connectPostgres } from '../../src/platform/db.ts';
import { getOrCreateSecret } from '../../src/platform/secrets.ts';
import { createDb } from '../../src/platform/db.ts';
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../src/platform/embedded-pg.ts';
import { migrateToLatest } from '../../src/platform/migrate.ts';
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

/**
 * The pg_dump drill with binaries that match their server: pg_dump reads servers up to its own major
 * version and the private PostgreSQL (18) ships none, while Debian's packages bring a server and its
 * pg_dump/pg_restore of one version (15 on Debian 12). So the drill starts that server in a folder of
 * its own, migrates a world into it, makes a commander, backs up with pg_dump, restores with
 * pg_restore into a fresh database and reads the commander back. CI installs Debian's postgresql
 * (.ci/run); without a matched set this fails rather than skips, so CI cannot lose the drill.
 */
function matchedToolchain(): { dir: string; major: number } | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const found = readdirSync(root)
    .map((v) => ({ dir: join(root, v, 'bin'), major: Number(v) }))
    .filter(
      (t) =>
        Number.isInteger(t.major) &&
        ['postgres', 'initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((b) => existsSync(join(t.dir, b))),
    )
    .sort((a, b) => b.major - a.major);
  return found[0] ?? null;
}

describe('backup drill with pg_dump and pg_restore of the server’s own version', () => {
  test('a commander backed up with pg_dump is read back after pg_restore into a fresh database', async () => {
    const tools = matchedToolchain();
    if (!tools) throw new Error("no PostgreSQL server with its pg_dump and pg_restore: install Debian's postgresql");
    const dir = `.data/pg-drill-${tools.major}`;
    const port = Number(process.env.TEST_PG_PORT ?? 54330) + 1;
    const url = await ensureEmbeddedPostgres({ dir, port, database: 'drill_source', fsync: false, binDir: tools.dir });
    const admin = connectPostgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
    try {
      const [v] = await admin`select current_setting('server_version_num')::int as n`;
      expect(Math.floor(v!.n / 10000)).toBe(tools.major);
      // a run before may have left the copies: start each from nothing
      await admin.unsafe('drop database if exists drill_source with (force)');
      await admin.unsafe('drop database if exists drill_restored with (force)');
      await admin.unsafe('create database drill_source');
    } finally {
      await admin.end();
    }
    const migrated = createDb(url, { max: 2 });
    await migrateToLatest(migrated.db, url);
    await migrated.close();
    const world = await createTestStack({ database: { url, drop: async () => {} } });
    let original: Record<string, unknown> | undefined;
    let profile = '';
    try {
      profile = (await world.newPlayerWithProfile('PgDumpCommander')).profileId;
      [original] = await world.sql.unsafe(COMMANDER, [profile]);
    } finally {
      await world.close();
    }
    const folder = mkdtempSync(join(tmpdir(), 'drill-pgdump-'));
    folders.push(folder);
    const manifest = await backupDatabase(url, join(folder, 'b'), { secretsKey: null, format: 'pg_dump' });
    expect(manifest.format).toBe('pg_dump');
    expect(manifest.tool).toBe(`${join(tools.dir, 'pg_dump')} ${tools.major}`);
    const target = withDatabase(url, 'drill_restored');
    await restoreDatabase(join(folder, 'b'), target);
    const back = connectPostgres(target, { max: 1, onnotice: () => {} });
    try {
      const [copy] = await back.unsafe(COMMANDER, [profile]);
      expect(original!.username).toBe('PgDumpCommander');
      expect(copy).toEqual(original);
      const source = connectPostgres(url, { max: 1, onnotice: () => {} });
      try {
        expect(await rowCounts(back)).toEqual(await rowCounts(source));
      } finally {
        await source.end();
      }
    } finally {
      await back.end();
    }
    stopEmbeddedPostgres(dir, tools.dir);
  }, 240_000);
});
