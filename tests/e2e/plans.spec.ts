/**
 * Build plans (decision 072) in Chromium, on a server whose clock the test moves
 * (tests/e2e/support/time-travel-server.ts): a commander plans three upgrades from the base page,
 * leaves (no tab open), and the timeline alone runs them in order, each spending as it starts; the
 * empire overview shows the plan and the queue, and the ledger the three in order.
 */
import { expect, test } from './support/fixtures.ts';
import { startTimeTravelServer } from './support/time-travel.ts';
import { newCommander } from './support/api.ts';

const { pass } = startTimeTravelServer();

const THREE = ['Steel Foundry', 'Hydroponic Farm', 'Energy Plant'];

test('a plan of three upgrades runs in order while its commander is away, and the empire shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newCommander(page, 'Planner');
  for (const name of THREE) {
    await page.getByRole('button', { name: `Plan the next level of ${name}` }).click();
    await expect(page.getByText(`${name} planned`)).toBeVisible();
  }
  const panel = page.getByTestId('plan-panel');
  const steps = panel.locator('li.plan-step');
  await expect(steps).toHaveCount(3);
  // the first started at once; the others wait, spending nothing
  await expect(steps.nth(0)).toContainText('Steel Foundry to level 2');
  await expect(steps.nth(0)).toContainText('Running');
  await expect(steps.nth(1)).toContainText('Waiting');
  await expect(steps.nth(2)).toContainText('Waiting');

  // reorder by keyboard: the energy plant before the farm
  await panel.getByRole('button', { name: 'Move Energy Plant 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.nth(1)).toContainText('Energy Plant to level 2');
  await expect(steps.nth(2)).toContainText('Hydroponic Farm to level 2');
  await page.screenshot({ path: 'test-results/plans-base.png', fullPage: false });

  // the empire overview: the running upgrade in the queue, the plan below
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Empire', includeHidden: true })).toHaveCount(1);
  await page.goto('/empire');
  await expect(page.getByTestId('empire-queues').locator('[data-queue="steel-foundry:2"]')).toBeVisible();
  await expect(page.getByTestId('plan-panel').locator('li.plan-step')).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/plans-empire-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/plans-empire-1366.png', fullPage: true });

  // away: no tab open while the timeline runs the plan
  await page.goto('about:blank');
  for (let i = 0; i < 20; i++) await pass(30_000);

  await page.goto('/empire');
  await expect(page.getByTestId('empire-queues')).toContainText('Nothing.');
  await expect(page.getByTestId('plan-panel')).toContainText('No steps planned');
  // the ledger: the three finished in the plan's order (newest first)
  await page.goto('/base/ledger');
  const done = page.getByTestId('ledger-table').locator('tr[data-kind="building"]');
  await expect(done).toHaveCount(3);
  await expect(done.nth(0)).toContainText('hydroponic-farm 2');
  await expect(done.nth(1)).toContainText('energy-plant 2');
  await expect(done.nth(2)).toContainText('steel-foundry 2');
});
