/** Moving a base in the browser: a teleport to an empty spot chosen on the map. */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander } from './support/api.ts';

test('a commander buys a teleport and moves the base to an empty spot on the map', async ({ page }) => {
  await newCommander(page, 'Wanderer');
  await page.goto('/shop/teleport');
  await page.locator('[data-item="teleport"]').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Item bought')).toBeVisible();

  await page.goto('/galaxy');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const home = (await gql('{ base { x y } }', {}, token!)).data.base as { x: number; y: number };
  // walk towards the middle of the map with the keyboard until the centre spot may hold a base
  const map = page.getByTestId('galaxy-map');
  const sheet = page.getByTestId('object-sheet');
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  await expect(page.getByTestId('in-view').getByRole('button').first()).toContainText('Your base');
  await map.focus();
  const step = home.x < 100 ? 1 : -1;
  let x = home.x;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(step > 0 ? 'ArrowRight' : 'ArrowLeft');
    x += step;
    await expect(page.getByText(`Centred on ${x}:${home.y}`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(sheet).toContainText(`${x}:${home.y}`);
    if (await sheet.getByRole('button', { name: 'Teleport here' }).isVisible()) break;
  }
  await expect(sheet.getByText('Teleports in your backpack: 1')).toBeVisible();
  await sheet.getByRole('button', { name: 'Teleport here' }).click();
  // it spends the teleport for good: it asks first (decision 044)
  const ask = page.getByRole('dialog', { name: 'Teleport your base?' });
  await expect(ask).toContainText(`puts your base at ${x}:${home.y}`);
  await ask.getByRole('button', { name: 'Teleport here' }).click();
  await expect(page.getByText(`Your base now stands at ${x}:${home.y}`)).toBeVisible();
  const first = page.getByTestId('in-view').getByRole('button').first();
  await expect(first).toContainText('Your base');
  await expect(first).toContainText(`${x}:${home.y}`);
  expect((await gql('{ base { x y } }', {}, token!)).data.base).toEqual({ x, y: home.y });
});
