/**
 * `bun bench/lighthouse.ts` (not a test; `bun run build` first): Lighthouse's performance figures
 * (score, CLS, LCP, TBT) for /base and /galaxy, signed in, mobile and desktop, on this machine.
 * Debian's Chromium (chrome-launcher, CHROMIUM_PATH or /usr/bin/chromium) is signed in once through
 * the real dialogs (Playwright over CDP); Lighthouse then loads each page keeping that session
 * (disableStorageReset). Goals: Performance ≥ 90 and CLS ≤ 0.1 on both pages. LIGHTHOUSE_RUNS (1)
 * runs per page and form factor, the median score reported. LIGHTHOUSE_PAGES=/base,/galaxy picks pages,
 * LIGHTHOUSE_FORMS=mobile,desktop the form factors; LIGHTHOUSE_DETAIL=1 also prints what shifted, the
 * LCP element and the main thread's work by category; LIGHTHOUSE_SAVE=<dir> keeps each run's report
 * (JSON). Lighthouse's mobile figures scale what this machine's CPU did by four: the load average
 * (printed before and after) moves them more than most changes do.
 */
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { signedInCommander, startStack } from './web-stack.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/base,/galaxy').split(',');
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

interface Figures {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
}

/**
 * One Lighthouse run. On a loaded machine the trace sometimes comes back unusable (NO_NAVSTART,
 * NO_FCP): such a run is repeated, up to twice, and says so.
 */
async function audit(url: string, form: 'mobile' | 'desktop') {
  for (let attempt = 1; ; attempt++) {
    const r = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!r) throw new Error('Lighthouse returned nothing');
    const err = r.lhr.runtimeError;
    if (!err) return r.lhr;
    if (attempt === 3) throw new Error(`Lighthouse: ${err.code} ${err.message}`);
    console.log(`  (${url} ${form}: ${err.code}, run again)`);
  }
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(', ');
console.log(`load average before: ${load()} (${navigator.hardwareConcurrency} cores)`);
const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
});
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await signedInCommander(page, stack.origin);
  await page.close();

  const results: string[] = [];
  for (const path of PAGES) {
    for (const form of (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[]) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${stack.origin}${path}`, form);
        if (process.env.LIGHTHOUSE_SAVE)
          await Bun.write(
            `${process.env.LIGHTHOUSE_SAVE}/lighthouse${path.replaceAll('/', '-')}-${form}-${i}.json`,
            JSON.stringify(lhr),
          );
        const final = lhr.finalDisplayedUrl;
        if (!final.endsWith(path))
          throw new Error(`Lighthouse ended on ${final}, not ${path}: the session did not hold`);
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        if (process.env.LIGHTHOUSE_DETAIL) {
          for (const id of [
            'layout-shifts',
            'largest-contentful-paint-element',
            'mainthread-work-breakdown',
            'bootup-time',
          ]) {
            const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
            console.log(`  ${id}:`);
            for (const item of items.slice(0, 8)) console.log(`    ${JSON.stringify(item).slice(0, 400)}`);
          }
        }
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          cls: num('cumulative-layout-shift'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          fcp: num('first-contentful-paint'),
        });
      }
      runs.sort((a, b) => a.score - b.score);
      const m = runs[Math.floor(runs.length / 2)]!;
      const line = `${path.padEnd(8)} ${form.padEnd(7)} Performance ${String(m.score).padStart(3)}  CLS ${m.cls.toFixed(3)}  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  FCP ${Math.round(m.fcp)} ms${RUNS > 1 ? `  (scores ${runs.map((x) => x.score).join(', ')})` : ''}`;
      console.log(line);
      results.push(line);
    }
  }
  await browser.close().catch(() => {});
  console.log(`load average after: ${load()}`);
} finally {
  chrome.kill();
  stack.stop();
}
