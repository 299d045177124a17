/** Rankings by category in the browser: a tab per category and scope, the order of seeded data, one's own row marked. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { seedHistory, seedRankings } from './support/rankings-db.ts';

test('a ranking tab per category shows the seeded order, the reader’s own place marked', async ({ page }) => {
  const p = await newCommander(page, 'Ranker');
  const first = `${p.username.slice(0, 20)}A`;
  const third = `${p.username.slice(0, 20)}C`;
  // economies far beyond anything a spec builds: these three lead the world's economy ranking
  await seedRankings(p.username, { produced: 8e12, piratesDestroyed: 1 }, [
    { name: first, tally: { produced: 9e12, piratesDestroyed: 0 } },
    { name: third, tally: { produced: 7e12, piratesDestroyed: 9000 } },
  ]);
  await page.getByRole('navigation').getByRole('link', { name: 'Leaderboards' }).click();
  await page.getByRole('button', { name: 'Economy' }).click();
  const table = page.getByTestId('ranking');
  await expect
    .poll(async () => (await table.getByRole('rowheader').allInnerTexts()).slice(0, 3))
    .toEqual([first, p.username, third]);
  await expect(table.locator('tr[aria-current="true"] th')).toHaveText(p.username);
  await expect(page.getByTestId('my-rank')).toContainText('Your place: #2 with 8,000,000,000,000');

  await page.getByRole('button', { name: 'Pirates destroyed' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText(third);
  await expect(page.getByRole('button', { name: 'Pirates destroyed' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Alliances' }).click();
  await expect(page.getByText('You are in no alliance.')).toBeVisible();
});

test('a profile shows the commander’s history as a chart', async ({ page }) => {
  const p = await newCommander(page, 'Chronicle');
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  await seedHistory(p.username, [
    { day: day(2), influence: 20 },
    { day: day(1), influence: 40 },
  ]);
  await page.goto('/profile/history');
  const chart = page.getByTestId('history-chart');
  await expect(chart.locator('circle')).toHaveCount(3);
  await expect(chart.getByRole('img')).toHaveAccessibleName(`Influence from ${day(2)} to ${day(0)}: 20 to 60`);
  await page.getByLabel('Category').selectOption('pirates');
  await expect(chart.locator('figcaption')).toHaveText('Pirates destroyed: 0');
});
