/**
 * Scaled out: this spec runs its own cluster (tests/support/processes.ts) — two web
 * processes without a worker and one worker process, on a fresh database — and signs a browser in
 * on web A. What happens through web B, and what the worker applies, reaches that browser live,
 * through PostgreSQL's LISTEN/NOTIFY, without a reload.
 */
import { expect, test } from './support/fixtures.ts';
import { freePortSync } from '../support/free-port.ts';
import { type Cluster, startCluster } from '../support/processes.ts';
import { activePlayer, gql, login, newCommander, pointApiAt, profileSession } from './support/api.ts';
import { watchSubscriptions } from './support/subscriptions.ts';

const PORTS = [freePortSync(), freePortSync()];
const [webA, webB] = PORTS.map((p) => `http://127.0.0.1:${p}`) as [string, string];
// the browser talks to web A only
test.use({ baseURL: webA });

let cluster: Cluster;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // a world of speed 60: the farm's level 2 takes under a second
  cluster = await startCluster({
    web: 2,
    worker: 1,
    webPorts: PORTS,
    env: { SEED_WORLD_SPEED: '60', RATE_LIMIT: '100000' },
  });
  // every API call of this spec goes to web B
  pointApiAt(webB);
});
test.afterAll(async () => {
  pointApiAt(null);
  await cluster?.stop();
});

test('a browser on web A sees what is done through web B live: a chat message, and its own base changing', async ({
  page,
}) => {
  expect(cluster.webUrls).toEqual([webA, webB]);
  const subscribed = watchSubscriptions(page);
  const me = await newCommander(page, 'Watcher');
  expect(new URL(page.url()).origin).toBe(webA);

  // another commander writes in the global chat through web B
  const other = await activePlayer('Remote');
  const token = await login(other.username, other.password);
  const worlds = await gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data?.worlds[0]?.id, u: other.username },
    token,
  );
  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await expect(chat.getByTestId('chat')).toBeVisible();
  // the page listens to the chat before the other commander writes (as an open chat would be)
  await subscribed.until('Comments');
  const words = `Hello across processes from ${other.username}`;
  const posted = await gql(
    'mutation($t:String!){ postComment(channel:"global", text:$t){ _id } }',
    { t: words },
    token,
  );
  expect(posted.errors).toBeUndefined();
  await expect(chat.getByTestId('chat')).toContainText(words, { timeout: 10_000 });
  await page.keyboard.press('Escape');

  // the commander's own upgrade (the command center's level 3: about 4 s at speed 60), started
  // through web B, shows in web A's queue at once; the worker's completion raises the level there
  const center = page.locator('[data-building="command-center"]');
  await expect(center.getByText('2/25')).toBeVisible();
  await expect(page.getByTestId('queue-countdown')).toHaveCount(0);
  const { token: mine } = await profileSession(me.username, me.password);
  const started = await gql('mutation{ startBuildingUpgrade(buildingId:"command-center"){ id } }', {}, mine);
  expect(started.errors).toBeUndefined();
  await expect(page.getByTestId('queue-countdown')).toBeVisible({ timeout: 3_000 });
  await expect(center.getByText('3/25')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('queue-countdown')).toHaveCount(0);
});
