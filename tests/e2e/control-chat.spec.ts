/**
 * In the browser: a commander reports an insult in the chat; the admin finds it in /control
 * → Chat, takes it down (it leaves the open chats at once) and mutes its author, who is then refused
 * with the time the mute ends; the admin posts a world announcement that a signed-in commander sees
 * appear without a reload.
 */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';

test('an insult reported, taken down and its author muted; an announcement reaches a signed-in commander live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const rude = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  const r = await newCommander(rude, 'Insulter');
  await newCommander(reader, 'Offended');

  await rude.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const rudeChat = rude.getByRole('dialog', { name: 'Chat' });
  const insult = `You are all clueless ${Date.now()}`;
  await rudeChat.getByPlaceholder('Write a message…').fill(insult);
  await rude.keyboard.press('Enter');
  await expect(rudeChat.getByTestId('chat')).toContainText(insult);
  // my own message has no Report button
  // (the shared world's chat holds other tests' messages: look at mine only)
  await expect(
    rudeChat
      .getByRole('listitem')
      .filter({ hasText: insult })
      .getByRole('button', { name: /^Report the message of/ }),
  ).toHaveCount(0);

  await reader.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const readerChat = reader.getByRole('dialog', { name: 'Chat' });
  await expect(readerChat.getByTestId('chat')).toContainText(insult);
  await readerChat
    .getByRole('listitem')
    .filter({ hasText: insult })
    .getByRole('button', { name: `Report the message of ${r.username} to the admins` })
    .click();
  await expect(reader.getByText('Message reported. Thank you: an admin will look at it.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await admin.waitForURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Chat' }).click();
  const row = admin.getByRole('row').filter({ hasText: insult });
  await expect(row).toContainText(r.username);
  await admin.getByLabel(/^Reason/).fill('Insulting other players');
  await row.getByRole('button', { name: 'Mute 1 h' }).click();
  await expect(admin.getByText(`${r.username} is muted`)).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText('Message deleted')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: insult })).toHaveCount(0);

  // gone from the open chats, without a reload; the author is refused with the end of the mute
  await expect(readerChat.getByTestId('chat')).not.toContainText(insult);
  await expect(rudeChat.getByTestId('chat')).not.toContainText(insult);
  await rudeChat.getByPlaceholder('Write a message…').fill('Why can I not write?');
  await rude.keyboard.press('Enter');
  await expect(rude.getByText(/^You are muted in chat until \d{4}-\d\d-\d\d \d\d:\d\d UTC$/)).toBeVisible();
  await rude.keyboard.press('Escape');

  // the announcement appears on the commander's open page
  await reader.keyboard.press('Escape');
  await admin.getByRole('tab', { name: 'Worlds' }).click();
  await admin.getByLabel('Announcement', { exact: true }).fill('Server maintenance tonight at 22:00 UTC');
  await admin.locator('#announce-reason').fill('Planned maintenance');
  await admin.getByRole('button', { name: 'Post the announcement' }).click();
  await expect(admin.getByText('Announcement posted')).toBeVisible();
  const banner = reader.getByTestId('announcement');
  await expect(banner).toContainText('Server maintenance tonight at 22:00 UTC');
  // taken down at once (the browser tests share one world): it leaves the open page live too
  await admin.getByLabel('Announcement', { exact: true }).fill('');
  await admin.locator('#announce-reason').fill('Maintenance announced');
  await admin.getByRole('button', { name: 'Post the announcement' }).click();
  await expect(admin.getByText('Announcement removed')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
