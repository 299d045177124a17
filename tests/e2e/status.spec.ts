/**
 * /status (decision 056): a guest, not signed in, finds the server status from the footer and sees
 * each world's lateness in the last hour and a slowed world's clock, in English and German, at 390
 * and 1366 px.
 */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, signInWithDialog } from './support/api.ts';
import { slowWorld } from './support/db.ts';

test('a guest sees every world’s lateness and a slowed world’s clock at /status', async ({ page }) => {
  await slowWorld('Dilated Reach', 0.81);
  await page.goto('/');
  await page.getByRole('link', { name: 'Server status', exact: true }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { name: 'Server status' })).toBeVisible();
  const row = page.getByTestId('status-Dilated Reach');
  // the figures are cached for 15 s on the server: look again until the new world is in them
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Slowed to 81 % since', { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('columnheader', { name: 'Late (99th percentile)' })).toBeVisible();
  // the test world runs at normal speed
  await expect(page.getByText('Normal speed').first()).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/status-${width}.png`, fullPage: true });
  }

  await page.evaluate(() => localStorage.setItem('selected-language', 'de'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Serverstatus' })).toBeVisible();
  await expect(row).toContainText('Verlangsamt auf 81 % seit');
  await page.screenshot({ path: 'test-results/status-de-1366.png', fullPage: true });
});

test('an admin sees each world’s clock in /control → Timeline', async ({ page }) => {
  await slowWorld('Dilated Reach', 0.81);
  await signInWithDialog(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/control$/);
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const clocks = page.getByTestId('world-clocks');
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect(clocks.getByRole('row', { name: /Dilated Reach/ })).toContainText('Slowed to 81 % since', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await clocks.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/control-clocks-${width}.png` });
  }
});
