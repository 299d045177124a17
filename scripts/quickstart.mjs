#!/usr/bin/env node
// `npm start` / `npm test` / `npm stop` on a machine with only Node and npm: makes sure Bun is
// there, installs the project's packages when needed, then runs `bun run dev`, `bun run test:all`
// or `bun run db:stop`.
// Bun missing from PATH is installed from npm into the project (.tools), never globally: a user
// without root cannot write the system's global npm folder.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

const BUN_VERSION = '1.4.5';
const TOOLS = '.tools';
const target = { test: 'test:all', stop: 'db:stop' }[process.argv[2]] ?? 'dev';

// the project's own Bun (if installed before) comes first, for this process and its children
process.env.PATH = [resolve(TOOLS, 'node_modules', '.bin'), process.env.PATH].join(delimiter);

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

function haveBun() {
  return spawnSync('bun', ['--version'], { stdio: 'ignore' }).status === 0;
}

if (!haveBun()) {
  console.log(`Installing Bun ${BUN_VERSION} from npm into ${TOOLS}/…`);
  const args = [
    'install',
    '--prefix',
    TOOLS,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `bun@${BUN_VERSION}`,
  ];
  if (run('npm', args) !== 0 || !haveBun()) {
    console.error(
      `Could not install Bun with \`npm ${args.join(' ')}\`. Install Bun ${BUN_VERSION} by hand and run this again.`,
    );
    process.exit(1);
  }
}

// `npm stop`: the private PostgreSQL servers of this checkout (nothing to stop before a first start)
if (target === 'db:stop' && !existsSync('node_modules')) {
  console.log('nothing to stop: this checkout has not started yet');
  process.exit(0);
}

const marker = 'node_modules/.installed';
const stale =
  !existsSync(marker) ||
  statSync('bun.lock').mtimeMs > statSync(marker).mtimeMs ||
  statSync('package.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  if (run('bun', ['install', '--frozen-lockfile']) !== 0) process.exit(1);
  writeFileSync(marker, new Date().toISOString());
}

// the browser tests drive Debian's Chromium (Playwright's own browser download is not used)
if (target === 'test:all' && !process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log('Installing Chromium from Debian for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    console.log(
      'Chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH; the browser tests will fail without it.',
    );
  }
}

// the pooler test runs the game behind Debian's PgBouncer (tests/integration/pooler.test.ts)
if (
  (target === 'test:all' || target === 'test:unit') &&
  !process.env.PGBOUNCER_PATH &&
  !existsSync('/usr/sbin/pgbouncer')
) {
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log('Installing PgBouncer from Debian for the pooler test…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'pgbouncer']);
  } else {
    console.log(
      'PgBouncer is missing: install it (apt-get install pgbouncer) or set PGBOUNCER_PATH; the pooler test will fail without it.',
    );
  }
}

process.exit(run('bun', ['run', target]));
