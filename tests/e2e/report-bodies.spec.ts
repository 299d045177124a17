/** Every one of the spec's 15 report kinds opens to a body that tells what happened (amounts, units, who, where). */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { reportSamples } from './support/report-samples.ts';
import { fileReports } from './support/reports-db.ts';

test('one report of each kind shows its body', async ({ page }) => {
  test.setTimeout(120_000);
  const me = await newCommander(page, 'Bodies');
  const samples = reportSamples();
  expect(new Set(samples.map((s) => s.kind)).size).toBe(15);
  const ids = await fileReports(me.username, [...samples]);
  for (const [i, sample] of samples.entries()) {
    await page.goto(`/reports/${ids[i]}`);
    const report = page.locator('section.report');
    await expect(report.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(report, `the ${sample.kind} report's body`).toContainText(sample.body);
    await expect(report).not.toContainText('Report: ');
    if (sample.kind === 'occupied-object' || sample.kind === 'trade' || sample.kind === 'ephoran-vault') {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/report-body-${sample.kind}-${width}.png`, fullPage: true });
      }
    }
  }
  // the list opens them too, each with its title
  await page.goto('/reports');
  await expect(page.getByTestId('reports').locator('li')).toHaveCount(15);
});

test('the list loads older reports beyond the latest 50', async ({ page }) => {
  const me = await newCommander(page, 'Pages');
  const target = { x: 3, y: 4, kind: 'pirate-ship', level: 2 };
  await fileReports(
    me.username,
    Array.from({ length: 55 }, () => ({ kind: 'notice', folder: 'system', data: { reason: 'target-gone', target } })),
  );
  await page.goto('/reports');
  const items = page.getByTestId('reports').locator('li');
  await expect(items).toHaveCount(50);
  await page.getByRole('button', { name: 'Load older reports' }).click();
  await expect(items).toHaveCount(55);
  await expect(page.getByRole('button', { name: 'Load older reports' })).toBeHidden();
});
