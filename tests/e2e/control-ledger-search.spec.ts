/**
 * /control → Ledger search (issue 34): an admin searches every commander's ledger of the world by
 * commander name, days and least amount, pages through the matches, and opens the player from a row.
 */
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLedger } from './support/ops-db.ts';

test('an admin finds a commander’s large moves among everyone’s, pages through them and opens the player', async ({
  page,
  browser,
}) => {
  const big = await newCommander(page, 'Whale');
  const small = await newCommander(await (await browser.newContext()).newPage(), 'Minnow');
  // a day long past, nothing else of these two on it
  const day = '2026-03-22';
  await seedLedger(big.username, day, [
    { kind: 'grant', cause: 'outage', resources: { credits: 50 } },
    { kind: 'market-exchange', cause: 'dump', resources: { steel: -48_000, food: 30_000 } },
    ...Array.from({ length: 28 }, (_, i) => ({ kind: 'reward', cause: `chest ${i + 1}`, resources: { food: 10 + i } })),
  ]);
  await seedLedger(small.username, day, [{ kind: 'market-exchange', cause: 'small', resources: { steel: -900 } }]);

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Ledger search' }).click();
  await admin.getByLabel('From', { exact: true }).fill(day);
  await admin.getByLabel('To', { exact: true }).fill(day);
  await admin.getByLabel('Commander', { exact: true }).fill(big.username.slice(0, 8).toLowerCase());
  await admin.getByRole('button', { name: 'Search' }).click();

  // 30 of the whale's: a page of 25 newest first, then the 5 oldest
  const table = admin.getByTestId('world-ledger');
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await expect(table.locator('tbody tr').first()).toContainText('chest 28');
  await expect(table).not.toContainText(small.username);
  await admin.getByRole('button', { name: 'Older' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tbody tr').last()).toContainText('outage');
  await admin.getByRole('button', { name: 'Newer' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(25);

  // at least 10,000 of one resource, either way: only the dump
  await admin.getByLabel('Commander', { exact: true }).fill('');
  await admin.getByLabel('At least', { exact: true }).fill('10000');
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator('tbody tr').first();
  await expect(row).toContainText('dump');
  await expect(row).toContainText('-48,000 Steel');
  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `/work/wt/notes/econ-ledger-search-${width}.png`, fullPage: true });
  }
  await row.getByRole('link', { name: big.username }).click();
  await expect(admin).toHaveURL(/\/control\/player\/[0-9a-f-]{36}$/);
  await expect(admin.getByTestId('player-ledger')).toContainText('chest 28');
});
