/** The keyboard alone: the sign-in dialog opens, traps focus, closes on Escape; the unsubscribe link works. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, activePlayer, gql, login } from './support/api.ts';

test('the sign-in dialog is usable with the keyboard', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Sign in' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  // Tab cycles inside the dialog
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('the unsubscribe link from the approval mail stops non-essential mail', async ({ page }) => {
  const p = await activePlayer('Unsub');
  const admin = await login(ADMIN.username, ADMIN.password);
  const outbox = await gql('{ adminOutbox { to text } }', {}, admin);
  const mail = outbox.data.adminOutbox.find((m: { to: string }) => m.to === p.email);
  const path = /\/unsubscribe\/[\w-]+/.exec(mail.text)?.[0];
  expect(path).toBeTruthy();
  await page.goto(path as string);
  await expect(page.getByText('You will no longer receive newsletters')).toBeVisible();
  await page.goto('/unsubscribe/made-up-token');
  await expect(page.getByRole('alert')).toHaveText('Error subscribing email');
});
