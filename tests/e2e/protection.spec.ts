/**
 * Protection beyond the beginner's shield in the browser (decision 067): the 7th attack of the day
 * on one base is refused in the send dialog with its reason and the time a slot frees; a young, far
 * weaker base is marked on the map as sheltered by strength protection.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveNextTo } from './support/db.ts';
import { attacksLanded, youngNeighbour } from './support/protection-db.ts';

const utc = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

async function openAttack(page: import('@playwright/test').Page, owner: string, spot: { x: number; y: number }) {
  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${owner}.*${spot.x}:${spot.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Attack' }).click();
  return page.getByRole('dialog', { name: `Attack ${owner}’s base at ${spot.x}:${spot.y}` });
}

test('the 7th attack of the day on one base is refused with the reason and the time a slot frees', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const keeper = await newCommander(await (await browser.newContext()).newPage(), 'Bashed');
  const raider = await newCommander(page, 'Basher');
  await giveUnits(raider.username, { interceptor: 50 });
  const spot = await moveNextTo(keeper.username, raider.username);
  // six attacks of the raider's landed on the base within the last day
  const first = await attacksLanded(raider.username, keeper.username, 6);
  await page.reload();

  const dialog = await openAttack(page, keeper.username, spot);
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  const why = `Attack limit reached for this base, next attack can land at ${utc(first + 24 * 3_600_000)} UTC`;
  await expect(dialog.locator('#send-why')).toHaveText(why);
  await expect(dialog.getByRole('button', { name: 'Send fleet' })).toBeDisabled();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/protection-bash-${width}.png`, fullPage: true });
  }
});

test('a young, far weaker base is marked on the map and its attack is refused with the reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const weak = await newCommander(await (await browser.newContext()).newPage(), 'Fledgling');
  const strong = await newCommander(page, 'Titan');
  await giveUnits(strong.username, { interceptor: 2000 });
  await giveUnits(weak.username, {});
  const spot = await youngNeighbour(weak.username, strong.username, 2);
  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  const entry = page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${weak.username}.*${spot.x}:${spot.y}`) });
  await expect(entry).toContainText('Strength protection until');
  await expect(page.locator(`[data-sheltered="${spot.x}:${spot.y}"]`)).toHaveCount(1);
  const dialog = await openAttack(page, weak.username, spot);
  await expect(dialog.locator('#send-why')).toContainText('This commander is under strength protection until');
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await expect(dialog.getByRole('button', { name: 'Send fleet' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/protection-strength.png', fullPage: true });
});
