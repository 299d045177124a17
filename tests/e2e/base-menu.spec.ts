/** The base in the menu and an extra queue: one entry highlighted at a time, and credits spent only after a yes. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { setCredits } from './support/db.ts';

test('Center and Base lead to the top of the base and to its buildings, one highlighted at a time', async ({
  page,
}) => {
  await newCommander(page, 'MenuUser');
  await page.goto('/base');
  const menu = page.getByRole('navigation', { name: /menu/i });
  const center = menu.getByRole('link', { name: 'Center', exact: true });
  const base = menu.getByRole('link', { name: 'Base', exact: true });
  await expect(center).toHaveAttribute('aria-current', 'page');
  await expect(base).not.toHaveAttribute('aria-current', 'page');
  await base.click();
  await expect(page).toHaveURL(/\/base#buildings$/);
  await expect(base).toHaveAttribute('aria-current', 'page');
  await expect(center).not.toHaveAttribute('aria-current', 'page');
});

test('buying an extra building queue asks first; cancelled, no credit is spent', async ({ page }) => {
  const me = await newCommander(page, 'QueueBuyer');
  await setCredits(me.username, 5000);
  await page.goto('/base');
  const credits = page.locator('.resource-bar').getByText('5000');
  await expect(credits).toBeVisible();
  await page.getByRole('button', { name: /Buy a building queue \((\d+) credits\)/ }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(/Spend \d+ credits on one more building queue\?/);
  await ask.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(credits).toBeVisible();
  await page.getByRole('button', { name: /Buy a building queue/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Queue bought')).toBeVisible();
  await expect(page.locator('.resource-bar').getByText('5000')).toHaveCount(0);
});
