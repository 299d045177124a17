/** Reading Playwright's JSON report: which tests were flaky (failed, then passed on a retry). */
export interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The titles of the tests whose result Playwright judged `status`, as `file › describe › test`. */
function testsJudged(status: string, suites: PlaywrightSuite[], path: string[] = []): string[] {
  const out: string[] = [];
  for (const s of suites) {
    const here = s.title ? [...path, s.title] : path;
    for (const spec of s.specs ?? [])
      if (spec.tests.some((t) => t.status === status)) out.push([...here, spec.title].join(' › '));
    out.push(...testsJudged(status, s.suites ?? [], here));
  }
  return out;
}

/** The titles of the tests Playwright judged flaky (failed, then passed on a retry). */
export const flakyTests = (suites: PlaywrightSuite[]) => testsJudged('flaky', suites);

/** The titles of the tests Playwright judged failed (every try failed). */
export const failedTests = (suites: PlaywrightSuite[]) => testsJudged('unexpected', suites);

/** A vitest JSON report's failed tests, as `file › test` (a file that failed outside any test, by itself). */
export interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
}
export function failedVitest(r: VitestReport): string[] {
  const out: string[] = [];
  for (const file of r.testResults ?? []) {
    const name = file.name.replace(/^.*\/(tests|src|bench|scripts)\//, '$1/');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of tests) out.push(`${name} › ${t.fullName}`);
    if (tests.length === 0 && file.status === 'failed')
      out.push(`${name} (${file.message?.split('\n')[0] ?? 'failed'})`);
  }
  return out;
}

/**
 * The lines naming what failed, printed just above the closing line, so that whoever reads only the
 * end of a long run's output still learns which test or check it was.
 */
export function failedLines(names: string[]): string[] {
  if (names.length === 0) return [];
  return [`FAILED: ${names.length}:`, ...names.map((n) => `  failed: ${n}`)];
}

/** The lines the test command prints about flaky tests (none when there are none). */
export function flakyLines(names: string[]): string[] {
  if (names.length === 0) return [];
  return [`FLAKY: ${names.length} test(s) failed first and passed on a retry:`, ...names.map((n) => `  flaky: ${n}`)];
}

/**
 * The closing line, `N passed, N failed` first (.ci/run reads it), then the flaky ones apart: a test
 * that passed only on its retry is not counted among the passed.
 */
export function summaryLine(counts: { passed: number; failed: number; flaky: number; skipped: number }): string {
  const { passed, failed, flaky, skipped } = counts;
  return `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`;
}

// `bun scripts/playwright-report.ts report.json`: prints the flaky tests of a report
if (import.meta.main) {
  const { readFileSync } = await import('node:fs');
  const r = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as PlaywrightReport;
  for (const line of flakyLines(flakyTests(r.suites ?? []))) console.log(line);
}
