/** The session across tabs: a sign-out in one tab signs every tab out at once; a garbage token takes the profile flag with it. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('logging out in one tab sends the other tab to the guest home at once, with a guest header', async ({
  page,
  context,
}) => {
  await newCommander(page, 'TwoTabs');
  const other = await context.newPage();
  await other.goto('/base');
  await expect(other.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // nothing was clicked in the other tab
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Base' })).toHaveCount(0);
});

test('an unreadable token is removed together with the profile flag', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('profile', 'true');
  });
  await page.goto('/base');
  // a guest: sent home, and neither key is left behind
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('profile')])).toEqual([
    null,
    null,
  ]);
});
