/**
 * A season end to end (decision 069), on a server whose clock the test moves
 * (tests/e2e/support/time-travel-server.ts): an admin creates a 3-day world in /control with its
 * length and victory condition; a commander joins it, sees the countdown in the shell and founds an
 * alliance; the clock passes the end; the world refuses orders, and its public hall of fame shows
 * the winner — to a signed-out visitor too.
 */
import { expect, test } from './support/fixtures.ts';
import { startTimeTravelServer } from './support/time-travel.ts';
import { ADMIN, activePlayer, gql, login, signInWithDialog } from './support/api.ts';

const { origin: ORIGIN, pass } = startTimeTravelServer();

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** Builds up to a level through the API and lets its time pass. */
async function build(token: string, buildingId: string) {
  const r = await gql(
    'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { dueAt } serverNow } }',
    { b: buildingId },
    token,
  );
  expect(r.errors).toBeUndefined();
  const b = r.data.startBuildingUpgrade;
  await pass(Math.max(...b.queue.map((q: { dueAt: number }) => q.dueAt)) - b.serverNow + 1000);
}

test('a 3-day world ends on the clock: orders are refused and its hall of fame shows the winning alliance', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const world = `Short Reach ${Date.now().toString(36).slice(-4)}`;

  // the admin creates the world with its season in /control
  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Worlds' }).click();
  await admin.getByRole('textbox', { name: 'World', exact: true }).fill(world);
  await admin.getByLabel('Length (days)').fill('3');
  await admin.getByLabel('Victory condition').selectOption('top-alliance-influence');
  await admin.getByLabel('Held for (days)').fill('1');
  await admin.getByRole('button', { name: 'Create world' }).click();
  await expect(admin.getByText(`World ${world} created`)).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(world) });
  await expect(row).toContainText('Top alliance by influence · 1/3');
  await admin.screenshot({ path: 'test-results/season-control.png', fullPage: true });
  // the browser's "now" is a little ahead of the server's clock: let the world open
  await pass(5 * MIN);

  // a commander joins it and sees the countdown in the shell: a 3-day world is in its final week at once
  const p = await activePlayer('Seasoned');
  await signInWithDialog(page, p.username, p.password);
  const form = page.getByRole('form', { name: `Create profile — ${world}` });
  await form.getByLabel('Commander name').fill(p.username);
  await form.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL(/\/base$/);
  const countdown = page.getByTestId('season-countdown');
  await expect(countdown).toContainText(/Final week · the world closes in 2d 2\dh/);
  await page.screenshot({ path: 'test-results/season-countdown.png' });

  // it founds an alliance (command center 3, the embassy), through the API as a quick player would
  const token = await login(p.username, p.password);
  const mine = await gql('{ myProfiles { id world { name } } }', {}, token);
  const profileId = mine.data.myProfiles.find((x: { world: { name: string } }) => x.world.name === world).id;
  await gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: profileId }, token);
  await build(token, 'command-center');
  await build(token, 'alliance-embassy');
  const made = await gql('mutation{ createAlliance(name:"Last Light", tag:"LL"){ __typename } }', {}, token);
  expect(made.errors).toBeUndefined();

  // the clock passes the end: the world closes
  await pass(3 * DAY);
  await page.reload();
  await expect(countdown).toContainText('This world has ended.');
  const refused = await gql('mutation{ startBuildingUpgrade(buildingId:"steel-foundry"){ id } }', {}, token);
  expect(refused.errors?.[0]?.message).toBe('This world has ended: its hall of fame keeps the final rankings');
  await page.screenshot({ path: 'test-results/season-ended.png' });
  // its chat is read-only: the dialog says so in place of the field, and the server refuses a message
  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog');
  await expect(chat.getByTestId('chat-closed')).toBeVisible();
  await expect(chat.getByTestId('chat-closed')).toHaveText(
    'This world has ended: its chat can be read but takes no new messages',
  );
  await expect(chat.getByRole('textbox')).toHaveCount(0);
  const post = await gql('mutation{ postComment(channel:"global", text:"anyone?"){ text } }', {}, token);
  expect(post.errors?.[0]?.message).toBe('This world has ended: its chat can be read but takes no new messages');
  // at this width (a phone's menu holds the chat elsewhere: the dialog closes when the page narrows)
  await chat.screenshot({ path: 'test-results/season-chat-closed.png' });
  await page.keyboard.press('Escape');

  // its hall of fame, from the countdown's link: the winner and the commander in first place
  await countdown.getByRole('link', { name: 'See its hall of fame' }).click();
  await expect(page).toHaveURL(/\/hall-of-fame\/[\w-]+$/);
  await expect(page.getByTestId('hall-winner')).toHaveText('Winner: [LL] Last Light');
  const commanders = page.getByRole('table', { name: 'Commanders' });
  await expect(commanders.getByRole('row').nth(1)).toContainText(p.username);
  await expect(commanders.getByRole('row').nth(1)).toContainText('[LL] Last Light');
  // read from the daily ranking snapshots (the same history the profiles' curves draw): the winner's
  // final influence is its last snapshot's, and the commander's record counts its days in them
  const worldId = page.url().split('/').pop() as string;
  const hall = await gql(
    'query($w:ID!){ hallOfFame(worldId:$w){ world { winnerId } alliances { id records { category score best } } commanders { name days } } }',
    { w: worldId },
  );
  const history = await gql(
    '{ rankingHistory(scope: alliances) { subjectId days { day points { category score } } } }',
    {},
    token,
  );
  const days = history.data.rankingHistory.days;
  expect(days.length).toBeGreaterThanOrEqual(2);
  const lastInfluence = days.at(-1).points.find((x: { category: string }) => x.category === 'influence').score;
  const winner = hall.data.hallOfFame.alliances.find(
    (a: { id: string }) => a.id === hall.data.hallOfFame.world.winnerId,
  );
  expect(history.data.rankingHistory.subjectId).toBe(winner.id);
  expect(winner.records.find((r: { category: string }) => r.category === 'influence')).toMatchObject({
    score: lastInfluence,
    best: 1,
  });
  const record = hall.data.hallOfFame.commanders.find((c: { name: string }) => c.name === p.username);
  expect(record.days).toBeGreaterThanOrEqual(days.length);

  // a signed-out visitor finds it too, at 390 px
  const guest = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await guest.goto(`${ORIGIN}/hall-of-fame`);
  await guest.getByRole('link', { name: world }).click();
  await expect(guest.getByTestId('hall-winner')).toHaveText('Winner: [LL] Last Light');
  const wide = await guest.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);
  await guest.screenshot({ path: 'test-results/season-hall-390.png', fullPage: true });
});

test('a new commander joining a world on its 7th day reads the late-joiner bonus on /base, at 390 px', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const world = `Late Reach ${Date.now().toString(36).slice(-4)}`;
  const now = (
    await (
      await fetch(`${ORIGIN}/__test/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 0 }),
      })
    ).json()
  ).now as number;
  const admin = await login(ADMIN.username, ADMIN.password);
  const made = await gql(
    'mutation($n:String!,$o:DateTime!){ createWorld(name:$n, opensAt:$o, lengthDays:60, victoryKind:"vault-ranking", holdDays:3){ id } }',
    { n: world, o: new Date(now - 7 * DAY - 60 * MIN).toISOString() },
    admin,
  );
  expect(made.errors).toBeUndefined();
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const p = await activePlayer('Latecomer');
  await signInWithDialog(page, p.username, p.password);
  const form = page.getByRole('form', { name: `Create profile — ${world}` });
  await form.getByLabel('Commander name').fill(p.username);
  await form.getByRole('button', { name: 'Create profile' }).click();
  await page.waitForURL(/\/base$/);
  await expect(page.getByTestId('catch-up')).toHaveText('Late-joiner bonus +35 % production, fades in 14 days');
  await expect(page.getByTestId('season-countdown')).toContainText(/The season ends in 52d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/season-catch-up-390.png' });
});
