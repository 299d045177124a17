/** The leaderboard in the browser: the world's commanders by influence, one's own row marked. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('a new commander finds their place on the leaderboard', async ({ page }) => {
  const p = await newCommander(page, 'Climber');
  await page.getByRole('navigation').getByRole('link', { name: 'Leaderboards' }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page.getByTestId('my-rank')).toContainText(/Your place: #\d+ with 60 influence/);
  const mine = page.getByTestId('leaderboard').locator('tr[aria-current="true"]');
  await expect(mine.getByRole('rowheader')).toHaveText(p.username);
  await expect(mine.locator('td').last()).toHaveText('60');
});
