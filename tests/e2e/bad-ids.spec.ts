/**
 * Ids in the address that are no ids (not UUIDs) show the page's own not-found state: no error
 * page, no error toast, and no request that could only be refused.
 */
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';

/** Every GraphQL operation the page sends, by its text. */
function watchOperations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') sent.push(r.postData() ?? '');
  });
  return sent;
}

test('/reports/abc shows the report page saying the report does not exist', async ({ page }) => {
  await newCommander(page, 'Idless');
  const sent = watchOperations(page);
  await page.goto('/reports/abc');
  await expect(page.getByText('This report does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: '← All reports' })).toBeVisible();
  await expect(page.getByText('Lost in the void')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(sent.filter((b) => b.includes('openReport'))).toEqual([]);
});

test('/control/player/abc shows the player page saying there is no such profile', async ({ page }) => {
  await signInWithDialog(page, ADMIN.username, ADMIN.password);
  await page.waitForURL(/\/control$/);
  const sent = watchOperations(page);
  await page.goto('/control/player/abc');
  await expect(page.getByText('No such profile.')).toBeVisible();
  await expect(page.getByText('Lost in the void')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(sent.filter((b) => b.includes('adminPlayer') || b.includes('adminBase'))).toEqual([]);
});
