/**
 * `bun bench/lighthouse.ts` (not a test; `bun run build` first): Lighthouse's performance figures
 * (score, CLS, LCP, TBT) for /base and /galaxy, signed in, mobile and desktop, on this machine.
 * Debian's Chromium (chrome-launcher, CHROMIUM_PATH or /usr/bin/chromium) is signed in once through
 * the real dialogs (Playwright over CDP); Lighthouse then loads each page keeping that session
 * (disableStorageReset). Goals: Performance ≥ 90 and CLS ≤ 0.1 on both pages. LIGHTHOUSE_RUNS (1)
 * runs per page and form factor, the median score reported. LIGHTHOUSE_PAGES=/base,/galaxy picks pages,
 * LIGHTHOUSE_FORMS=mobile,desktop the form factors; LIGHTHOUSE_DETAIL=1 also prints what shifted, the
 * LCP element and the main thread's work by category.
 */
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
        const r = await lighthouse(
          `${stack.origin}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!r) throw new Error('Lighthouse returned nothing');
        const lhr = r.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const final = lhr.finalDisplayedUrl;
        if (!final.endsWith(path)) throw new Error(`Lighthouse ended on ${final}, not ${path}: the session did not hold`);
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        if (process.env.LIGHTHOUSE_DETAIL) {
          for (const id of ['layout-shifts', 'largest-contentful-paint-element', 'mainthread-work-breakdown', 'bootup-time']) {
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
} finally {
  chrome.kill();
  stack.stop();
}
