/** Training in the browser: build a barracks, train rangers, watch the batch count down and the garrison grow. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('a player trains rangers at the barracks and sees them arrive at home, eating food', async ({ page }) => {
  test.setTimeout(90_000);
  await newCommander(page, 'Drill');

  const barracks = page.locator('[data-building="barracks"]');
  await expect(barracks.getByRole('button', { name: 'Train units' })).toHaveCount(0); // nothing to train in before it stands
  await barracks.getByRole('button', { name: 'Build' }).click();
  await expect(barracks.getByText('1/25')).toBeVisible({ timeout: 20_000 }); // 12 s in this speed-5 world

  await barracks.getByRole('button', { name: 'Train units' }).click();
  const dialog = page.getByRole('dialog', { name: 'Train at the Barracks' });
  await expect(dialog.getByRole('radio', { name: /Ranger/ })).toBeChecked();
  await expect(dialog.locator('[data-unit="guardian"]')).toContainText('Needs Barracks 3');
  const count = dialog.getByLabel('How many');

  // more than the barracks holds: the same refusal the server gives, before asking it
  await count.fill('99');
  await expect(dialog.getByText('Not enough training capacity: up to 35 at once')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Train 99' })).toBeDisabled();

  // Max: what capacity and stores allow (1500 food → 25 − what the barracks cost: 1300/60 = 21)
  await dialog.getByRole('button', { name: 'Max' }).click();
  await expect(count).toHaveValue('21');

  await count.fill('2');
  await expect(dialog.getByTestId('training-time')).toHaveText('00:00:12'); // 2 × 30 s / speed 5
  await dialog.getByRole('button', { name: 'Train 2' }).click();
  await expect(page.getByText('Ranger × 2: training started')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const queue = page.getByTestId('training-queue');
  await expect(queue).toContainText('Ranger');
  await expect(queue).toContainText('× 2');
  const ranger = page.getByTestId('unit-stats').locator('[data-unit="ranger"] td').first();
  await expect(ranger).toHaveText('0');
  await expect(ranger).toHaveText('2', { timeout: 20_000 });
  await expect(queue).toHaveCount(0);
  const stats = page.getByRole('region', { name: 'What your base can do' });
  await expect(stats.locator('div', { hasText: 'Food eaten by units' }).locator('dd')).toHaveText('2/h');
  await page.screenshot({ path: 'test-results/training-done.png', fullPage: true });
});

test('the training dialog works from the keyboard and closes on Escape', async ({ page }) => {
  await newCommander(page, 'DrillKeys');
  const barracks = page.locator('[data-building="barracks"]');
  await barracks.getByRole('button', { name: 'Build' }).click();
  const open = barracks.getByRole('button', { name: 'Train units' });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Train at the Barracks' });
  await expect(dialog.getByRole('radio', { name: /Ranger/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
