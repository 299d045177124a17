/**
 * An inactive commander in the browser (decisions 055 and 068), on a server whose clock the test
 * moves (tests/e2e/support/time-travel-server.ts): a neighbour sees the sleeper's `i` after 7 days
 * and `I` after 28 on the map, in the leaderboard and on the commander page; the warning mail is in
 * /control's outbox before the ghost step; at 35 days the base shows as a ghost; the sleeper's
 * sign-in brings it back.
 */
import { type Browser, expect, test, type Page } from './support/fixtures.ts';
import { startTimeTravelServer } from './support/time-travel.ts';
import { ADMIN, gql, newCommander, profileSession, signInWithDialog } from './support/api.ts';

const { pass } = startTimeTravelServer();

const DAY = 24 * 3_600_000;
const WARNING = 'Ephoran Frontier: sign in to keep your base';

/**
 * A returning player signs in through the dialog, in a browser of their own (sessions last 7 days of
 * the moved clock), and enters their profile: they stand in /base.
 */
async function signBackIn(browser: Browser, who: { username: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signInWithDialog(page, who.username, who.password);
  await page.waitForURL(/\/select-profile$/);
  await page.getByRole('button', { name: 'Enter', exact: true }).first().click();
  await page.waitForURL(/\/base$/);
  return page;
}

/** The map around a spot, reached through the coordinates form (never a list position). */
async function mapAt(page: Page, spot: { x: number; y: number }) {
  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  const form = page.locator('form.goto');
  await form.getByLabel('X').fill(String(spot.x));
  await form.getByLabel('Y').fill(String(spot.y));
  await form.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText(`Centred on ${spot.x}:${spot.y}`)).toBeVisible();
  // the window around the spot has loaded (under load this can take a while)
  await expect(page.getByRole('heading', { name: /^In view \([1-9]/ })).toBeVisible({ timeout: 30_000 });
}

const entryOf = (page: Page, name: string, spot: { x: number; y: number }) =>
  page.getByTestId('in-view').getByRole('button', { name: new RegExp(`${name}.*${spot.x}:${spot.y}`) });

const planetAt = (page: Page, spot: { x: number; y: number }) =>
  page.locator(`g.base-mark[transform="translate(${spot.x + 0.5} ${spot.y + 0.5})"]`);

test('an inactive commander is marked i then I, is warned by mail, becomes a ghost, and comes back at the sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const sleeperContext = await browser.newContext();
  const sleeper = await newCommander(await sleeperContext.newPage(), 'Sleeper');
  await sleeperContext.close();
  const watcher = await newCommander(page, 'Watcher');

  // where the sleeper's base stands, as its public page says (an API sign-in of the watcher's: the sleeper signs in never)
  const { token } = await profileSession(watcher.username, watcher.password);
  const found = await gql<any>(
    'query($u:String!){ commander(username:$u){ base { x y } markers } }',
    { u: sleeper.username },
    token,
  );
  const spot = found.data.commander.base as { x: number; y: number };
  expect(found.data.commander.markers).toEqual([]);

  /** What the watcher sees of the sleeper: the map (list and planet), the leaderboard, the public page. */
  async function expectMarker(view: Page, letter: 'i' | 'I' | 'ghost' | null, words: string) {
    await mapAt(view, spot);
    const entry = entryOf(view, sleeper.username, spot);
    const planet = planetAt(view, spot);
    if (letter) {
      await expect(entry.locator(`abbr[data-marker="${letter}"]`)).toHaveAttribute('title', words);
      await expect(planet).toHaveAttribute('data-marker', letter);
    } else {
      await expect(entry).toBeVisible();
      await expect(entry.locator('abbr[data-marker]')).toHaveCount(0);
      await expect(planet).not.toHaveAttribute('data-marker', /./);
    }
    await view.getByRole('navigation').getByRole('link', { name: 'Leaderboards' }).click();
    const row = view.getByTestId('leaderboard').getByRole('row').filter({ hasText: sleeper.username });
    if (letter) await expect(row.locator(`abbr[data-marker="${letter}"]`)).toHaveAttribute('title', words);
    else await expect(row.locator('abbr[data-marker]')).toHaveCount(0);
    await row.getByRole('link', { name: sleeper.username }).click();
    await expect(view).toHaveURL(/\/profile\/commander\?name=/);
    await expect(view.locator('.commander-page').getByTestId('markers')).toHaveText(words);
  }

  /** The warning mails to the sleeper in /control's outbox, as the admin reads them (signed in afresh). */
  async function warningsInOutbox() {
    const admin = await (await browser.newContext()).newPage();
    await signInWithDialog(admin, ADMIN.username, ADMIN.password);
    await expect(admin).toHaveURL(/\/control$/);
    await admin.getByRole('tab', { name: 'Mail outbox' }).click();
    await expect(admin.locator('ul.outbox')).toBeVisible();
    return admin.locator('ul.outbox li.mail').filter({ hasText: sleeper.email }).filter({ hasText: WARNING });
  }

  // a day in: nothing to show
  await pass(1 * DAY);
  await expectMarker(page, null, 'active');

  // 7 days without a sign-in: i (the watcher's own session has run out meanwhile: it signs in again)
  await pass(6 * DAY + 3_600_000);
  await expectMarker(await signBackIn(browser, watcher), 'i', 'Inactive for 7 days');
  await expect(await warningsInOutbox()).toHaveCount(0);

  // 26 days: the first warning mail goes out, 2 days before the I
  await pass(19 * DAY);
  const first = await warningsInOutbox();
  await expect(first).toHaveCount(1);
  await first.locator('summary').click();
  await expect(first.locator('pre.mail-body')).toContainText('your commander shows as long inactive (I)');
  await expect(first.locator('pre.mail-body')).toContainText('giltst du als lange inaktiv (I)');

  // 28 days: I
  await pass(2 * DAY);
  await expectMarker(await signBackIn(browser, watcher), 'I', 'Inactive for 28 days');

  // 33 days: warned before the ghost step, and no ghost yet
  await pass(5 * DAY);
  const warned = await warningsInOutbox();
  await expect(warned).toHaveCount(2);
  // the outbox lists the newest first
  await warned.first().locator('summary').click();
  await expect(warned.first().locator('pre.mail-body')).toContainText('your base becomes a ghost');
  await expect(warned.first().locator('pre.mail-body')).toContainText('wird deine Basis zur Geisterbasis');
  await expectMarker(await signBackIn(browser, watcher), 'I', 'Inactive for 28 days');

  // 35 days: a ghost base, faded on the map
  await pass(2 * DAY);
  const view = await signBackIn(browser, watcher);
  await expectMarker(view, 'ghost', 'Ghost base: produces nothing, open to plunder');
  await mapAt(view, spot);
  await expect(planetAt(view, spot)).toHaveAttribute('opacity', '0.45');
  for (const width of [390, 1366]) {
    await view.setViewportSize({ width, height: 900 });
    await expect(entryOf(view, sleeper.username, spot)).toBeVisible();
    await expect.poll(() => view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await view.screenshot({ path: `test-results/inactive-ghost-map-${width}.png`, fullPage: true });
  }
  await view.goto('/leaderboards');
  for (const width of [390, 1366]) {
    await view.setViewportSize({ width, height: 900 });
    await expect(view.getByTestId('leaderboard').getByRole('row').filter({ hasText: sleeper.username })).toBeVisible();
    await view.screenshot({ path: `test-results/inactive-ghost-board-${width}.png`, fullPage: true });
  }
  // the warnings stayed two: the ghost step sends none of its own
  await expect(await warningsInOutbox()).toHaveCount(2);

  // the way back: the sleeper signs in, and the base stands as before, marker gone
  await signBackIn(browser, sleeper);
  // read afresh (a page open for a while keeps the board it read for half a minute)
  const after = await signBackIn(browser, watcher);
  await expectMarker(after, null, 'active');
  await mapAt(after, spot);
  await expect(planetAt(after, spot)).not.toHaveAttribute('opacity', /./);
});
