/** An admin gives a commander a reward from /control; the commander claims it from the reports. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, profileSession, signInWithDialog } from './support/api.ts';

test('an admin sends a reward with a note; the commander reads the note and claims the credits', async ({
  page,
  browser,
}) => {
  const me = await newCommander(page, 'Compensated');
  const { profileId } = await profileSession(me.username, me.password);

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.goto(`/control/player/${profileId}`);
  const form = admin.getByRole('form', { name: 'Give a reward' });
  await form.getByLabel('Credits').fill('250');
  await form.getByLabel('Note to the commander').fill('x');
  await form.getByRole('button', { name: 'Send the reward' }).click();
  await expect(admin.getByText('Note must have at least 3 characters')).toBeVisible();
  await form.getByLabel('Note to the commander').fill('Sorry for the outage last night');
  await form.getByRole('button', { name: 'Send the reward' }).click();
  await expect(admin.getByText('Reward sent')).toBeVisible();

  await page.goto('/reports');
  const reward = page.locator('[data-kind="reward"]');
  await expect(reward).toContainText('A reward from command: Sorry for the outage last night');
  await expect(reward).toContainText('250 Credits');
  await reward.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed: 250 Credits')).toBeVisible();
  await expect(page.getByTestId('res-credits')).toHaveText('750');
});
