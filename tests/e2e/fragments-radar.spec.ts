/** Fragments and radars in the browser: fragments convert and combine into an address the portal dials; a radar shows hidden ships on the map; a portal shield goes up and down. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveItems, setBuildings } from './support/db.ts';

test('unknown fragments convert, five symbol fragments combine into another commander’s address, and the portal dials it', async ({
  page,
  browser,
}) => {
  const other = await newCommander(await (await browser.newContext()).newPage(), 'Lighthouse');
  const me = await newCommander(page, 'Cryptographer');
  await giveItems(me.username, {
    'unknown-fragment': 3,
    'symbols-fragment': 4,
    'radar-quantarite-asteroid': 1,
    'portal-shield-24h': 1,
    'core-shard': 2,
  });
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/backpack');
    await expect(page.locator('[data-item="core-shard"]')).toBeVisible();
    await page.screenshot({ path: `test-results/backpack-${width}.png`, fullPage: true });
  }
  const unknown = page.locator('[data-item="unknown-fragment"]');
  await unknown.getByLabel('How many').fill('3');
  await unknown.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Conversion Complete')).toBeVisible();
  await expect(unknown).toHaveCount(0); // all three converted
  await expect(page.getByTestId('item-outcome')).toContainText('3 unknown →');
  const symbols = page.locator('[data-item="symbols-fragment"]');
  const held = Number((await symbols.locator('.num').first().textContent())?.replace(/\D/g, ''));
  expect(held).toBeGreaterThanOrEqual(4 + 3);
  expect(held).toBeLessThanOrEqual(4 + 9);
  await symbols.getByRole('button', { name: 'Combine 5' }).click();
  const found = page.getByTestId('item-outcome');
  await expect(found).toContainText('The symbols point to a portal');
  await expect(symbols.locator('.num').first()).toHaveText(`× ${held - 5}`);
  const commander = (await found.textContent())?.match(/\(([^)]+)\)/)?.[1];
  expect(commander).toBeTruthy();
  if (held - 5 < 5) await expect(symbols.getByRole('button', { name: 'Combine 5' })).toBeDisabled();

  // the report says the same; the link takes the address to the portal's dial
  await found.getByRole('link', { name: 'Open the portal' }).click();
  await expect(page).toHaveURL(/\/portal\?address=/);
  const dialled = (await page.getByTestId('dial-slots').textContent()) ?? '';
  expect([...dialled]).toHaveLength(6);
  expect(dialled).not.toContain('·');
  await page.goto('/reports');
  await expect(page.getByText(/fragments/i).first()).toBeVisible();
  expect(other.username).toBeTruthy();
});

test('a pirate ship radar marks hidden ships on the map; a portal shield goes up from the backpack and comes down on the portal page', async ({
  page,
}) => {
  const me = await newCommander(page, 'Sweeper');
  await setBuildings(me.username, { 'galactic-observatory': 3, portal: 1 });
  await giveItems(me.username, { 'radar-pirate-ship': 1, 'portal-shield-8h': 1 });
  await page.goto('/galaxy');
  await expect(page.getByTestId('galaxy-map')).toBeVisible();
  await expect(page.locator('[data-radar]')).toHaveCount(0);

  await page.goto('/backpack');
  const radar = page.locator('[data-item="radar-pirate-ship"]');
  await expect(radar).toContainText('out to 20 cells');
  await radar.getByRole('button', { name: 'Sweep' }).click();
  await expect(page.getByText('Item used')).toBeVisible();
  await page.getByRole('link', { name: 'See it on the map' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(page.locator('[data-radar]').first()).toBeAttached();
  await expect(page.getByTestId('in-view').getByText('radar contact').first()).toBeVisible();

  await page.goto('/backpack');
  await page.locator('[data-item="portal-shield-8h"]').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Item used')).toBeVisible();
  await page.goto('/portal');
  await expect(page.getByTestId('portal-shield')).toContainText('Portal shield up');
  await page.getByTestId('portal-shield').getByRole('button', { name: 'Take it down' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Take it down|Confirm|Yes/ })
    .click();
  await expect(page.getByTestId('portal-shield')).toContainText('a new one can go up in');
});
