/** /control → Checks: an admin runs the invariant checker on a world where a commander's stores went below zero, and sees it found and repaired. */
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { plantNegativeStore, storeOf } from './support/ops-db.ts';

test('an admin checks the world, sees the negative stores found and repaired, and the repair in the audit log', async ({
  page,
  browser,
}) => {
  const p = await newCommander(page, 'Minus');
  const baseId = await plantNegativeStore(p.username, 'steel', -777);
  expect(await storeOf(p.username, 'steel')).toBe(-777);

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Checks' }).click();
  await admin.getByRole('button', { name: 'Check and repair' }).click();
  await expect(admin.getByText(/\d+ found, \d+ repaired/)).toBeVisible();

  const run = admin.locator('section.check-run').first();
  const row = run.locator('tr[data-kind="negative-stores"]', { hasText: baseId });
  await expect(row).toContainText('Stores below zero');
  await expect(row).toContainText('-777');
  await expect(row).toContainText('yes');
  expect(await storeOf(p.username, 'steel')).toBeGreaterThanOrEqual(0);

  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `/tmp/ops-checks-${width}.png`, fullPage: true });
  }

  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByText('invariants.repair').first()).toBeVisible();
  await expect(admin.getByText('invariants.run').first()).toBeVisible();
});
