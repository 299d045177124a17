/** The living base in the browser: an upgrade counts down in the queue and the level and production change when it finishes. */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander } from './support/api.ts';

test('a new player upgrades a building, watches the queue count down, and sees the level and production change', async ({
  page,
}) => {
  await newCommander(page, 'Builder');

  const farm = page.locator('[data-building="hydroponic-farm"]');
  await expect(farm.getByText('1/25')).toBeVisible();
  const rateBefore = await farm.locator('.effect').innerText();
  const food = page.getByTestId('res-food');
  const foodBefore = Number(await food.innerText());
  // the bar shows each rate at a glance: base output 30 plus the farm's 112 at level 1
  const foodRate = page.getByTestId('rate-food');
  await expect(foodRate).toHaveText('+142/h');

  // a building whose requirement is missing says which one, in the spec's words
  await expect(
    page
      .locator('[data-building="research-lab"]')
      .getByText('Required building does not have enough level: Command Center 3'),
  ).toBeVisible();

  await farm.getByRole('button', { name: 'Upgrade to 2' }).click();
  await expect(page.getByText('Hydroponic Farm: started')).toBeVisible();
  // while it runs (9 s in this speed-5 world) a second upgrade is refused in the spec's words
  const foundry = page.locator('[data-building="steel-foundry"]');
  await expect(foundry.getByRole('button', { name: 'Upgrade to 2' })).toBeDisabled();
  await expect(foundry.getByText('Queues are full')).toBeVisible();
  const countdown = page.getByTestId('queue-countdown');
  await expect(countdown).toBeVisible();
  const first = await countdown.innerText();
  await expect(countdown).not.toHaveText(first, { timeout: 3000 }); // it ticks
  expect(Number(await food.innerText())).toBeLessThan(foodBefore); // the cost was paid

  // the live count and the server agree after a refresh (within a second's production)
  const liveSteel = Number(await page.getByTestId('res-steel').innerText());
  await page.reload();
  await expect(page.getByTestId('res-steel')).not.toHaveText('—');
  const servedSteel = Number(await page.getByTestId('res-steel').innerText());
  expect(Math.abs(servedSteel - liveSteel)).toBeLessThanOrEqual(2);

  // the world runs at speed 5: level 2 takes 9 s
  await expect(farm.getByText('2/25')).toBeVisible({ timeout: 20_000 });
  await expect(countdown).toHaveCount(0);
  expect(await farm.locator('.effect').innerText()).not.toBe(rateBefore);
  await expect(foodRate).not.toHaveText('+142/h');
  await page.screenshot({ path: 'test-results/base-upgraded.png', fullPage: true });
});

test('the base says what it can do: capacities, plunder protection and unit stats with research', async ({ page }) => {
  await newCommander(page, 'Quartermaster');

  const stats = page.getByRole('region', { name: 'What your base can do' });
  await expect(stats.getByText('Safe from plunder')).toBeVisible();
  await expect(stats.locator('dd', { hasText: '12 %' })).toBeVisible(); // depot level 1
  const ranger = stats.getByTestId('unit-stats').locator('[data-unit="ranger"]');
  await expect(ranger.getByRole('rowheader')).toHaveText('Ranger');
  await expect(ranger.locator('[data-stat="attack"]')).toHaveText('12');
  // each resource opens its breakdown by keyboard; Escape closes it
  const food = page.locator('.resource-bar [data-resource="food"]');
  await food.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Food: details' });
  await expect(detail.getByText('Safe from plunder')).toBeVisible();
  await expect(detail.getByText('Full in')).toBeVisible();
  await expect(detail.locator('dd', { hasText: /^\+30\/h$/ })).toBeVisible(); // base output, before the farm
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(food).toBeFocused();

  // the same numbers fit a phone: the table scrolls inside its panel, the page does not
  await page.setViewportSize({ width: 375, height: 740 });
  await stats.getByTestId('unit-stats').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a change made elsewhere (another tab or device) reaches an open base page without a reload', async ({ page }) => {
  await newCommander(page, 'Twin');
  await expect(page.getByText('Nothing under way. Upgrade a building from your base.')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const foodBefore = await page.getByTestId('res-food').innerText();

  // the same player on another device starts an upgrade: this page hears it over the socket
  const started = await gql(
    'mutation { startBuildingUpgrade(buildingId: "steel-foundry") { queue { id } } }',
    {},
    token!,
  );
  const queue = page.getByRole('complementary').getByRole('region', { name: 'Building queue' });
  await expect(queue.getByText('Steel Foundry')).toBeVisible({ timeout: 5000 });
  await expect(page.locator('[data-building="steel-foundry"]').getByText('Building is upgrading')).toBeVisible();
  // the pushed item shows at once; the amounts follow with the refetch it triggers
  await expect
    .poll(async () => Number(await page.getByTestId('res-food').innerText()))
    .toBeLessThan(Number(foodBefore));

  // and the cancel from there takes it away here
  await gql(
    'mutation($id: ID!) { cancelQueueItem(queueItemId: $id) { id } }',
    { id: started.data.startBuildingUpgrade.queue[0].id },
    token!,
  );
  await expect(queue.getByText('Steel Foundry')).toHaveCount(0, { timeout: 5000 });
});
