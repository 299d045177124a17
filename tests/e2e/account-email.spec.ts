/** The account's e-mail in the browser: a change confirmed from the new address and undone from the old; mail turned on again after unsubscribing. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures.ts';
import { ADMIN, gql, login, newCommander } from './support/api.ts';

async function linkIn(to: string, path: 'email' | 'unsubscribe') {
  const admin = await login(ADMIN.username, ADMIN.password);
  const outbox = await gql<{ adminOutbox: { to: string; text: string }[] }>('{ adminOutbox { to text } }', {}, admin);
  const re = new RegExp(`/${path}/[\\w-]+`);
  const mail = outbox.data!.adminOutbox.find((m) => m.to === to && re.test(m.text));
  return re.exec(mail!.text)![0];
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/social-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an e-mail change is confirmed from the new address and undone from the old one, which signs out', async ({
  page,
}) => {
  const me = await newCommander(page, 'Mover');
  const fresh = `${me.username.toLowerCase()}.new@example.test`;
  await page.goto('/profile/account');
  await expect(page.getByTestId('email-address')).toHaveText(me.email);
  const change = page.getByRole('region', { name: 'Change e-mail address' });
  await change.getByLabel('New e-mail address').fill(fresh);
  await change.getByLabel('Current password').fill('Wrong1234');
  await change.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Current password is wrong')).toBeVisible();
  await change.getByLabel('Current password').fill(me.password);
  await change.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();
  await shoot(page, 'account');

  await page.goto(await linkIn(fresh, 'email'));
  await expect(page.getByRole('status')).toHaveText(`Your e-mail address is now ${fresh}.`);
  await page.goto('/profile/account');
  await expect(page.getByTestId('email-address')).toHaveText(fresh);

  // the old address's link undoes it and signs every device out. This tab's other requests (its
  // socket, its lists) then answer "Not authenticated", on a loaded machine before the revert's own
  // answer is read: that order is made certain here, by holding the answer until the tab has cleared
  // its ended session, and the tab must still stay to say what happened
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('mutation FollowEmail')) return route.fallback();
    const response = await route.fetch();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 20_000 }).toBeNull();
    await route.fulfill({ response });
  });
  await page.goto(await linkIn(me.email, 'email'));
  await expect(page.getByRole('status')).toContainText(`your e-mail address is ${me.email} again`);
  await expect(page).toHaveURL(/\/email\//);
  await page.unroute('**/graphql');
  await page.goto('/profile/account');
  await expect(page).toHaveURL(/\/$/);
});

test('mail turned off by the unsubscribe link is turned on again from the profile; a failure says so', async ({
  page,
}) => {
  const me = await newCommander(page, 'Reader');
  await page.goto(await linkIn(me.email, 'unsubscribe'));
  await expect(page.getByText('You will no longer receive newsletters')).toBeVisible();

  await page.goto('/profile/alerts');
  const note = page.getByRole('status').filter({ hasText: 'E-mail is off' });
  await expect(note).toBeVisible();
  await shoot(page, 'mail-off');
  // the server fails once: the spec's text
  let failOnce = true;
  await page.route('**/graphql', async (route) => {
    if (failOnce && route.request().postData()?.includes('SubscribeEmail')) {
      failOnce = false;
      await route.fulfill({ status: 500, body: 'boom' });
    } else await route.fallback();
  });
  await note.getByRole('button', { name: 'Turn e-mail on again' }).click();
  await expect(page.getByText('Error subscribing email')).toBeVisible();
  await note.getByRole('button', { name: 'Turn e-mail on again' }).click();
  await expect(page.getByText('E-mail is on again')).toBeVisible();
  await expect(note).toBeHidden();
  await page.goto('/profile/account');
  await expect(page.getByText('Mail from us')).toBeVisible();
  await expect(page.locator('.account-email')).toContainText('on');

  // and everything the game holds of the player, as one JSON file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ username: me.username, email: me.email, mailOff: false });
  expect(data.commanders[0].name).toBe(me.username);
});
