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

test('on a phone the leaderboard fits its width: a long name wraps, the influence column stays in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newCommander(page, 'Longnamedcommander');
  await page.goto('/leaderboards');
  const table = page.getByTestId('leaderboard');
  await expect(table.locator('tr[aria-current="true"]')).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Influence' });
  const box = await header.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // nothing to scroll sideways inside the table's frame
  const wrap = table.locator('xpath=..');
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/leaderboard-390.png' });
});
