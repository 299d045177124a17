/**
 * Every check, in order: type check, lint (incl. module boundaries), web build, unit and
 * integration tests (vitest), browser tests (Playwright on Chromium). Prints `N passed, N failed`
 * last, counting each test of the runners and each of the first three checks as one.
 */
import { spawnSync } from 'node:child_process';
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

function step(name: string, cmd: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd.join(' ')}`);
  const r = spawnSync(cmd[0] as string, cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...env }, timeout: STEP_LIMIT_MS, killSignal: 'SIGKILL' });
  const ok = r.status === 0;
  if (r.signal === 'SIGKILL') console.log(`=== ${name}: HUNG: stopped after ${STEP_LIMIT_MS / 60_000} minutes`);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function check(name: string, cmd: string[]) {
  if (step(name, cmd)) passed++;
  else failed++;
}

check('typecheck', ['bun', 'run', 'typecheck']);
check('lint', ['bun', 'run', 'lint']);
check('build', ['bun', 'run', 'build']);

// vitest: unit and integration tests on a real PostgreSQL
const vitestJson = 'test-results/vitest.json';
rmSync(vitestJson, { force: true });
const vitestOk = step('unit and integration tests', ['bun', '--bun', 'vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./tests/support/progress-reporter.ts', `--outputFile.json=${vitestJson}`]);
const failedBefore = failed;
// a hung run writes no report: name the files that never finished, each counted as failed
const hung = existsSync(vitestJson) || !existsSync(PROGRESS_LOG) ? [] : stillRunning(readFileSync(PROGRESS_LOG, 'utf8'));
for (const file of hung) console.log(`HUNG: ${file} did not finish`);
failed += hung.length;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; success: boolean; numFailedTestSuites: number };
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
const e2eOk = step('browser tests', ['bun', '--bun', 'playwright', 'test'], { CI: 'true', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_PORT: e2ePort });
const failedBeforeE2e = failed;
const flaky: string[] = [];
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
