/**
 * /base opening asks the server once for each thing it shows: the page and the shell's panels read
 * the same base, tasks and marches, and a panel whose code comes in after the first answer reuses
 * that answer instead of asking again (each repeated answer re-rendered the whole page on a phone).
 * The panels' code is held back here so that it surely arrives after the answers.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

const SHARED = ['Base', 'Tasks', 'Marches', 'Incoming'];

test('/base asks for its base, tasks, marches and incoming attacks once as it opens', async ({ page }) => {
  await newCommander(page, 'Loader');
  // counted from a fresh load: nothing of the first visit is still on its way
  await page.goto('about:blank');
  await page.route(/\/assets\/game-panels-[^/]*\.js$/, async (route) => {
    // released once the page has shown the base: the queues mount on an answer already there
    await expect(page.locator('[data-building]').first()).toBeVisible();
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (!r.url().endsWith('/graphql')) return;
    const name = /^\s*query (\w+)/.exec((r.postDataJSON() as { query?: string } | null)?.query ?? '')?.[1];
    if (name) asked.push(name);
  });
  await page.goto('/base');
  await expect(page.getByRole('heading', { name: 'Building queue' })).toBeVisible();
  await expect(page.getByText('No fleets in flight.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = (name: string) => asked.filter((n) => n === name).length;
  expect(Object.fromEntries(SHARED.map((n) => [n, count(n)]))).toEqual({ Base: 1, Tasks: 1, Marches: 1, Incoming: 1 });
});
