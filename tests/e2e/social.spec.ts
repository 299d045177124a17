/**
 * A commander's people in the browser: ignoring a pest (their lines and messages gone, listed and
 * undone on the profile), friends (asked, accepted, online, one click to message), the commander
 * page reached from the rankings and the chat, and the search by name.
 */
import { expect, test, type Page } from './support/fixtures.ts';
import { activePlayer, gql, login, newCommander, profileSession } from './support/api.ts';
import { leadInfluence } from './support/rankings-db.ts';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/social-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('ignoring a commander hides their chat lines and messages, refuses theirs, and is undone on the profile', async ({
  page,
}) => {
  const pest = await newCommanderApi('Pest');
  const bystander = await newCommanderApi('Bystander');
  const me = await newCommander(page, 'Quiet');
  await gql(
    'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
    { t: 'spam from the pest' },
    pest.token,
  );

  await page.goto(`/profile/commander?name=${pest.username}`);
  await expect(page.getByRole('heading', { name: pest.username })).toBeVisible();
  await page.getByRole('button', { name: 'Ignore', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop ignoring' })).toBeVisible();

  const refused = await gql(
    'mutation($u:String!){ sendPrivateMessage(username:$u, text:"hello?"){ _id } }',
    { u: me.username },
    pest.token,
  );
  expect(refused.errors?.[0]?.message).toBe('This commander does not accept your messages');

  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).first().click();
  const chat = page.getByRole('dialog');
  await chat.getByPlaceholder('Write a message…').fill('anyone here?');
  await page.keyboard.press('Enter');
  await expect(chat.getByTestId('chat')).toContainText('anyone here?');
  await expect(chat.getByTestId('chat')).not.toContainText('spam from the pest');
  // a line the pest writes now does not reach the open chat; a bystander's, written after it, does
  await gql('mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }', { t: 'more spam' }, pest.token);
  await gql('mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }', { t: 'hi all' }, bystander.token);
  await expect(chat.getByTestId('chat')).toContainText('hi all');
  await expect(chat.getByTestId('chat')).not.toContainText('more spam');
  await chat.getByRole('button', { name: 'Close' }).click();

  await page.goto('/profile/social');
  const ignored = page.getByTestId('ignored');
  await expect(ignored).toContainText(pest.username);
  await shoot(page, 'ignored');
  await ignored.getByRole('button', { name: `Stop ignoring ${pest.username}` }).click();
  await expect(page.getByText('You ignore no one.')).toBeVisible();
  const allowed = await gql(
    'mutation($u:String!){ sendPrivateMessage(username:$u, text:"truce"){ _id } }',
    { u: me.username },
    pest.token,
  );
  expect(allowed.errors).toBeUndefined();
});

/** A commander made through the API only (no browser), with a session in their profile. */
async function newCommanderApi(prefix: string) {
  const p = await activePlayer(prefix);
  const token = await login(p.username, p.password);
  const worlds = await gql('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data.worlds[0].id, u: p.username },
    token,
  );
  return { ...p, ...(await profileSession(p.username, p.password)) };
}

test('friends: asked by name, accepted by the other, online while they play, one click to message', async ({
  page,
  browser,
}) => {
  const otherPage = await (await browser.newContext()).newPage();
  const friend = await newCommander(otherPage, 'Buddy');
  await newCommander(page, 'Asker');

  await page.goto('/profile/social');
  await page.getByLabel('Add a friend (commander name)').fill(friend.username);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('friends')).toContainText('asked, waiting');

  await otherPage.goto('/profile/social');
  const theirs = otherPage.getByTestId('friends');
  await expect(theirs).toContainText('asks to be your friend');
  await theirs.getByRole('button', { name: 'Accept' }).click();
  await expect(theirs.getByRole('button', { name: /^Message / })).toBeVisible();

  // the asker's list follows without a reload, and shows the friend online (their game is open)
  const mine = page.getByTestId('friends');
  await expect(mine.getByRole('img', { name: 'online' })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'friends');
  await mine.getByRole('button', { name: `Message ${friend.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Messages with ${friend.username}` });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Write a message…').fill('Welcome, friend');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('thread')).toContainText('Welcome, friend');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await mine.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No friends yet.', { exact: false })).toBeVisible();
});

test('the commander page from the rankings and the chat, and the search by name', async ({ page }) => {
  const other = await newCommanderApi('Famous');
  await gql(
    'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
    { t: 'hello galaxy' },
    other.token,
  );
  await leadInfluence(other.username);
  await newCommander(page, 'Seeker');

  await page.goto('/leaderboards');
  await page.getByRole('link', { name: other.username }).click();
  await expect(page).toHaveURL(/\/profile\/commander\?name=/);
  const card = page.locator('.commander-page');
  await expect(card.getByRole('heading', { name: other.username })).toBeVisible();
  await expect(card).toContainText('Influence');
  await expect(card).toContainText('Rank');
  await expect(card).toContainText('Member since');
  await expect(card.getByTestId('markers')).toHaveText('active');
  await card.getByRole('button', { name: 'Add friend' }).click();
  await expect(card).toContainText('Friend request sent');
  await shoot(page, 'commander');

  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).first().click();
  await page.getByRole('dialog').getByRole('link', { name: other.username }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(card.getByRole('heading', { name: other.username })).toBeVisible();

  await page.getByLabel('Commander name', { exact: true }).fill(other.username.slice(1, 8));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('commander-hits').getByRole('link', { name: other.username })).toBeVisible();
  await shoot(page, 'search');
});
