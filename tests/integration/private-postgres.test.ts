/**
 * `bun dev` with nothing configured: the private PostgreSQL survives a kill -9 of the app and a
 * restart, only its owner can reach it, it is durable, and as root it starts from any folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { connectPostgres } from '../../src/platform/db.ts';
import {
  embeddedPgRealDir,
  ensureEmbeddedPostgres,
  socketUrl,
  stopEmbeddedPostgres,
} from '../../src/platform/embedded-pg.ts';
import { freePort } from '../support/free-port.ts';
import { waitFor } from '../support/processes.ts';

const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'ef-pg-'));
chmodSync(dir, 0o755); // PostgreSQL runs as its own OS user when we are root
const pgDir = join(dir, 'pg');
const port = await freePort();
const pgPort = await freePort(); // names the socket; nothing may listen on it over TCP

function startApp() {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_DIR: pgDir,
    EMBEDDED_PG_PORT: String(pgPort),
    IN_PROCESS_WORKER: 'true',
  };
  // what a fresh machine has: no database, no key, no durability setting
  for (const k of ['DATABASE_URL', 'VITEST', 'SECRETS_KEY', 'SECRETS_KEY_FILE', 'EMBEDDED_PG_FSYNC']) delete env[k];
  return spawn('bun', ['src/server/main.ts'], { env, stdio: 'ignore' });
}

/** The worlds, once the started game answers (null when it never does within 30 s). */
async function worlds(): Promise<{ id: string }[] | null> {
  return waitFor(
    'the game to answer',
    async () => {
      const r = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ worlds { id } }"}',
      });
      return r.ok ? ((await r.json()) as { data: { worlds: { id: string }[] } }).data.worlds : null;
    },
    30_000,
    200,
  ).catch(() => null);
}

/** How a connection attempt to `target` ends: 'connected' or the error code. */
function tryConnect(target: { port: number; host: string } | { path: string }): Promise<string> {
  return new Promise((resolve) => {
    const s = connect(target as never);
    s.once('connect', () => {
      s.destroy();
      resolve('connected');
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? String(e)));
  });
}

afterAll(() => {
  stopEmbeddedPostgres(pgDir);
  rmSync(dir, { recursive: true, force: true });
});

test('the app starts its own PostgreSQL, and after kill -9 a restart finds the same data', async () => {
  const first = startApp();
  const before = await worlds();
  expect(before?.length).toBe(1);
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));

  const second = startApp();
  try {
    const after = await worlds();
    expect(after).toEqual(before);
  } finally {
    second.kill('SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }
}, 60_000);

test('nobody but its owner gets in: no TCP port, a socket folder only the owner may enter', async () => {
  // over TCP: nothing listens, so no password-less superuser for any local user
  expect(await tryConnect({ host: '127.0.0.1', port: pgPort })).toBe('ECONNREFUSED');
  const overTcp = connectPostgres(`postgres://postgres@127.0.0.1:${pgPort}/game`, {
    max: 1,
    connect_timeout: 5,
    onnotice: () => {},
  });
  await expect(overTcp`select 1`).rejects.toThrow();
  await overTcp.end();

  const socketDir = embeddedPgRealDir(pgDir);
  const socket = join(socketDir, `.s.PGSQL.${pgPort}`);
  expect(existsSync(socket)).toBe(true);
  expect(statSync(socketDir).mode & 0o077).toBe(0);
  // the owner (and root) connect through it
  const owner = connectPostgres(socketUrl(socketDir, pgPort, 'game'), { max: 1, onnotice: () => {} });
  expect((await owner`select 1 as one`)[0]?.one).toBe(1);
  await owner.end();

  if (isRoot) {
    // another OS user, with the system's node, through the socket: refused by the file system
    const script = `require('node:net').connect(${JSON.stringify(socket)}).on('connect',()=>{console.log('connected');process.exit(0)}).on('error',(e)=>{console.log(e.code);process.exit(3)})`;
    const r = spawnSync('runuser', ['-u', 'nobody', '--', process.env.NODE_BIN ?? 'node', '-e', script], {
      encoding: 'utf8',
    });
    expect(r.stdout.trim()).toBe('EACCES');
  }
});

test('durable by default: fsync is on; the secrets key sits beside it, readable by its owner only', async () => {
  const sql = connectPostgres(socketUrl(embeddedPgRealDir(pgDir), pgPort, 'game'), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { fsync: string; synchronous_commit: string }[]
    >`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as synchronous_commit`;
    expect(row).toEqual({ fsync: 'on', synchronous_commit: 'on' });
  } finally {
    await sql.end();
  }
  const key = join(dir, 'secret.key');
  expect(existsSync(key)).toBe(true);
  expect(statSync(key).mode & 0o777).toBe(0o600);
});

test.skipIf(!isRoot)(
  'as root: starts in a folder its OS user cannot enter, with that OS user missing; db:stop finds it',
  async () => {
    const closed = mkdtempSync(join(tmpdir(), 'ef-closed-'));
    chmodSync(closed, 0o700); // like root's home
    const user = `efpg${Math.random().toString(36).slice(2, 8)}`;
    const before = process.env.EMBEDDED_PG_OS_USER;
    process.env.EMBEDDED_PG_OS_USER = user;
    const configured = join(closed, 'pg');
    mkdirSync(configured); // left empty by a start that failed here before this fix
    try {
      const url = await ensureEmbeddedPostgres({ dir: configured, port: pgPort, fsync: false });
      const real = embeddedPgRealDir(configured);
      expect(spawnSync('id', ['-u', user]).status).toBe(0);
      const sql = connectPostgres(url, { max: 1, onnotice: () => {} });
      expect((await sql`select current_user as u`)[0]?.u).toBe('postgres');
      await sql.end();
      // the closed folder stays closed; the data live where the server's user can reach them
      expect(statSync(closed).mode & 0o777).toBe(0o700);
      expect(lstatSync(configured).isSymbolicLink()).toBe(true);
      expect(statSync(join(real, 'data')).uid).toBe(Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout));
      stopEmbeddedPostgres(configured);
      expect(existsSync(join(real, 'data', 'postmaster.pid'))).toBe(false);
      expect(existsSync(join(real, `.s.PGSQL.${pgPort}`))).toBe(false);
    } finally {
      stopEmbeddedPostgres(configured);
      rmSync(embeddedPgRealDir(configured), { recursive: true, force: true });
      rmSync(closed, { recursive: true, force: true });
      spawnSync('userdel', [user]);
      spawnSync('groupdel', [user]);
      if (before === undefined) delete process.env.EMBEDDED_PG_OS_USER;
      else process.env.EMBEDDED_PG_OS_USER = before;
    }
  },
  60_000,
);
