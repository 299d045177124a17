/** Private messages in the browser: one commander writes, the other finds it in their conversations and answers. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { writeLetters } from './support/db.ts';

test('a commander writes privately to another, who reads and answers', async ({ page, browser }) => {
  const otherPage = await (await browser.newContext()).newPage();
  const other = await newCommander(otherPage, 'Recipient');
  const me = await newCommander(page, 'Sender');

  await page.getByRole('navigation').getByRole('button', { name: 'Private chat' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Write to (commander name)').fill(other.username);
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('dialog', { name: `Messages with ${other.username}` })).toBeVisible();
  await dialog.getByPlaceholder('Write a message…').fill('Shall we share the asteroid field?');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('thread')).toContainText('Shall we share the asteroid field?');

  await otherPage.getByRole('navigation').getByRole('button', { name: 'Messages' }).click();
  const theirs = otherPage.getByRole('dialog');
  const conv = theirs.getByTestId('conversations').getByRole('button', { name: new RegExp(me.username) });
  await expect(conv).toContainText('1'); // unread
  await conv.click();
  await expect(theirs.getByTestId('thread')).toContainText('Shall we share the asteroid field?');
  await theirs.getByPlaceholder('Write a message…').fill('Only the western half.');
  await otherPage.keyboard.press('Enter');
  // the answer reaches the first commander's open thread without a reload
  await expect(dialog.getByTestId('thread')).toContainText('Only the western half.', { timeout: 5000 });
});

test('a long conversation opens on its newest 50 messages and loads the older ones on demand', async ({ page }) => {
  const other = await newCommander(await (await page.context().browser()!.newContext()).newPage(), 'PenPal');
  const me = await newCommander(page, 'Reader');
  await writeLetters(other.username, me.username, 60);

  await page.getByRole('navigation').getByRole('button', { name: 'Private chat' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByTestId('conversations')
    .getByRole('button', { name: new RegExp(other.username) })
    .click();
  const thread = dialog.getByTestId('thread');
  await expect(thread).toContainText('Letter 60');
  await expect(thread.getByRole('listitem')).toHaveCount(50);
  await expect(thread).not.toContainText(/Letter 1\b/);
  await dialog.getByRole('button', { name: 'Older messages' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(60);
  await expect(thread.getByRole('listitem').first()).toContainText(/Letter 1\b/);
  // the whole conversation is here: no more pages to ask for
  await expect(dialog.getByRole('button', { name: 'Older messages' })).toHaveCount(0);
});
