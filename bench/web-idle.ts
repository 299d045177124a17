/**
 * `bun bench/web-idle.ts` (not a test; `bun run build` first): what /base costs the main thread
 * while nobody touches it. A new commander with one building upgrade running (a countdown ticks)
 * sits on /base for WEB_IDLE_SECONDS (10) s in Debian's Chromium, unthrottled and with the CPU
 * slowed 4× (Lighthouse's mobile setting). Prints, per run: main-thread task time and script time
 * (CDP Performance metrics), long tasks (a PerformanceObserver), the element count, and the page's
 * height at 390 px and 1366 px wide. The count starts WEB_IDLE_SETTLE_SECONDS (8) s after the upgrade starts.
 */
import { chromium } from 'playwright-core';
import { signedInCommander, startStack } from './web-stack.ts';

const SECONDS = Number(process.env.WEB_IDLE_SECONDS ?? 10);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

const stack = await startStack();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signedInCommander(page, stack.origin);
  // one upgrade running: a countdown ticks in the queue (the page at rest still shows time passing)
  await page
    .locator('[data-building="steel-foundry"]')
    .getByRole('button', { name: /^(Build|Upgrade)/ })
    .first()
    .click();
  await page.getByTestId('queue-countdown').first().waitFor();
  // the pointer leaves the page (a scene pointed at plays on)
  await page.mouse.move(1, 1);
  // what the page does as it opens (a scene's first plays, the upgrade's push) is not "at rest"
  await new Promise((r) => setTimeout(r, Number(process.env.WEB_IDLE_SETTLE_SECONDS ?? 8) * 1000));

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return {
      task: m.TaskDuration ?? 0,
      script: m.ScriptDuration ?? 0,
      layout: m.LayoutDuration ?? 0,
      style: m.RecalcStyleDuration ?? 0,
    };
  };
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(() => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const before = await metric();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const after = await metric();
    const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    console.log(
      `/base idle ${SECONDS} s, CPU ×${rate}: main-thread tasks ${Math.round((after.task - before.task) * 1000)} ms, ` +
        `script ${Math.round((after.script - before.script) * 1000)} ms, layout ${Math.round((after.layout - before.layout) * 1000)} ms, style ${Math.round((after.style - before.style) * 1000)} ms, ` +
        `long tasks ${long.length} (${Math.round(long.reduce((a, b) => a + b, 0))} ms), elements ${elements}`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.reload();
    await page.locator('[data-building]').first().waitFor();
    await page
      .getByTestId('next-step')
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`/base page height at ${width} px: ${height} px`);
    if (process.env.WEB_IDLE_SHOTS)
      await page.screenshot({ path: `${process.env.WEB_IDLE_SHOTS}/base-${width}.png`, fullPage: true });
  }
} finally {
  await browser.close();
  stack.stop();
}
