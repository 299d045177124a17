/** Moving a base in the browser: a teleport to an empty spot chosen on the map. */
import { expect, test } from '@playwright/test';
import { gql, newCommander } from './support/api.ts';

test('a commander buys a teleport and moves the base to an empty spot on the map', async ({ page }) => {
  await newCommander(page, 'Wanderer');
  await page.goto('/shop/teleport');
  await page.locator('[data-item="teleport"]').getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Item bought')).toBeVisible();

  await page.goto('/galaxy');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const home = (await gql('{ base { x y } }', {}, token!)).data.base as { x: number; y: number };
  // walk east with the keyboard until the centre spot is empty space
  const map = page.getByTestId('galaxy-map');
  const sheet = page.getByTestId('object-sheet');
  await map.focus();
  let x = home.x;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowRight');
    x += 1;
    await expect(page.getByText(`Centred on ${x}:${home.y}`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(sheet).toContainText(`${x}:${home.y}`);
    if (await sheet.getByRole('button', { name: 'Teleport here' }).isVisible()) break;
  }
  await expect(sheet.getByText('Teleports in your backpack: 1')).toBeVisible();
  await sheet.getByRole('button', { name: 'Teleport here' }).click();
  await expect(page.getByText(`Your base now stands at ${x}:${home.y}`)).toBeVisible();
  const first = page.getByTestId('in-view').getByRole('button').first();
  await expect(first).toContainText('Your base');
  await expect(first).toContainText(`${x}:${home.y}`);
  expect((await gql('{ base { x y } }', {}, token!)).data.base).toEqual({ x, y: home.y });
});
