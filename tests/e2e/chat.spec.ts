/** Chat in the browser: a message from one commander appears live at another's, from the menu. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('two commanders talk in the global chat; the message arrives live', async ({ page, browser }) => {
  const otherPage = await (await browser.newContext()).newPage();
  await newCommander(otherPage, 'Listener');
  const me = await newCommander(page, 'Speaker');
  await otherPage.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const theirChat = otherPage.getByRole('dialog', { name: 'Chat' });
  await expect(theirChat.getByRole('tab', { name: 'Alliance' })).toBeDisabled();

  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  const words = `Greetings from ${me.username}`;
  await chat.getByPlaceholder('Write a message…').fill(words);
  await page.keyboard.press('Enter');
  await expect(chat.getByTestId('chat')).toContainText(words);
  await expect(chat.getByPlaceholder('Write a message…')).toHaveValue('');
  // the other commander's open chat shows it without a reload
  await expect(theirChat.getByTestId('chat')).toContainText(words, { timeout: 5000 });
  await expect(theirChat.getByTestId('chat')).toContainText(me.username);
});

test('the open chat stays open when the window narrows to a phone’s width and widens again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await newCommander(page, 'Resizer');
  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat.getByPlaceholder('Write a message…')).toBeVisible();
  // the menu moves from the sidebar to the side panel: the dialog does not close with it
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(chat.getByPlaceholder('Write a message…')).toBeVisible();
  await page.screenshot({ path: 'test-results/chat-after-resize-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(chat.getByPlaceholder('Write a message…')).toBeVisible();
});
