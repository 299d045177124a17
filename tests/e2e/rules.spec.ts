/**
 * An admin writes the rules in markdown with a preview; a guest reads them at /rules,
 * formatted, and what looks like HTML or a script link in the text stays harmless text.
 */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, signInWithDialog } from './support/api.ts';

test('the rules written in /control show formatted at /rules; typed HTML and script links do nothing', async ({
  page,
  browser,
}) => {
  await signInWithDialog(page, ADMIN.username, ADMIN.password);
  await page.waitForURL(/\/control$/);
  await page.getByRole('tab', { name: 'Rules & news' }).click();
  const text =
    '# Rules of the frontier\n\n1. One account per person\n2. **No bots**\n\n<script>window.hacked = true</script> [click me](javascript:window.hacked=true)';
  await page.getByLabel('Text (markdown)').fill(text);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Rules of the frontier' })).toBeVisible();
  await page.locator('#page-reason').fill('The first rules');
  await page.getByRole('button', { name: 'Save the page' }).click();
  await expect(page.getByText('Page saved')).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/');
  await guest.getByRole('link', { name: 'Rules' }).click();
  await expect(guest).toHaveURL(/\/rules$/);
  await expect(guest.getByRole('heading', { name: 'Rules of the frontier' })).toBeVisible();
  await expect(guest.locator('.markdown strong')).toHaveText('No bots');
  await expect(guest.locator('.markdown li')).toHaveCount(2);
  // the typed tag is shown as text, the script link is no link
  await expect(guest.locator('.markdown')).toContainText('<script>window.hacked = true</script>');
  await expect(guest.locator('.markdown script')).toHaveCount(0);
  await expect(guest.locator('.markdown a[href^="javascript:"]')).toHaveCount(0);
  expect(await guest.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await guest.screenshot({ path: 'test-results/rules.png' });
});
