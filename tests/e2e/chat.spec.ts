/** Chat in the browser: a message from one commander appears live at another's, from the menu. */
import { expect, type Page, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { watchSubscriptions } from './support/subscriptions.ts';

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

/**
 * Holds the page's next read of the global chat's list: the server answers at once (`served`), the
 * page gets that answer only once `release()` is called (`delivered` then; a read the page dropped
 * meanwhile is delivered to nobody).
 */
async function holdNextRead(page: Page) {
  let served!: () => void;
  const readServed = new Promise<void>((r) => (served = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let delivered!: () => void;
  const readDelivered = new Promise<void>((r) => (delivered = r));
  let held = false;
  await page.route('**/graphql', async (route) => {
    if (held || !route.request().postData()?.includes('GlobalPage')) return route.continue();
    held = true;
    const response = await route.fetch();
    served();
    await released;
    await route.fulfill({ response }).catch(() => {});
    delivered();
  });
  return { readServed, release, readDelivered };
}

/**
 * The chat's first page can be answered before a message is written and reach the page after it:
 * the message, heard live meanwhile, is not lost (CI once showed "No messages yet" instead).
 */
test('a message heard while the chat’s first page is still on its way is not lost', async ({ page, browser }) => {
  const speakerPage = await (await browser.newContext()).newPage();
  const speaker = await newCommander(speakerPage, 'Early');
  await speakerPage.close();
  const words = `Before your page from ${speaker.username}`;
  let heard!: () => void;
  const messageHeard = new Promise<void>((r) => (heard = r));
  // the page's socket opens as it signs in: listened to from before
  const subscribed = watchSubscriptions(page);
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes(words)) heard();
    }),
  );
  await newCommander(page, 'Late');
  // the server answers the first page now, before the message; the page gets the answer after it
  const read = await holdNextRead(page);
  void messageHeard.then(read.release);
  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await read.readServed;
  await subscribed.until('Comments');
  const session = await profileSession(speaker.username, speaker.password);
  const posted = await gql(
    'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
    { t: words },
    session.token,
  );
  expect(posted.errors).toBeUndefined();
  await expect(chat.getByTestId('chat')).toContainText(words);
});

for (const who of ['mine', 'heard'] as const)
  test(`${who === 'mine' ? 'my own message sent' : 'a message heard'} while the chat reads its list again is not dropped when the older read lands`, async ({
    page,
    browser,
  }) => {
    const speakerPage = await (await browser.newContext()).newPage();
    const speaker = await newCommander(speakerPage, 'Other');
    await speakerPage.close();
    const session = await profileSession(speaker.username, speaker.password);
    const me = await newCommander(page, 'Quick');
    const mine = who === 'mine' ? `Quick words from ${me.username}` : `Quick words to ${me.username}`;
    const after = `Said once the older read of ${me.username} landed`;
    // the chat opened once: its list is in the page's cache
    const menu = page.getByRole('navigation').getByRole('button', { name: 'Global chat' });
    const chat = page.getByRole('dialog', { name: 'Chat' });
    await menu.click();
    await expect(chat.getByTestId('chat').getByRole('listitem').first()).toBeVisible();
    await chat.getByRole('button', { name: 'Close' }).click();
    // opened again, it shows that list and reads it again: the server answers now, before my message,
    // and the page gets the answer once mine is shown
    const read = await holdNextRead(page);
    await menu.click();
    await read.readServed;
    if (who === 'mine') {
      await chat.getByPlaceholder('Write a message…').fill(mine);
      await page.keyboard.press('Enter');
    } else {
      const said = await gql(
        'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
        { t: mine },
        session.token,
      );
      expect(said.errors).toBeUndefined();
    }
    await expect(chat.getByTestId('chat')).toContainText(mine);
    read.release();
    await read.readDelivered;
    // a message said after the old read has landed arrives live: the list is the page's again
    // (by whoever did not speak a moment ago: a commander writes once in 1.5 s at most)
    const by = who === 'mine' ? session : await profileSession(me.username, me.password);
    const posted = await gql(
      'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
      { t: after },
      by.token,
    );
    expect(posted.errors).toBeUndefined();
    await expect(chat.getByTestId('chat')).toContainText(after);
    await expect(chat.getByTestId('chat')).toContainText(mine);
  });
