/** The black market in the browser: an exchange pays its tax to the station's holder, the holder sets the tax, refused orders show the spec's texts. */
import { expect, test } from '@playwright/test';
import { gql, newCommander, profileSession } from './support/api.ts';
import { holdObject } from './support/db.ts';

test('an exchange at a held station pays its tax to the holder; the holder changes the tax; refused orders say why', async ({ page, browser }) => {
  const holderPage = await (await browser.newContext()).newPage();
  const baron = await newCommander(holderPage, 'Baron');
  const me = await newCommander(page, 'Broker');
  const session = await profileSession(me.username, me.password);
  const stations = (await gql('{ tradingStations { x y } }', {}, session.token)).data.tradingStations as { x: number; y: number }[];
  test.skip(stations.length === 0, 'no trading station within reach of this base');
  const at = stations[0]!;
  await holdObject(baron.username, at);

  await page.getByRole('navigation').getByRole('link', { name: 'Black market', exact: true }).click();
  await expect(page).toHaveURL(/\/trading\/black-market/);
  await page.getByRole('button', { name: new RegExp(`^${at.x}:${at.y}`) }).click();
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
  await expect(holderPage.getByText(`Tax from ${me.username} at your station ${at.x}:${at.y}: ${tax} Steel`)).toBeVisible();
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
