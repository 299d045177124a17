#!/usr/bin/env node
// `npm start` / `npm test` on a machine with only Node and npm: makes sure Bun is there, installs
// the project's packages when needed, then runs `bun run dev` or `bun run test:all`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';

const BUN_VERSION = '1.4.5';
const target = process.argv[2] === 'test' ? 'test:all' : 'dev';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status ?? 1;
}

function haveBun() {
  return spawnSync('bun', ['--version'], { stdio: 'ignore' }).status === 0;
}

if (!haveBun()) {
  console.log(`Installing Bun ${BUN_VERSION} from npm…`);
  if (run('npm', ['install', '-g', `bun@${BUN_VERSION}`]) !== 0 || !haveBun()) {
    console.error('Could not install Bun with `npm install -g bun`. Install it by hand and run this again.');
    process.exit(1);
  }
}

const marker = 'node_modules/.installed';
const stale = !existsSync(marker) || statSync('bun.lock').mtimeMs > statSync(marker).mtimeMs || statSync('package.json').mtimeMs > statSync(marker).mtimeMs;
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
    console.log('Chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH; the browser tests will fail without it.');
  }
}

process.exit(run('bun', ['run', target]));
