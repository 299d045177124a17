/** /control → Timeline: events a handler refused are parked, the base lives on, and an admin retries or discards each. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { writeBrokenEvents } from './support/db.ts';

test('an admin sees the parked events of a commander’s base with their errors, retries one (it stays parked) and discards the other', async ({
  page,
  browser,
}) => {
  const p = await newCommander(page, 'Glitch');
  await writeBrokenEvents(p.username);
  // the commander's base still answers: the broken events are parked, not fatal
  await page.reload();
  await expect(page.locator('[data-building="command-center"]')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Timeline' }).click();
  await expect(admin.getByTestId('timeline-parked')).not.toHaveText('0');
  const training = admin.locator('tr[data-testid^="parked-"]', { hasText: 'count Too small' });
  const wormhole = admin.locator('tr[data-testid^="parked-"]', { hasText: "unknown timeline event kind 'wormhole'" });
  await expect(training).toBeVisible();
  await expect(wormhole).toBeVisible();
  await expect(training).toContainText('1 attempt');

  // retried, the training batch fails its check again: it stays, with a second attempt
  await training.getByRole('button', { name: 'Retry' }).click();
  await expect(admin.getByText(/failed again and stays parked/)).toBeVisible();
  await expect(training).toContainText('2 attempts');

  // discarded after a confirmation, the unknown kind is gone for good
  await wormhole.getByRole('button', { name: 'Discard' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText(/discarded\./)).toBeVisible();
  await expect(wormhole).toHaveCount(0);

  // the commander link leads to the base's owner
  await training.getByRole('link', { name: 'Commander' }).click();
  await expect(admin).toHaveURL(/\/control\/player\/[\w-]+$/);
  await expect(admin.getByText(p.username).first()).toBeVisible();

  // and the audit log keeps both actions
  await admin.goto('/control');
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByText('timeline-discard')).toBeVisible();
  await expect(admin.getByText('timeline-retry')).toBeVisible();
});
