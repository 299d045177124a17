/** Scouting in the browser: a scout ship from the map, its report, and the scouted commander told. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveNextTo, setBuildings } from './support/db.ts';

test('a commander scouts a neighbour; the report shows the stores, and the neighbour learns who looked', async ({
  page,
  browser,
}) => {
  const watchedPage = await (await browser.newContext()).newPage();
  const watched = await newCommander(watchedPage, 'Watched');
  const spy = await newCommander(page, 'Spy');
  await setBuildings(spy.username, { 'command-center': 4, 'intelligence-agency': 1 });
  await giveUnits(watched.username, { guardian: 5 });
  const spot = await moveNextTo(watched.username, spy.username);
  await page.goto('/galaxy');
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${watched.username}.*${spot.x}:${spot.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Scout' }).click();
  await expect(page.getByText('Scout ship sent')).toBeVisible();
  await expect(page.getByTestId('march')).toContainText('Scout → Solar system');

  await expect(page.getByText('New reports').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const report = page.getByTestId('reports').getByRole('link').first();
  await expect(report).toContainText(`Scouted ${watched.username}’s base ${spot.x}:${spot.y}`);
  await report.click();
  const seen = page.getByTestId('scout-report');
  await expect(seen.getByRole('heading', { name: 'Stores' })).toBeVisible();
  // one agency level over theirs: the garrison in rounded counts, and the report says its rule (decision 044)
  await expect(seen.getByTestId('scout-rule')).toHaveText(
    'Counts rounded (to the nearest 10, or 100 from a thousand): your agency stands level with theirs or one above. 2 levels above shows exact counts.',
  );

  await watchedPage.goto('/reports');
  await expect(watchedPage.getByTestId('reports').getByRole('link').first()).toContainText(
    `${spy.username} scouted your base`,
  );
});
