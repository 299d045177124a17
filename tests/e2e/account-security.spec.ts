/** The change-password screen a required change shows after sign-in; /profile/security: password and signed-in devices. */
import { expect, type Page, test } from './support/fixtures.ts';
import { activePlayer, gql, login, newCommander, signInWithDialog } from './support/api.ts';
import { requirePasswordChange } from './support/db.ts';

const shot = async (page: Page, name: string) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // nothing may stick out sideways on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
};

test('a sign-in that requires a new password shows only the change-password screen until it is changed', async ({
  page,
}) => {
  const p = await activePlayer('Fresh');
  await requirePasswordChange(p.username);
  await signInWithDialog(page, p.username, p.password);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await shot(page, 'password-required');

  // by keyboard: the rules are checked in the browser first, then by the server
  await page.getByLabel('Current password').fill(p.password);
  await page.getByLabel('New password', { exact: true }).fill('nonumbers');
  await page.getByLabel('New password', { exact: true }).press('Enter');
  await expect(page.locator('#f-newPassword-error')).toHaveText('Password must have at least one number');
  await page.getByLabel('New password', { exact: true }).fill(p.password);
  await page.getByLabel('New password again').fill(p.password);
  await page.getByLabel('New password again').press('Enter');
  await expect(page.locator('#f-newPassword-error')).toHaveText('New password must differ from the current one');

  await page.getByLabel('New password', { exact: true }).fill('Brand4New');
  await page.getByLabel('New password again').fill('Brand4New');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByLabel('Commander name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toHaveCount(0);
  expect(await login(p.username, 'Brand4New')).toBeTruthy();
});

test('a player sees their signed-in devices, ends another one, and changes the password', async ({ page }) => {
  const p = await newCommander(page, 'Devices');
  const other = await login(p.username, p.password);
  await page.goto('/profile/security');
  const list = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(/Chrome \d+ on /);
  await expect(list.getByRole('listitem').first()).toContainText('This device');
  await shot(page, 'security');

  // by keyboard: focus the other session's button and press Enter
  const end = list.getByRole('button', { name: /^End session on / });
  await end.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await gql('{ me { username } }', {}, other)).data.me).toBeNull();

  const third = await login(p.username, p.password);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Current password').fill('NotIt1234');
  await page.getByLabel('New password', { exact: true }).fill('Other5Pass');
  await page.getByLabel('New password again').fill('Other5Pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#f-currentPassword-error')).toHaveText('Current password is wrong');
  await page.getByLabel('Current password').fill(p.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect((await gql('{ me { username } }', {}, third)).data.me).toBeNull();
});

test('the security page in German', async ({ page }) => {
  await newCommander(page, 'Sicher');
  await page.evaluate(() => localStorage.setItem('selected-language', 'de'));
  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { name: 'Angemeldete Geräte' })).toBeVisible();
  await expect(page.getByText('Dieses Gerät')).toBeVisible();
  await expect(page.getByText(/Chrome \d+ unter /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toBeVisible();
  await shot(page, 'security-de');
});
