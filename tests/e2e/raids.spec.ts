/** A raid between two commanders in the browser: the attack from the map, the incoming attack in red, both reports. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveNextTo } from './support/db.ts';

test('a commander attacks a neighbour; the neighbour sees it coming and reads the defence report', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const keeperPage = await (await browser.newContext()).newPage();
  const keeper = await newCommander(keeperPage, 'Keeper');
  const raider = await newCommander(page, 'Raider');
  await giveUnits(raider.username, { interceptor: 500 });
  await giveUnits(keeper.username, { ranger: 30 });
  const spot = await moveNextTo(keeper.username, raider.username);
  await page.reload();
  await keeperPage.reload();

  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${keeper.username}.*${spot.x}:${spot.y}`) })
    .click();
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet).toContainText(keeper.username);
  await sheet.getByRole('button', { name: 'Attack' }).click();
  const dialog = page.getByRole('dialog', { name: `Attack ${keeper.username}’s base at ${spot.x}:${spot.y}` });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  // never scouted: the odds are unknown, so it asks first (decision 044)
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible();

  // the neighbour's screen turns red at once, without a reload
  const incoming = keeperPage.getByTestId('incoming');
  await expect(incoming).toContainText(`${raider.username}: 500 units`);
  // the raid lands (a few seconds here): the alert goes, the report is in
  await expect(incoming).toHaveCount(0, { timeout: 30_000 });
  await keeperPage.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(keeperPage.getByTestId('reports').getByRole('link').first()).toContainText(
    `${raider.username} attacked your base: Defeat`,
  );
  await keeperPage.getByTestId('reports').getByRole('link').first().click();
  await expect(keeperPage.getByTestId('outcome')).toHaveText('Defeat');
  await expect(keeperPage.getByRole('table', { name: 'Your defence' })).toBeVisible();
  // round by round, the reader's losses first: all 30 rangers fell
  await expect(keeperPage.getByTestId('rounds').locator('tbody tr').first().locator('td').first()).toHaveText(
    '30 / 30',
  );
  await keeperPage.screenshot({ path: 'test-results/defence-report.png', fullPage: true });

  // the raider's own report tells the victory at the neighbour's base
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('reports').getByRole('link').first()).toContainText(
    `Battle at ${keeper.username}’s base ${spot.x}:${spot.y}: Victory`,
  );
});
