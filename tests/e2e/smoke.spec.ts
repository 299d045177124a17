import { expect, test } from './support/fixtures.ts';

test('the home page shows the game and the way in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Ephoran Frontier' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Access' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the Beta' })).toBeVisible();
  await page.screenshot({ path: 'test-results/home.png', fullPage: true });
});
