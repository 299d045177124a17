/**
 * /base on a phone (390 px): the first screenful keeps the resources, the queues and the
 * next step; the sixteen buildings fold into a grid of names that a tap or Enter opens.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the first screenful keeps resources, queues and the next step; buildings fold and open from the keyboard', async ({
  page,
}) => {
  await newCommander(page, 'Pocket');
  const fold = page.getByTestId('next-step');
  await expect(fold).toBeVisible();
  for (const [name, box] of [
    ['resources', page.getByRole('region', { name: 'Resources' })],
    ['building queue', page.getByRole('heading', { name: 'Building queue' })],
    ['march queue', page.getByRole('heading', { name: 'March queue' })],
    ['next step', fold],
  ] as const) {
    const b = await box.boundingBox();
    expect(b, name).not.toBeNull();
    expect(b!.y + b!.height, `${name} ends within the first screenful`).toBeLessThanOrEqual(844);
  }

  // sixteen folded cards, two abreast
  const toggles = page.locator('[data-building] .building-toggle[aria-expanded="false"]');
  await expect(toggles).toHaveCount(16);
  const farm = page.locator('[data-building="hydroponic-farm"]');
  await expect(farm.getByRole('button', { name: 'Upgrade to 2' })).toHaveCount(0);
  await expect(farm).toContainText('Ready to start');

  // Enter opens one (the focus stays on its toggle), Enter again folds it
  await farm.getByRole('button', { name: /^Hydroponic Farm/ }).focus();
  await page.keyboard.press('Enter');
  await expect(farm.getByRole('button', { name: 'Upgrade to 2' })).toBeVisible();
  await expect(farm.getByRole('button', { name: /^Hydroponic Farm/ })).toBeFocused();
  await expect(farm.getByRole('button', { name: /^Hydroponic Farm/ })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(farm.getByRole('button', { name: 'Upgrade to 2' })).toHaveCount(0);

  // a tap opens one, and its upgrade starts from there
  await farm.getByRole('button', { name: /^Hydroponic Farm/ }).click();
  await farm.getByRole('button', { name: 'Upgrade to 2' }).click();
  await expect(page.getByTestId('queue-countdown')).toBeVisible();

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page is far shorter than the 6,500 px of sixteen open cards').toBeLessThan(4000);
  await page.screenshot({ path: 'test-results/base-phone-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  // a desktop shows every card open
  await expect(page.locator('.building-toggle')).toHaveCount(0);
  await expect(
    page.locator('[data-building="steel-foundry"]').getByRole('button', { name: 'Upgrade to 2' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/base-desktop-1366.png', fullPage: true });
});
