/**
 * A Playwright reporter that writes a line per finished browser test (test-results/e2e-progress.log):
 * scripts/test-all.ts calls the browser tests hung when this file has not grown for minutes.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const E2E_PROGRESS_LOG = 'test-results/e2e-progress.log';

export default class E2eProgressReporter implements Reporter {
  onBegin() {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(E2E_PROGRESS_LOG, '');
  }
  onTestEnd(test: TestCase, result: TestResult) {
    appendFileSync(E2E_PROGRESS_LOG, `${result.status} ${test.titlePath().join(' › ')}\n`);
  }
  printsToStdio() {
    return false;
  }
}
