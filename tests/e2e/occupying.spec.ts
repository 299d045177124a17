/** Occupying in the browser: a fleet holds the asteroid next door, the map says so, and the holder claims what it pays from the reports. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveBeside, payoutsDueNow } from './support/db.ts';

test('a fleet occupies an asteroid from the map; the map marks it held; an hour of game time later the holder claims what it pays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const p = await newCommander(page, 'Occupier');
  await giveUnits(p.username, { interceptor: 10 });
  const rock = await moveBeside(p.username, 'astromite-asteroid');
  await page.goto('/galaxy');
  const rockButton = page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`Astromite asteroid.*${rock.x}:${rock.y}`) });
  await rockButton.click();
  const sheet = page.getByTestId('object-sheet');
  await sheet.getByRole('button', { name: 'Occupy' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Occupy the Astromite asteroid at ${rock.x}:${rock.y}`) });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  const pays = (await dialog.getByTestId('occupy-pays').innerText()).trim();
  expect(pays).toMatch(/^\d+ Astromite$/);
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible();
  const march = page.getByTestId('march');
  await expect(march).toContainText('Holding the object', { timeout: 30_000 });
  // it stays until called home: no countdown, a Recall
  await expect(march.getByTestId('march-countdown')).toHaveCount(0);
  await expect(march.getByRole('button', { name: 'Recall' })).toBeVisible();
  await page.reload();
  await expect(rockButton).toContainText('held by you', { timeout: 40_000 });
  await rockButton.click();
  await expect(sheet).toContainText('you (10 units)');
  // ringed on the map itself
  await expect(page.getByTestId('galaxy-map').locator(`[data-held="${rock.x}:${rock.y}"]`)).toHaveClass(/mine/);
  await expect(sheet.getByRole('button', { name: 'Occupy' })).toHaveCount(0);

  // an hour of game time for the object: its payout falls due as a report, and claimed it fills the stores by what the dialog said
  const before = Number(await page.getByTestId('res-astromite').textContent());
  await payoutsDueNow(p.username);
  // the next read of the base settles it: the payout is filed at its (now past) time
  await expect(async () => {
    await page.goto('/reports');
    await expect(page.getByTestId('reports').getByRole('link').first()).toContainText(
      `The Astromite asteroid ${rock.x}:${rock.y} paid ${pays}`,
      { timeout: 1000 },
    );
  }).toPass({ timeout: 30_000 });
  await page.locator('[data-kind="occupied-reward"]').first().getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText(`Claimed: ${Number(pays.split(' ')[0]).toLocaleString('en')} Astromite`)).toBeVisible();
  await expect
    .poll(async () => Number(await page.getByTestId('res-astromite').textContent()), { timeout: 10_000 })
    .toBe(before + Number(pays.split(' ')[0]));
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/galaxy');
    await rockButton.click();
    await page.screenshot({ path: `test-results/occupying-${width}.png`, fullPage: true });
  }
});
