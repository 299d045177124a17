/** The test command names every browser test that passed only on its retry (never counted silently as passed). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { flakyTests, type PlaywrightReport, summaryLine } from '../../scripts/playwright-report.ts';

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
