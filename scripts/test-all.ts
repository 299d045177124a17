/**
 * Every check, in order: type check, lint (incl. module boundaries), web build, unit and
 * integration tests (vitest), browser tests (Playwright on Chromium). Prints `N passed, N failed`
 * last, counting each test of the runners and each of the first three checks as one.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freePortSync } from '../tests/support/free-port.ts';
import { PROGRESS_LOG, stillRunning } from '../tests/support/progress-reporter.ts';
import {
  failedLines,
  failedTests,
  failedVitest,
  flakyLines,
  flakyTests,
  type PlaywrightReport,
  summaryLine,
  type VitestReport,
} from './playwright-report.ts';
import { watchedRun } from './watched-run.ts';
import { E2E_PROGRESS_LOG } from '../tests/support/e2e-progress-reporter.ts';

let passed = 0;
let failed = 0;
let skipped = 0;
/** tests that failed first and passed on a retry (and vitest files that hung, then passed) */
let flakyCount = 0;
/** what failed, named at the end (checks, vitest files and tests, browser tests) */
const failures: string[] = [];
const t0 = Date.now();
mkdirSync('test-results', { recursive: true });

/**
 * A test run is called hung when no test has finished for this long (a slow or loaded machine makes
 * a healthy run longer, not silent: a test's own timeout is at most a minute, a setup hook's two),
 * or, as a backstop, when a step passes `STEP_LIMIT_MS` in all. A vitest file once spun in a worker
 * thread without yielding, out of reach of any test timeout.
 */
const IDLE_MS = Number(process.env.TEST_IDLE_LIMIT_MS ?? 5 * 60_000);
const STEP_LIMIT_MS = Number(process.env.TEST_STEP_LIMIT_MS ?? 60 * 60_000);

/** Runs a step; 'hung' when it was stopped for making no progress (see IDLE_MS) or for its length. */
async function run(
  name: string,
  cmd: string[],
  env: Record<string, string> = {},
  progressFile?: string,
): Promise<'ok' | 'failed' | 'hung'> {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  if (progressFile) rmSync(progressFile, { force: true });
  const outcome = await watchedRun(cmd, {
    env,
    limitMs: STEP_LIMIT_MS,
    ...(progressFile ? { progressFile, idleMs: IDLE_MS } : {}),
  });
  if (outcome.status === 'hung') console.log(`=== ${name}: HUNG: stopped, ${outcome.reason}`);
  const ok = outcome.status === 'ok';
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outcome.status;
}

async function step(name: string, cmd: string[], env: Record<string, string> = {}): Promise<boolean> {
  return (await run(name, cmd, env)) === 'ok';
}

async function check(name: string, cmd: string[]) {
  if (await step(name, cmd)) passed++;
  else {
    failed++;
    failures.push(`the ${name} check`);
  }
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
let vitestRun = await run('unit and integration tests', vitestCmd, {}, PROGRESS_LOG);
const failedBefore = failed;
const flaky: string[] = [];
if (vitestRun === 'hung') {
  // name the files that never finished; run everything once more: a file that hangs again fails,
  // one that passes then is reported as flaky (never counted silently as passed)
  const hungFiles = existsSync(PROGRESS_LOG) ? stillRunning(readFileSync(PROGRESS_LOG, 'utf8')) : [];
  for (const file of hungFiles) console.log(`HUNG: ${file} did not finish`);
  rmSync(vitestJson, { force: true });
  vitestRun = await run('unit and integration tests (again, after a hang)', vitestCmd, {}, PROGRESS_LOG);
  if (vitestRun === 'ok') {
    flakyCount += Math.max(1, hungFiles.length);
    flaky.push(
      ...(hungFiles.length > 0 ? hungFiles : ['(the unit and integration tests)']).map(
        (f) => `${f.replace(/^.*\/(tests|src)\//, '$1/')} hung, then passed on a second run`,
      ),
    );
  }
}
const vitestOk = vitestRun === 'ok';
// a hung run writes no report: name the files that never finished, each counted as failed
const hung =
  existsSync(vitestJson) || !existsSync(PROGRESS_LOG) ? [] : stillRunning(readFileSync(PROGRESS_LOG, 'utf8'));
for (const file of hung) console.log(`HUNG: ${file} did not finish`);
failed += hung.length;
failures.push(...hung.map((f) => `${f} (hung)`));
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    numFailedTestSuites: number;
  } & VitestReport;
  failures.push(...failedVitest(r));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numFailedTests === 0 && r.numFailedTestSuites > 0 ? r.numFailedTestSuites : 0);
  skipped += r.numPendingTests + r.numTodoTests;
} else {
  failed++;
  failures.push('the unit and integration tests (they wrote no report)');
}
// a runner that failed without naming a failing test (crashed setup, no tests found) still failed
if (!vitestOk && failed === failedBefore) {
  failed++;
  failures.push('the unit and integration tests (the runner failed outside any test)');
}

// Playwright: the browser tests
const e2eJson = 'test-results/e2e.json';
rmSync(e2eJson, { force: true });
// a port nobody else's checkout uses right now, chosen once here (E2E_PORT picks one by hand)
const e2ePort = process.env.E2E_PORT || String(freePortSync());
const e2eOk =
  (await run(
    'browser tests',
    ['bun', '--bun', 'playwright', 'test'],
    { CI: 'true', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_PORT: e2ePort },
    E2E_PROGRESS_LOG,
  )) === 'ok';
const failedBeforeE2e = failed;
if (existsSync(e2eJson)) {
  const r = JSON.parse(readFileSync(e2eJson, 'utf8')) as PlaywrightReport;
  // a test that passed only on its retry is counted as flaky, not as passed
  passed += r.stats.expected;
  flakyCount += r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
  flaky.push(...flakyTests(r.suites ?? []));
  failures.push(...failedTests(r.suites ?? []));
} else {
  failed++;
  failures.push('the browser tests (they wrote no report)');
}

if (!e2eOk && failed === failedBeforeE2e) {
  failed++;
  failures.push('the browser tests (the runner failed outside any test)');
}

console.log(`\nall checks took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
// a test that failed and then passed on its retry is flaky: named here, every time, and counted as such
for (const line of flakyLines(flaky)) console.log(line);
for (const line of failedLines(failures)) console.log(line);
console.log(summaryLine({ passed, failed, flaky: flakyCount, skipped }));
process.exit(failed === 0 ? 0 : 1);
