/** Vacation mode in the browser: asked first, orders refused with the reason, the 48 hours, the way back. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { ageVacation } from './support/db.ts';

test('a commander goes on vacation from the profile, cannot give orders, and comes back after 48 hours', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await newCommander(page, 'Holiday');
  await page.goto('/profile');
  const panel = page.getByTestId('vacation');
  await expect(panel.getByRole('heading', { name: 'Vacation mode' })).toBeVisible();
  await expect(panel).toContainText('Vacation freezes your base');

  // asked first, by keyboard
  await panel.getByRole('button', { name: 'Go on vacation' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(panel.getByTestId('vacation-status')).toContainText('On vacation since');
  await expect(panel).toContainText('You can end it from');

  // the base still reads; an order is refused with the reason
  await page.goto('/base');
  const farm = page.locator('[data-building="hydroponic-farm"]');
  await farm.getByRole('button', { name: 'Upgrade to 2' }).click();
  await expect(page.getByText('You are on vacation: end it to give orders')).toBeVisible();
  // nothing is produced meanwhile: the rates read nothing
  await expect(page.getByRole('region', { name: 'Resources' })).not.toContainText('+142/h');

  // two days later the commander ends it and the base takes orders again
  await ageVacation(me.username, 49 * 3_600_000);
  await page.goto('/profile');
  await panel.getByRole('button', { name: 'End vacation' }).click();
  await expect(page.getByText('Welcome back, commander')).toBeVisible();
  await expect(panel).toContainText('Your next vacation can begin on');
  await page.goto('/base');
  await farm.getByRole('button', { name: 'Upgrade to 2' }).click();
  await expect(page.getByTestId('queue-countdown')).toBeVisible();

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await expect(panel).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await panel.screenshot({ path: `test-results/vacation-${width}.png` });
  }
});
