/**
 * A vitest reporter that writes one line per test file as it starts and ends, and one per finished
 * test (test-results/vitest-progress.log): scripts/test-all.ts calls a run hung when this file has
 * not grown for minutes, and names the files still running.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export const PROGRESS_LOG = 'test-results/vitest-progress.log';

export default class ProgressReporter implements Reporter {
  onInit() {
    mkdirSync('test-results', { recursive: true });
    writeFileSync(PROGRESS_LOG, '');
  }
  onTestModuleStart(m: TestModule) {
    appendFileSync(PROGRESS_LOG, `start ${m.moduleId}\n`);
  }
  onTestCaseResult(t: TestCase) {
    appendFileSync(PROGRESS_LOG, `done ${t.module.moduleId} ${t.name}\n`);
  }
  onTestModuleEnd(m: TestModule) {
    appendFileSync(PROGRESS_LOG, `end ${m.moduleId}\n`);
  }
}

/** Files that started and did not end, from the log's text. */
export function stillRunning(log: string): string[] {
  const open = new Set<string>();
  for (const line of log.split('\n')) {
    const [what, ...rest] = line.split(' ');
    const file = rest.join(' ');
    if (what === 'start') open.add(file);
    else if (what === 'end') open.delete(file);
  }
  return [...open];
}
