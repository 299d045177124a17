/** The report list's folders: a folder shows only its own reports; selected reports are archived or deleted (after a question). */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { fileReports } from './support/reports-db.ts';

test('a folder filters the list; a selected report is deleted after confirming, another archived and found in the archive', async ({
  page,
}) => {
  const me = await newCommander(page, 'Folders');
  const target = { x: 3, y: 4, kind: 'pirate-ship', level: 2 };
  await fileReports(me.username, [
    { kind: 'notice', folder: 'system', data: { reason: 'target-gone', target } },
    { kind: 'trade', folder: 'economy', data: { trade: 'wager', stake: 10, payout: 0, dice: [1, 2] } },
    { kind: 'scout', folder: 'espionage', data: { target, findings: { depth: 'resources', resources: {} } } },
  ]);
  await page.goto('/reports');
  const list = page.getByTestId('reports');
  await expect(list.locator('li')).toHaveCount(3);
  const espionage = page.getByRole('button', { name: /Espionage/ });
  await expect(espionage).toContainText('1');
  await espionage.click();
  await expect(espionage).toHaveAttribute('aria-pressed', 'true');
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list).toContainText('Scouted Pirate ship 3:4');

  await page.getByRole('checkbox', { name: /Select “Scouted/ }).check();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/report-folders-${width}.png` });
  }
  await page.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete this report for good?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Report deleted')).toBeVisible();
  await expect(page.getByText('No reports here.')).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(list.locator('li')).toHaveCount(2);
  await expect(list).not.toContainText('Scouted');
  await page.getByRole('button', { name: /Economy/ }).click();
  await page.getByRole('checkbox', { name: /Select/ }).check();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Report archived')).toBeVisible();
  await expect(page.getByText('No reports here.')).toBeVisible();
  await page.getByLabel('Show').selectOption('archived');
  await expect(list.locator('li')).toHaveCount(1);
  await expect(list.locator('li')).toHaveAttribute('data-kind', 'trade');
});
