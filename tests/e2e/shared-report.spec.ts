/**
 * A shared battle report: its owner shares it, a signed-out browser opens the link and sees the battle
 * replayed and verified against its commitment; the owner takes the link back and it answers gone.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { pirateBattle } from './support/report-samples.ts';
import { fileReports } from './support/reports-db.ts';

test('a shared battle report verifies in a signed-out browser; revoked, the link is gone', async ({
  page,
  browser,
}) => {
  const me = await newCommander(page, 'Sharer');
  const battle = pirateBattle();
  const [id] = await fileReports(me.username, [{ kind: 'battle', folder: 'combat', data: battle }]);
  await page.goto(`/reports/${id}`);
  const panel = page.getByTestId('share-panel');
  // by keyboard: the share button takes Enter
  const share = panel.getByRole('button', { name: 'Share' });
  // enabled once the panel knows the report is not shared yet
  await expect(share).toBeEnabled();
  await share.focus();
  await page.keyboard.press('Enter');
  const link = await panel.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/shared\/r\/[A-Za-z0-9_-]{22}$/);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/share-panel-${width}.png` });
  }

  const guest = await browser.newContext();
  const reader = await guest.newPage();
  const opened = await reader.goto(link);
  expect(opened?.status()).toBe(200);
  const shared = reader.getByTestId('shared-report');
  await expect(shared).toContainText(`Shared by ${me.username}`);
  await expect(shared.getByTestId('fairness')).toHaveAttribute('data-verdict', 'verified');
  await expect(shared.getByTestId('replay')).toContainText('Verified');
  await expect(shared.getByTestId('commitment')).toHaveText(battle.commitment);
  // a reader with no profile gets no owner's tools
  await expect(reader.getByTestId('share-panel')).toHaveCount(0);
  for (const width of [390, 1366]) {
    await reader.setViewportSize({ width, height: 900 });
    await reader.screenshot({ path: `test-results/shared-report-${width}.png`, fullPage: true });
  }

  await panel.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible();
  const gone = await reader.goto(link);
  expect(gone?.status()).toBe(410);
  await expect(reader.getByTestId('shared-report')).toHaveAttribute('data-status', 'gone');
  await expect(reader.getByRole('alert')).toContainText('This link has been taken back');
  await expect(reader.getByTestId('fairness')).toHaveCount(0);
  await reader.setViewportSize({ width: 390, height: 800 });
  await reader.screenshot({ path: 'test-results/shared-report-gone-390.png' });
  await guest.close();
});
