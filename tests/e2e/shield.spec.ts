/** The planetary shield in the browser: bought, raised from the backpack, shown on the base, taken down with the 30-minute lock. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('a commander raises a planetary shield and takes it down again', async ({ page }) => {
  await newCommander(page, 'Warden');
  const status = page.getByTestId('shield');
  await expect(status).toContainText('No planetary shield: raids can land on your base.');

  await page.goto('/shop/planetary-shield-8h');
  const card = page.locator('[data-item="planetary-shield-8h"]');
  await expect(card).toHaveClass(/chosen/);
  await card.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Item bought')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Backpack' }).click();
  await page
    .getByTestId('backpack')
    .locator('[data-item="planetary-shield-8h"]')
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText('Item used')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Base', exact: true }).click();
  await expect(status).toContainText(/Planetary shield up: (07:59:\d\d|08:00:00) left/);
  await status.getByRole('button', { name: 'Take it down' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toContainText(/Shield down: a new one can go up in 00:(29:\d\d|30:00)\./);
});
