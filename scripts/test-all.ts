/**
 * Every check, in order: type check, lint (incl. module boundaries), web build, unit and
 * integration tests (vitest), browser tests (Playwright on Chromium). Prints `N passed, N failed`
 * last, counting each test of the runners and each of the first three checks as one.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freePortSync } from '../tests/support/free-port.ts';
import { PROGRESS_LOG, stillRunning } from '../tests/support/progress-reporter.ts';
import { flakyLines, flakyTests, type PlaywrightReport } from './playwright-report.ts';

let passed = 0;
let failed = 0;
let skipped = 0;
const t0 = Date.now();
mkdirSync('test-results', { recursive: true });

/** A step that has not finished in this long is stopped as hung (a whole run takes about 6 minutes). */
const STEP_LIMIT_MS = Number(process.env.TEST_STEP_LIMIT_MS ?? 25 * 60_000);

/**
 * The unit and integration tests take about 3 minutes here: past this, vitest is stopped as hung (a
 * test file once spun in a worker thread without yielding, so no test timeout could fire).
 */
const VITEST_LIMIT_MS = Number(process.env.TEST_VITEST_LIMIT_MS ?? 12 * 60_000);

/**
 * Runs a step; 'hung' when it was stopped for taking longer than `limitMs`. The step runs in a
 * process group of its own and the whole group is killed: `bun --bun vitest` is a launcher and its
 * vitest a child, which killing the launcher alone would leave running.
 */
async function run(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
  limitMs = STEP_LIMIT_MS,
): Promise<'ok' | 'failed' | 'hung'> {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  const child = spawn(cmd[0] as string, cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }, limitMs);
  const status = await new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  clearTimeout(timer);
  const ok = status === 0 && !hung;
  if (hung) console.log(`=== ${name}: HUNG: stopped after ${(limitMs / 60_000).toFixed(1)} minutes`);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok ? 'ok' : hung ? 'hung' : 'failed';
}

async function step(name: string, cmd: string[], env: Record<string, string> = {}): Promise<boolean> {
  return (await run(name, cmd, env)) === 'ok';
}

async function check(name: string, cmd: string[]) {
  if (await step(name, cmd)) passed++;
  else failed++;
}

await check('typecheck', ['bun', 'run', 'typecheck']);
await check('lint', ['bun', 'run', 'lint']);
await check('build', ['bun', 'run', 'build']);

// vitest: unit and integration tests on a real PostgreSQL
const vitestJson = 'test-results/vitest.json';
rmSync(vitestJson, { force: true });
const vitestCmd = [
  'bun',
  '--bun',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./tests/support/progress-reporter.ts',
  `--outputFile.json=${vitestJson}`,
];
let vitestRun = await run('unit and integration tests', vitestCmd, {}, VITEST_LIMIT_MS);
const failedBefore = failed;
const flaky: string[] = [];
if (vitestRun === 'hung') {
  // name the files that never finished; run everything once more: a file that hangs again fails,
  // one that passes then is reported as flaky (never counted silently as passed)
  const hungFiles = existsSync(PROGRESS_LOG) ? stillRunning(readFileSync(PROGRESS_LOG, 'utf8')) : [];
  for (const file of hungFiles) console.log(`HUNG: ${file} did not finish`);
  rmSync(vitestJson, { force: true });
  vitestRun = await run('unit and integration tests (again, after a hang)', vitestCmd, {}, VITEST_LIMIT_MS);
  if (vitestRun === 'ok')
    flaky.push(
      ...(hungFiles.length > 0 ? hungFiles : ['(the unit and integration tests)']).map(
        (f) => `${f.replace(/^.*\/(tests|src)\//, '$1/')} hung, then passed on a second run`,
      ),
    );
}
const vitestOk = vitestRun === 'ok';
// a hung run writes no report: name the files that never finished, each counted as failed
const hung =
  existsSync(vitestJson) || !existsSync(PROGRESS_LOG) ? [] : stillRunning(readFileSync(PROGRESS_LOG, 'utf8'));
for (const file of hung) console.log(`HUNG: ${file} did not finish`);
failed += hung.length;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    numFailedTestSuites: number;
  };
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTests === 0 && r.numFailedTestSuites > 0 ? r.numFailedTestSuites : 0);
  skipped += r.numPendingTests + r.numTodoTests;
} else failed++;
// a runner that failed without naming a failing test (crashed setup, no tests found) still failed
if (!vitestOk && failed === failedBefore) failed++;

// Playwright: the browser tests
const e2eJson = 'test-results/e2e.json';
rmSync(e2eJson, { force: true });
// a port nobody else's checkout uses right now, chosen once here (E2E_PORT picks one by hand)
const e2ePort = process.env.E2E_PORT || String(freePortSync());
const e2eOk = await step('browser tests', ['bun', '--bun', 'playwright', 'test'], {
  CI: 'true',
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  E2E_PORT: e2ePort,
});
const failedBeforeE2e = failed;
if (existsSync(e2eJson)) {
  const r = JSON.parse(readFileSync(e2eJson, 'utf8')) as PlaywrightReport;
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
  flaky.push(...flakyTests(r.suites ?? []));
} else failed++;

if (!e2eOk && failed === failedBeforeE2e) failed++;

console.log(`\nall checks took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
// a test that failed and then passed on its retry is flaky: named here, every time, and counted as such
for (const line of flakyLines(flaky)) console.log(line);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
