/**
 * The browser tests' `test`: Playwright's, with a guard that no raw key ever reaches the screen.
 * Before the app loads, every page (of the test's context and of any context or page the test opens
 * from `browser`) gets a `window.__i18nMissing` hook: src/web/lib/i18n.ts reports each key no
 * language has to it, the hook writes it to the console, and the test fails at its end naming the
 * keys. Specs import `test` and `expect` from here.
 */
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';

const MARK = 'i18n missing key: ';

export const test = base.extend<{ missingKeys: string[] }>({
  missingKeys: [
    async ({ context, browser }, use) => {
      const missing: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (m) => {
          const text = m.text();
          if (m.type() === 'error' && text.startsWith(MARK)) missing.push(text.slice(MARK.length));
        });
      const guard = async (c: BrowserContext) => {
        await c.addInitScript((mark) => {
          (window as unknown as { __i18nMissing: (k: string, ns: string, lng: string) => void }).__i18nMissing = (
            key,
            ns,
            lng,
          ) => console.error(`${mark}${ns}:${key} (${lng})`);
        }, MARK);
        c.pages().forEach(watch);
        c.on('page', watch);
        return c;
      };
      await guard(context);
      // a second player's context (browser.newContext(), browser.newPage()) is guarded as well
      const newContext = browser.newContext;
      const newPage = browser.newPage;
      // the contexts a test opens are closed at its end (left open, one closed by the worker's own
      // teardown failed a CI run with 'Test ended', an error outside any test)
      const opened: BrowserContext[] = [];
      browser.newContext = async (options) => {
        const c = await newContext.call(browser, options);
        opened.push(c);
        return guard(c);
      };
      browser.newPage = async (options) => {
        const c = await guard(await browser.newContext(options));
        const page = await c.newPage();
        // as Playwright's own newPage: closing the page closes its context
        page.once('close', () => c.close().catch(() => {}));
        return page;
      };
      try {
        await use(missing);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
        await Promise.all(opened.map((c) => c.close().catch(() => {})));
      }
      expect([...new Set(missing)], 'texts missing from the locales: these keys reached the screen raw').toEqual([]);
    },
    { auto: true },
  ],
});
