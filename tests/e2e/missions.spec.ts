/** Mission Control in the browser: a hostile mission from available to completed, through the portal and back, and its report. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, missionsDueNow, setBuildings, withDbEnergy } from './support/db.ts';

test('a commander deploys units on a hostile mission, sees it under way, and reads how it went', async ({ page }) => {
  const me = await newCommander(page, 'Gatecrasher');
  await setBuildings(me.username, { portal: 1 });
  await giveUnits(me.username, { interceptor: 400, cruiser: 100 });
  await withDbEnergy(me.username, 5);
  await page.goto('/base');
  await page.getByRole('navigation').getByRole('link', { name: 'Mission Control' }).click();
  await expect(page).toHaveURL(/\/portal\/missions$/);
  const cards = page.getByTestId('missions').locator('[data-mission]');
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId('mission-energy')).toContainText('Portal energy 5 of 5');

  await page.getByRole('link', { name: 'Hostile', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/hostile$/);
  const hostile = page.locator('[data-mission="hostile"]');
  await expect(cards.first()).toHaveAttribute('data-mission', 'hostile');
  await hostile.getByRole('button', { name: 'Deploy units' }).click();
  const dialog = page.getByRole('dialog');
  // nothing chosen: the rule says so before the server would
  await expect(dialog.getByText('You have to send at least one unit')).toBeVisible();
  await dialog.getByRole('button', { name: /All.*Interceptor/ }).click();
  await dialog.getByRole('button', { name: /All.*Cruiser/ }).click();
  await expect(dialog.getByTestId('influence-sent')).toContainText('Influence sent: 2600');
  await dialog.getByRole('button', { name: 'Deploy through the portal' }).click();
  await expect(page.getByText('Units deployed through the portal')).toBeVisible();
  await expect(hostile).toHaveAttribute('data-status', 'active');
  await expect(hostile.getByTestId('mission-active')).toContainText('Under way');
  await expect(page.getByTestId('mission-energy')).toContainText('Portal energy 3 of 5');
  await expect(page.getByText('Through the portal').first()).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/missions-${width}.png`, fullPage: true });
  }

  // the units reach the other side: the next read settles the base and the battle is fought
  await missionsDueNow(me.username);
  await page.reload();
  await expect(hostile).toHaveAttribute('data-status', 'completed');
  await expect(hostile.getByTestId('mission-outcome')).toContainText('Success');
  await hostile.getByRole('link', { name: 'Read the report' }).click();
  await page
    .getByRole('link', { name: /Portal mission, Hostile/ })
    .first()
    .click();
  await expect(page.getByTestId('mission-report')).toContainText('Won');
  await expect(page.getByTestId('mission-report')).toContainText('Unknown fragment');
  // its battle replayed from the revealed seed, which matches the commitment made as the units went through
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-verdict', 'verified');
});
