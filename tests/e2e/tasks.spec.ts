/** Tasks in the browser: the menu opens them, a finished one pays its reward once, the rest show their progress and the way there. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('a new commander claims the command center task from the menu and sees the credits arrive', async ({ page }) => {
  await newCommander(page, 'Dutiful');
  const credits = page.getByTestId('res-credits');
  await expect(credits).toHaveText('500');
  await page.getByRole('navigation').getByRole('button', { name: 'Tasks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tasks' });
  const cc2 = dialog.locator('[data-task="command-center-2"]');
  await expect(cc2).toContainText('2 / 2');
  await expect(dialog.locator('[data-task="train-rangers"]')).toContainText('0 / 20');
  await expect(dialog.locator('[data-task="train-rangers"]').getByRole('button', { name: 'Claim' })).toBeDisabled();

  await cc2.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Reward received: 500 Food, 500 Steel, 500 Energy, 50 Credits')).toBeVisible();
  await expect(cc2).toContainText('Claimed');
  await expect(dialog.getByRole('button', { name: 'Claim all' })).toHaveCount(0);
  await expect(credits).toHaveText('550');

  // the guided path: the next unfinished task says what to do and goes there
  const next = dialog.locator('.task.next');
  await expect(next).toHaveAttribute('data-task', 'command-center-3');
  await expect(next).toContainText('Next step');
  await expect(next).toContainText('Upgrade the Command Center once more.');
  await dialog.locator('[data-task="destroy-pirates"]').getByRole('link', { name: 'Go there' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(dialog).toHaveCount(0);
});
