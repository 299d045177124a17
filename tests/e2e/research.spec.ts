/** /research/{type}: the three categories, each line with its cost and the server's reason why it cannot start yet. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('research lines by category, gated by the research lab', async ({ page }) => {
  await newCommander(page, 'Scholar');

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Research' }).click();
  await expect(page).toHaveURL(/\/research\/development$/);
  const line = page.locator('[data-research="construction-speed"]');
  await expect(line.getByRole('heading', { name: 'Construction speed' })).toBeVisible();
  await expect(line.getByRole('button', { name: 'Research level 1' })).toBeDisabled();
  await expect(line.getByText('Required building does not have enough level: Research Lab 1')).toBeVisible();

  await page.getByRole('link', { name: 'Tactical warfare' }).click();
  await expect(page).toHaveURL(/\/research\/tactical-warfare$/);
  await expect(page.getByRole('heading', { name: 'Battleship: health boost' })).toBeVisible();
  // a unit line says what it does to the unit, with the same numbers the server uses
  await expect(page.locator('[data-research="ranger-attack"]').getByTestId('stat-preview')).toHaveText(
    'Attack 12 → 12.24',
  );
  await expect(page.getByRole('heading', { name: 'Reinforcement capacity' })).toBeVisible();
  await page.getByRole('link', { name: 'Resource management' }).click();
  await expect(page.getByRole('heading', { name: 'Quantarite mining speed' })).toBeVisible();
});
