/**
 * In the browser: an admin bans a commander who is signed in elsewhere — that browser is
 * signed out at once and reads the reason at its next sign-in — then grants credits with a reason
 * and finds the entry, reason and before → after, in the audit log.
 */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';

test('an admin bans a signed-in commander (signed out at once, the reason shown at sign-in) and grants credits, audit-logged', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const p = await newCommander(player, 'Rulebreaker');
  await expect(player.getByTestId('next-step')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await admin.waitForURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Players' }).click();
  await admin.getByLabel('Search by name').fill(p.username);
  await admin.getByTestId('players').getByRole('link', { name: p.username }).click();
  await expect(admin).toHaveURL(/\/control\/player\//);

  const standing = admin.getByRole('region', { name: 'Account standing' });
  await expect(standing.getByTestId('standing')).toHaveText('In good standing: may sign in.');
  await standing.getByLabel(/^Reason/).fill('Cheating with a bot');
  // a suspension without an end would ban: it cannot be sent until an end is chosen (decision 044)
  await expect(standing.getByLabel('Suspend until a time')).toBeChecked();
  await expect(standing.getByRole('button', { name: 'Suspend', exact: true })).toBeDisabled();
  await expect(standing.getByText('Choose when the suspension ends')).toBeVisible();
  await standing.getByLabel('Ban (no end)').check();
  await standing.getByRole('button', { name: 'Ban', exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Account banned')).toBeVisible();
  await expect(standing.getByTestId('standing')).toHaveText('Banned. Reason: Cheating with a bot');

  // the commander's browser leaves the game at once, without a click
  await expect(player).toHaveURL(/\/$/);
  await expect(player.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await signInWithDialog(player, p.username, p.password);
  await expect(
    player.getByRole('dialog').getByText('Your account is banned. Reason: Cheating with a bot'),
  ).toBeVisible();

  // credits with a reason, then the audit log shows who, what, why, and before → after
  const corrections = admin.getByRole('region', { name: 'Correct the commander' });
  await corrections.getByLabel(/^Reason/).fill('Refund for the lost fleet');
  await corrections.getByLabel('Resource', { exact: true }).selectOption('credits');
  await corrections.getByLabel('Amount (+/−)').fill('250');
  await corrections.getByRole('form', { name: 'Resources and credits' }).getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByText('Changed', { exact: true })).toBeVisible();
  // the totals on the page are fresh at once, no reload
  await expect(admin.getByTestId('admin-base')).toContainText('Credits 750');
  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `test-results/control-player-${width}.png`, fullPage: true });
  }
  await admin.goto('/control');
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  const row = admin.getByRole('row').filter({ hasText: 'player-resources' }).first();
  await expect(row).toContainText('Refund for the lost fleet · credits: 500 → 750');
  // the target by name, linked to the commander's page (not a raw id)
  await expect(row.getByRole('link', { name: p.username })).toHaveAttribute('href', /\/control\/player\//);
  await admin.setViewportSize({ width: 390, height: 900 });
  await admin.screenshot({ path: 'test-results/control-audit-390.png' });
  await admin.setViewportSize({ width: 1366, height: 900 });
  await expect(admin.getByRole('row').filter({ hasText: 'account-ban' }).first()).toContainText('Cheating with a bot');
  await admin.screenshot({ path: 'test-results/control-audit-moderation.png' });
  await playerContext.close();
  await adminContext.close();
});
