/** The shop, the backpack and speed-ups in the browser. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('a commander buys a crate and speed-ups, opens the crate, and speeds an upgrade to done', async ({ page }) => {
  await newCommander(page, 'Spender');
  // start a long upgrade: the command center to 3 takes 50 s in this speed-5 world
  await page.locator('[data-building="command-center"]').getByRole('button', { name: 'Upgrade to 3' }).click();
  await expect(page.getByTestId('queue-countdown')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  const crate = page.locator('[data-item="crate-steel"]');
  await crate.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Item bought')).toBeVisible();
  await expect(crate).toContainText('In your backpack: 1');
  await expect(page.getByTestId('res-credits')).toHaveText('440');
  const speedups = page.locator('[data-item="speedup-building-5m"]');
  await speedups.getByLabel('How many').fill('60');
  await expect(speedups.getByText('Not enough credits for this many. Tasks pay credits.')).toBeVisible();
  await expect(speedups.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await speedups.getByLabel('How many').fill('2');
  await speedups.getByRole('button', { name: 'Buy' }).click();
  await expect(speedups).toContainText('In your backpack: 2');

  // the crate opens into the stores
  await page.getByRole('navigation').getByRole('link', { name: 'Backpack' }).click();
  const steelBefore = Number(await page.getByTestId('res-steel').innerText());
  await page.getByTestId('backpack').locator('[data-item="crate-steel"]').getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Item used')).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('res-steel').innerText()))
    .toBeGreaterThanOrEqual(steelBefore + 5000);
  await expect(page.getByTestId('backpack').locator('[data-item="crate-steel"]')).toHaveCount(0);

  // one 5-minute speed-up finishes the upgrade at once
  await page.getByRole('button', { name: 'Speed up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Building speed-up \(5 min\)/ })).toBeChecked();
  await expect(dialog.getByTestId('after-speedup')).toHaveText('Done at once');
  await dialog.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByText('Speed up successful')).toBeVisible();
  await expect(page.getByTestId('queue-countdown')).toHaveCount(0);
  await page.goto('/base');
  await expect(page.locator('[data-building="command-center"]').getByText('3/25')).toBeVisible();
});
