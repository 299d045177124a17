/** The evidence ledger: a commander reads what moved in their base from /base; support reads the same from /control/player/{id}. */
import { ADMIN, gql, login, newCommander, profileSession, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test('a commander reads their ledger from /base, filtered by kind; support reads it on the player page', async ({
  page,
  browser,
}) => {
  const p = await newCommander(page, 'Ledger');
  const me = await profileSession(p.username, p.password);
  const admin = await login(ADMIN.username, ADMIN.password);
  const granted = await gql(
    'mutation($p:ID!){ grantReward(profileId:$p, credits:321, items:[], note:"outage") }',
    { p: me.profileId },
    admin,
  );
  expect(granted.errors).toBeUndefined();
  expect((await gql('mutation { claimAllRewards { reports } }', {}, me.token)).errors).toBeUndefined();
  const bought = await gql('mutation { buyItem(type:"speedup-building-5m", count:1){ type } }', {}, me.token);
  expect(bought.errors).toBeUndefined();

  await page.goto('/base');
  await page.getByRole('link', { name: 'Ledger' }).click();
  await expect(page).toHaveURL(/\/base\/ledger$/);
  const table = page.getByTestId('ledger-table');
  await expect(table.locator('tr[data-kind="grant"]')).toContainText('+321 Credits');
  await expect(table.locator('tr[data-kind="purchase"]')).toContainText('speedup-building-5m');

  await page.getByLabel('Kind').selectOption({ label: 'Grant from command' });
  await expect(table.locator('tr[data-kind="purchase"]')).toHaveCount(0);
  await expect(table.locator('tr[data-kind="grant"]')).toBeVisible();

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `/tmp/ops-ledger-${width}.png`, fullPage: true });
  }

  const support = await (await browser.newContext()).newPage();
  await signInWithDialog(support, ADMIN.username, ADMIN.password);
  await expect(support).toHaveURL(/\/control$/);
  await support.goto(`/control/player/${me.profileId}`);
  await expect(support.getByTestId('player-ledger').locator('tr[data-kind="grant"]')).toContainText('+321');
});
