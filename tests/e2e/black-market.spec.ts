/** The black market in the browser: an exchange pays its tax to the station's holder, the holder sets the tax, refused orders show the spec's texts. */
import { expect, test } from './support/fixtures.ts';
import { distance, objectsIn, worldSeed } from '../../src/game/index.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { holdObject } from './support/db.ts';

test('an exchange at a held station pays its tax to the holder; the holder changes the tax; refused orders say why', async ({
  page,
  browser,
}) => {
  const holderPage = await (await browser.newContext()).newPage();
  const baron = await newCommander(holderPage, 'Baron');
  const me = await newCommander(page, 'Broker');
  const session = await profileSession(me.username, me.password);
  // the nearest trading station on the map (the market trades at any, however far)
  const me2 = (await gql('{ base { x y } profile { world { id mapSize } } }', {}, session.token)).data;
  const size = me2.profile.world.mapSize as number;
  const at = objectsIn(worldSeed(me2.profile.world.id), size, { x: 0, y: 0 }, { x: size - 1, y: size - 1 })
    .filter((o) => o.kind === 'trading-station')
    .sort((a, b) => distance(a, me2.base) - distance(b, me2.base))[0]!;
  await holdObject(baron.username, at);

  await page.getByRole('navigation').getByRole('link', { name: 'Black market', exact: true }).click();
  await expect(page).toHaveURL(/\/trading\/black-market/);
  // a map link names the station
  await page.goto(`/trading/black-market?x=${at.x}&y=${at.y}`);
  await expect(page.getByTestId('station-terms')).toHaveText(`Held by ${baron.username}, who takes a 5% tax.`);

  await page.getByLabel('You give').selectOption('food');
  await page.getByLabel('You get').selectOption('steel');
  await page.getByLabel('Amount to give').fill('1000');
  const preview = page.getByTestId('exchange-preview');
  await expect(preview).toContainText(`, 5%, to ${baron.username})`);
  const tax = Number(/tax (\d+)/.exec((await preview.textContent()) ?? '')?.[1]);
  expect(tax).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page.getByText(/^Traded 1,000 Food for [\d,]+ Steel$/)).toBeVisible();

  // the holder reads the tax in the reports, and sets a new one on the station's page
  await holderPage.goto('/reports');
  await expect(
    holderPage.getByText(`Tax from ${me.username} at your station ${at.x}:${at.y}: ${tax} Steel`),
  ).toBeVisible();
  await holderPage.goto(`/trading/black-market?x=${at.x}&y=${at.y}`);
  await holderPage.getByLabel('Tax %').fill('30');
  await holderPage.getByRole('button', { name: 'Change tax' }).click();
  await expect(holderPage.getByText('Failed to change tax')).toBeVisible();
  await holderPage.getByLabel('Tax %').fill('12');
  await holderPage.getByRole('button', { name: 'Change tax' }).click();
  await expect(holderPage.getByText('Tax set to 12%')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('station-terms')).toHaveText(`Held by ${baron.username}, who takes a 12% tax.`);

  // standing orders: the same resource on both sides, then a combination I already keep here
  await page.getByLabel('Sell').selectOption('food');
  await page.getByLabel('For', { exact: true }).selectOption('food');
  await expect(page.getByText('Same resource')).toBeVisible();
  await page.getByLabel('For', { exact: true }).selectOption('energy');
  await page.getByLabel('At least, per unit').fill('5');
  await page.getByLabel('How much').fill('100');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByTestId('order')).toHaveAttribute('data-status', 'open');
  await expect(page.getByText('This trade combination already exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await page.getByRole('button', { name: 'Take down' }).click();
  await expect(page.getByTestId('order')).toHaveAttribute('data-status', 'cancelled');

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/black-market-${width}.png`, fullPage: true });
  }
});
