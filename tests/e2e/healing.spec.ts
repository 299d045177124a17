/** Healing in the browser: injured troops leave the recovery bay on their feet. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { woundTroops } from './support/db.ts';

test('a commander heals injured rangers in the recovery bay and sees them back at home', async ({ page }) => {
  const p = await newCommander(page, 'Medic');
  await woundTroops(p.username, { ranger: 10 });
  await page.reload();
  const ranger = page.getByTestId('unit-stats').locator('[data-unit="ranger"]');
  await expect(ranger.locator('[data-stat="injured"]')).toHaveText('10');

  await page
    .locator('[data-building="recovery-bay"]')
    .getByRole('button', { name: 'Heal troops (10 injured)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recovery bay' });
  await expect(dialog.getByRole('radio', { name: /Ranger/ })).toBeChecked();
  await dialog.getByLabel('How many').fill('11');
  await expect(dialog.getByText('No injured troops to heal')).toBeVisible();
  await dialog.getByLabel('How many').fill('2');
  await expect(dialog.getByTestId('healing-time')).toHaveText('00:00:04'); // 2 × 7.5 s / speed 5, whole seconds up
  await dialog.getByRole('button', { name: 'Heal 2' }).click();
  await expect(page.getByText('Ranger × 2: healing started')).toBeVisible();
  await expect(ranger.locator('[data-stat="injured"]')).toHaveText('8');
  await expect(page.getByTestId('training-queue')).toContainText('× 2');
  await expect(ranger.locator('td').first()).toHaveText('2', { timeout: 15_000 });
});
