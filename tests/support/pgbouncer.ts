/**
 * A PgBouncer of the test's own in transaction mode (its ini in a temp dir, a free port) in front of
 * one database of the tests' PostgreSQL (TCP, or the private server's Unix socket). PgBouncer is
 * Debian's (`apt-get install pgbouncer`; .ci/run and `npm test` as root install it; PGBOUNCER_PATH
 * points elsewhere). It refuses to run as root: then it runs as the `postgres` user.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres } from '../../src/platform/db.ts';
import { freePort } from './free-port.ts';

export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** the database through the pooler: postgres://user@127.0.0.1:port/game */
  url: string;
  process: ChildProcess;
  dir: string;
  output(): string;
}

export async function startPgBouncer(databaseUrl: string, opts: { poolSize?: number } = {}): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER))
    throw new Error(`PgBouncer is not installed (${PGBOUNCER}): apt-get install pgbouncer, or set PGBOUNCER_PATH`);
  const up = new URL(databaseUrl);
  const user = decodeURIComponent(up.username || 'postgres');
  const upstream = [
    `host=${up.searchParams.get('host') ?? up.hostname}`,
    `port=${up.port || 5432}`,
    `dbname=${up.pathname.slice(1)}`,
    `user=${user}`,
    ...(up.password ? [`password=${decodeURIComponent(up.password)}`] : []),
  ].join(' ');
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `game = ${upstream}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      // few server connections for many clients: what a pooler is for, and what makes its limits show
      `default_pool_size = ${opts.poolSize ?? 4}`,
      'max_client_conn = 400',
      `stats_users = ${user}`,
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      `pidfile = ${join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const f of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(dir, f), uid, gid);
  }
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/game`;
  const end = Date.now() + 20_000;
  for (;;) {
    const c = connectPostgres(url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 2 });
    try {
      if ((await c`select 1 as ok`)[0]?.ok === 1) break;
    } catch (err) {
      if (Date.now() > end || child.exitCode !== null) throw new Error(`PgBouncer did not start: ${err}\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await c.end({ timeout: 1 });
    }
  }
  return { url, process: child, dir, output: () => out };
}
