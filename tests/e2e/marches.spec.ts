/** A fleet against a pirate ship in the browser: attack from the map, the march counts down, the battle report, the fleet home. */
import { expect, test } from './support/fixtures.ts';
import { sendFleet } from './support/reports-db.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveBeside } from './support/db.ts';

test('a player attacks the nearest pirate ship from the map, reads the battle report and sees the fleet come home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const p = await newCommander(page, 'Admiral');
  await giveUnits(p.username, { interceptor: 400, ranger: 50 });
  const pirate = await moveBeside(p.username, 'pirate-ship'); // one cell away: a few seconds' flight here
  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);

  // the pirate ship next door
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`Pirate ship.*${pirate.x}:${pirate.y}`) })
    .click();
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet.getByRole('heading', { name: 'Pirate ship' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Attack' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Send fleet' })).toBeDisabled();
  await expect(dialog.getByText('You have to send at least one unit')).toBeVisible();
  // rangers alone cannot fly: the spec's words with the count
  await dialog.getByRole('button', { name: 'All Ranger' }).click();
  await expect(dialog.getByText('Not enough space ships to deploy 50 ground units')).toBeVisible();
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await expect(dialog.getByTestId('seats')).toHaveText('50 / 2000');
  await expect(dialog.getByTestId('flight-time')).toBeVisible();
  // the odds, from the same engine over a few seeds, before anything is sent
  await expect(dialog.getByTestId('battle-odds')).toContainText(/\d+ % to win · expected losses: /);
  await page.screenshot({ path: 'test-results/send-odds.png' });
  await sendFleet(dialog);
  await expect(page.getByText('Fleet sent')).toBeVisible();

  // the march queue counts down; at arrival the battle is fought and the report dot lights up
  const march = page.getByTestId('march');
  await expect(march).toHaveAttribute('data-status', 'marching');
  await expect(march).toContainText('On the way out');
  await expect(page.getByText('New reports').first()).toBeVisible({ timeout: 60_000 });
  await expect(march).toHaveAttribute('data-status', 'returning');

  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const item = page.getByTestId('reports').getByRole('link').first();
  await expect(item).toContainText(`Battle at Pirate ship ${pirate.x}:${pirate.y}: Victory`);
  await item.click();
  await expect(page.getByTestId('outcome')).toHaveText('Victory');
  await expect(page.getByTestId('attacker').locator('[data-unit="interceptor"]')).toBeVisible();
  await expect(page.getByTestId('loot')).toContainText('Steel');
  // replayed in the browser from the revealed seed, which matches the commitment made at launch
  await expect(page.getByTestId('replay')).toContainText('identical');
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('replay')).toContainText('Verified');
  await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText('New reports')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/battle-report.png', fullPage: true });
  // on a phone the seed and its commitment wrap inside the page
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('fairness').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/battle-report-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  // a report whose seed is not the one committed to says so
  const reportUrl = page.url();
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('openReport')) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    const data = JSON.parse(json.data.openReport.data);
    json.data.openReport.data = JSON.stringify({ ...data, seed: 'ab'.repeat(32) });
    await route.fulfill({ response, json });
  });
  await page.goto(reportUrl);
  await expect(page.getByTestId('fairness')).toHaveAttribute('data-verdict', 'seed-mismatch');
  await expect(page.getByTestId('replay')).toContainText('Not verified');
  await page.unrouteAll({ behavior: 'wait' });

  // home again: the march queue empties and the interceptors are back in the garrison
  await expect(page.getByText('No fleets in flight.')).toBeVisible({ timeout: 60_000 });
  await page.goto('/base');
  // the garrison as the page shows it once the base is read (innerText alone does not wait for that)
  const homeCell = page.getByTestId('unit-stats').locator('[data-unit="interceptor"] td').first();
  await expect.poll(async () => Number(await homeCell.innerText())).toBeGreaterThan(300);
  expect(Number(await homeCell.innerText())).toBeLessThanOrEqual(400);
});

test('a fleet on its way out can be recalled from the march queue', async ({ page }) => {
  test.setTimeout(90_000);
  const p = await newCommander(page, 'Recaller');
  await giveUnits(p.username, { cruiser: 20 });
  await page.goto('/galaxy');
  // the farthest pirate ship in view, so the fleet is still on its way out when recalled
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: /Pirate ship/ })
    .last()
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Attack' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'All Cruiser' }).click();
  await sendFleet(page.getByRole('dialog'));
  const march = page.getByTestId('march');
  // a recalled fleet flies home as long as it has flown out: recalled at once, it was home again
  // within 2 s, before a loaded machine had read that it turned (flaky). Out for 10 s first, it
  // stays on its way home as long as each check below may take.
  const countdown = march.getByTestId('march-countdown');
  const secondsLeft = async () =>
    (await countdown.innerText()).split(':').reduce((total, part) => total * 60 + Number(part), 0);
  const atFirst = await secondsLeft();
  await expect.poll(secondsLeft, { timeout: 30_000 }).toBeLessThanOrEqual(atFirst - 10);
  await march.getByRole('button', { name: 'Recall' }).click();
  await expect(page.getByText('Fleet recalled: it is flying home')).toBeVisible();
  await expect(march).toHaveAttribute('data-status', 'returning');
  await expect(march.getByRole('button', { name: 'Recall' })).toHaveCount(0);
  await expect(page.getByText('No fleets in flight.')).toBeVisible({ timeout: 60_000 });
});

test('a fleet mines the asteroid next door; recalled, it brings home what it mined', async ({ page }) => {
  test.setTimeout(90_000);
  const p = await newCommander(page, 'Prospector');
  await giveUnits(p.username, { interceptor: 10 });
  const rock = await moveBeside(p.username, 'astromite-asteroid');
  await page.goto('/galaxy');
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`Astromite asteroid.*${rock.x}:${rock.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Gather' }).click();
  const dialog = page.getByRole('dialog', { name: `Gather at the Astromite asteroid at ${rock.x}:${rock.y}` });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  // 10 interceptors carry 1,000; the base mines 600 an hour, ×5 in this world: 20 minutes
  await expect(dialog.getByTestId('gather-load')).toHaveText('1000 Astromite in 00:20:00 of mining');
  await dialog.getByRole('button', { name: 'Send fleet' }).click();

  const march = page.getByTestId('march');
  await expect(march).toHaveAttribute('data-status', 'gathering', { timeout: 30_000 });
  await expect(march).toContainText('Mining');
  // mine for a while: until the progress shows a few units of the load (1000) mined
  await expect
    .poll(async () => Number(await march.locator('progress').getAttribute('value')), { timeout: 30_000 })
    .toBeGreaterThan(0.003);
  await march.getByRole('button', { name: 'Recall' }).click();
  await expect(march).toHaveAttribute('data-status', 'returning');

  const before = Number(await page.getByTestId('res-astromite').innerText());
  await expect(page.getByText('No fleets in flight.')).toBeVisible({ timeout: 30_000 });
  await page.goto('/reports');
  const title = await page.getByTestId('reports').getByRole('link').first().innerText();
  const mined = Number(/Gathered (\d+) Astromite at Astromite asteroid/.exec(title)?.[1]);
  expect(mined).toBeGreaterThan(0);
  await expect(page.getByTestId('res-astromite')).toHaveText(String(before + mined));
});
