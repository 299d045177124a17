/** The whole front door in the browser: register → admin approves → activation link from the outbox → sign in → profile → /base. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, signInWithDialog, uniqueName } from './support/api.ts';

test('a newcomer registers, is approved, activates, signs in, creates a profile and stands in the base', async ({
  browser,
}) => {
  const username = uniqueName('Nova');
  const email = `${username.toLowerCase()}@example.test`;

  const player = await browser.newPage();
  await player.goto('/');
  await player.getByRole('link', { name: 'Request Access' }).click();
  await expect(player).toHaveURL(/\/register$/);
  await player.getByLabel('Username').fill(username);
  await player.getByLabel('Password').fill('Secret123');
  await player.getByLabel('E-mail').fill(email);
  await player.getByLabel(/I agree to the/).check();
  await player.getByRole('button', { name: 'Register' }).click();
  await expect(player.getByText('Your account will be reviewed by our team')).toBeVisible();

  // the admin approves in /control and reads the activation mail in the outbox
  const admin = await browser.newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  const row = admin.getByRole('row', { name: new RegExp(username) });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${username} approved`)).toBeVisible();
  await admin.getByRole('tab', { name: 'Mail outbox' }).click();
  const mail = admin.locator('li.mail', { hasText: email });
  await mail.locator('summary').click();
  // the activation link is a link the admin can open
  const link = await mail
    .locator('pre')
    .getByRole('link', { name: /\/activate\// })
    .getAttribute('href');
  expect(link).toMatch(/^http:\/\/[^\s]+\/activate\/[\w-]+$/);
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('cell', { name: 'approve-registration' }).first()).toBeVisible();

  // the activation link from the mail
  await player.goto(new URL(link as string).pathname);
  await expect(player.getByText('Your account is active')).toBeVisible();

  await signInWithDialog(player, username, 'Secret123');
  await expect(player).toHaveURL(/\/select-profile$/);
  await expect(player.getByText('You have no profile yet')).toBeVisible();
  await player.getByLabel('Commander name').fill(username);
  await player.getByRole('button', { name: 'Create profile' }).click();
  await expect(player.getByText('Profile created')).toBeVisible();
  await expect(player).toHaveURL(/\/base$/);
  await expect(player.getByRole('heading', { name: 'Base', level: 1 })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Command Center' })).toBeVisible();
  expect(await player.evaluate(() => localStorage.getItem('profile'))).toBe('true');

  // the game shell: menu, panels
  await expect(player.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Map' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'Building queue' })).toBeVisible();
  await expect(player.getByRole('heading', { name: 'March queue' })).toBeVisible();
  await player.screenshot({ path: 'test-results/base.png', fullPage: true });

  // the galaxy's events are a menu entry away
  await player.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Events', exact: true }).click();
  await expect(player.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  // the admin finds the new player and opens their admin view
  await admin.getByRole('tab', { name: 'Players' }).click();
  await admin.getByLabel('Search by name').fill(username);
  await admin.getByTestId('players').getByRole('link', { name: username }).click();
  await expect(admin).toHaveURL(/\/control\/player\/[\w-]+$/);
  await expect(admin.getByText(email)).toBeVisible();
  // and the player's base as it is now: levels, resources, queues, units
  const base = admin.getByTestId('admin-base');
  await expect(base.getByText('Command Center 2')).toBeVisible();
  await expect(base.getByText(/Credits 500 /)).toBeVisible();

  // and what goes on in each world
  await admin.goto('/control');
  await admin.getByRole('tab', { name: 'Activity' }).click();
  const world = admin.getByTestId('activity').locator('tr[data-world="Andromeda Reach"]');
  await expect(world).toBeVisible();
  expect(Number(await world.locator('td').nth(1).innerText())).toBeGreaterThanOrEqual(1); // commanders

  // logout calls the server, clears the session and goes home
  await player.getByRole('button', { name: 'Log out' }).click();
  await expect(player).toHaveURL(/\/$/);
  expect(await player.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('profile')])).toEqual([
    null,
    null,
  ]);
  await expect(player.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
