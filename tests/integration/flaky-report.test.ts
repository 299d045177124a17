/** The test command names every browser test that passed only on its retry (never counted silently as passed). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  failedLines,
  failedTests,
  failedVitest,
  flakyTests,
  type PlaywrightReport,
  summaryLine,
  type VitestReport,
} from '../../scripts/playwright-report.ts';

const report: PlaywrightReport = {
  stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'raids.spec.ts',
      specs: [
        { title: 'a raid is seen coming', tests: [{ status: 'expected' }] },
        { title: 'the defender gets a report', tests: [{ status: 'flaky' }] },
      ],
      suites: [{ title: 'shields', specs: [{ title: 'bounce', tests: [{ status: 'expected' }] }] }],
    },
  ],
};

test('a test that failed and passed on its retry is named as flaky', () => {
  expect(flakyTests(report.suites ?? [])).toEqual(['raids.spec.ts › the defender gets a report']);
});

test('the report script prints the flaky tests before the closing line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flaky-'));
  const file = join(dir, 'e2e.json');
  writeFileSync(file, JSON.stringify(report));
  const r = spawnSync('bun', ['scripts/playwright-report.ts', file], { encoding: 'utf8' });
  expect(r.stdout).toContain('FLAKY: 1 test(s) failed first and passed on a retry:');
  expect(r.stdout).toContain('flaky: raids.spec.ts › the defender gets a report');
});

test('the closing line counts a flaky test as flaky, not as passed, and CI still reads its counts', () => {
  const line = summaryLine({ passed: report.stats.expected, failed: 0, flaky: report.stats.flaky, skipped: 0 });
  expect(line).toBe('2 passed, 0 failed, 1 flaky');
  // .ci/run repeats the line that starts with the two counts
  expect(line).toMatch(/^[0-9]+ passed, [0-9]+ failed/);
  expect(summaryLine({ passed: 3, failed: 1, flaky: 0, skipped: 2 })).toBe('3 passed, 1 failed, 2 skipped');
});

test('what failed is named: a browser test that failed every try, a vitest test, a vitest file that broke outside its tests', () => {
  const e2e: PlaywrightReport = {
    stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
    suites: [
      {
        title: 'raids.spec.ts',
        specs: [
          { title: 'a raid is seen coming', tests: [{ status: 'expected' }] },
          { title: 'the defender gets a report', tests: [{ status: 'unexpected' }] },
        ],
      },
    ],
  };
  expect(failedTests(e2e.suites ?? [])).toEqual(['raids.spec.ts › the defender gets a report']);
  const unit: VitestReport = {
    testResults: [
      {
        name: '/work/ci/tests/integration/rallies.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'a rally fights once', status: 'passed' },
          { fullName: 'a rally reports to every member', status: 'failed' },
        ],
      },
      { name: '/work/ci/tests/integration/alerts.test.ts', status: 'failed', message: 'Hook timed out\nat ...' },
      { name: '/work/ci/src/game/combat.test.ts', status: 'passed', assertionResults: [] },
    ],
  };
  const names = failedVitest(unit);
  expect(names).toEqual([
    'tests/integration/rallies.test.ts › a rally reports to every member',
    'tests/integration/alerts.test.ts (Hook timed out)',
  ]);
  expect(failedLines(names)).toEqual([
    'FAILED: 2:',
    '  failed: tests/integration/rallies.test.ts › a rally reports to every member',
    '  failed: tests/integration/alerts.test.ts (Hook timed out)',
  ]);
  expect(failedLines([])).toEqual([]);
});
