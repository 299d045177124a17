/**
 * PvP you can judge (decision 044): the raid dialog shows the odds from the newest scout report and
 * its age; a fleet at low odds, or blind at a base never scouted, or at a 0 % pirate crew, asks first.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveBeside, moveNextTo } from './support/db.ts';
import { fileReports } from './support/reports-db.ts';

test('raid odds from the scout report, with its age; low odds and a blind raid ask before the fleet goes out', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const keeper = await newCommander(await (await browser.newContext()).newPage(), 'Garrison');
  const raider = await newCommander(page, 'Judge');
  await giveUnits(raider.username, { interceptor: 500 });
  await giveUnits(keeper.username, { ranger: 30 });
  const spot = await moveNextTo(keeper.username, raider.username);
  const open = async () => {
    await page.goto('/galaxy');
    await page
      .getByTestId('in-view')
      .getByRole('button', { name: new RegExp(`${keeper.username}.*${spot.x}:${spot.y}`) })
      .click();
    await page.getByTestId('object-sheet').getByRole('button', { name: 'Attack' }).click();
    return page.getByRole('dialog', { name: `Attack ${keeper.username}’s base at ${spot.x}:${spot.y}` });
  };

  // never scouted: the odds are unknown and sending asks first
  let dialog = await open();
  await expect(dialog.getByTestId('raid-odds')).toContainText('Unknown: you have not scouted this base.');
  await dialog.getByRole('spinbutton', { name: /Interceptor/ }).fill('1');
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  const ask = dialog.getByRole('alertdialog');
  await expect(ask).toContainText('You do not know what defends this base');
  await expect(ask.getByRole('button', { name: 'Back' })).toBeFocused();
  await ask.getByRole('button', { name: 'Back' }).click();
  await expect(ask).toHaveCount(0);
  await page.keyboard.press('Escape');

  // a scout report (agency level with theirs: counts rounded) gives the odds, and says how old it is
  await fileReports(raider.username, [
    {
      kind: 'scout',
      folder: 'espionage',
      data: {
        target: { x: spot.x, y: spot.y, kind: 'solar-system', level: 1, owner: keeper.username },
        findings: { depth: 'units', precision: 'rounded', lead: 0, resources: {}, units: { ranger: 30 } },
      },
    },
  ]);
  dialog = await open();
  await dialog.getByRole('spinbutton', { name: /Interceptor/ }).fill('1');
  const odds = dialog.getByTestId('raid-odds');
  await expect(odds).toContainText('0 % to win');
  await expect(odds).toContainText(/From your scout report \(00:0\d:\d\d old\), counts rounded: 30 Ranger/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/raid-odds-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  await expect(dialog.getByRole('alertdialog')).toContainText('It wins 0 % of the time');
  await page.screenshot({ path: 'test-results/raid-low-odds-1366.png' });
  await dialog.getByRole('button', { name: 'Back' }).click();
  // the whole fleet wins: it goes without a question
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await expect(odds).toContainText('100 % to win');
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
});

test('a 0 % attack on a pirate crew asks first; answered, the fleet goes', async ({ page }) => {
  const p = await newCommander(page, 'Hopeless');
  await giveUnits(p.username, { interceptor: 1 });
  const pirate = await moveBeside(p.username, 'pirate-ship');
  await page.goto('/galaxy');
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`Pirate ship.*${pirate.x}:${pirate.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Attack' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await expect(dialog.getByTestId('battle-odds')).toContainText('0 % to win');
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  const ask = dialog.getByRole('alertdialog', { name: 'Send the fleet at these odds?' });
  await expect(ask).toContainText('It wins 0 % of the time');
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Send anyway' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fleet sent')).toBeVisible();
});
