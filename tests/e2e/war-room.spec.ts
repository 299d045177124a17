/**
 * The war room in the browser (decision 070), issue 29's "done when": three players in one alliance
 * and one outside. The outsider launches at A; B sees it on the war room without a reload (the
 * `alliance-incoming` push, well inside the 30 s refetch) and reinforces A from there; A's scout
 * report of the outsider appears on C's intel board; a pact with the outsider's alliance refuses the
 * next attack on A with its message. Screenshots of the war room at 390 and 1366 px.
 */
import { watchSubscriptions } from './support/subscriptions.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { travelMs } from '../../src/game/index.ts';
import { gql, newCommander, profileSession, uniqueName } from './support/api.ts';
import { giveUnits, joinAllianceOf, moveNextTo, setBuildings } from './support/db.ts';
import { placeAway } from './support/warroom-db.ts';

const PACT = 'Your alliances have a non-aggression pact: no attacks between their members';
const RAID = 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"battleship",count:20}]){ kind } }';

async function found(token: string, prefix: string) {
  const name = uniqueName(prefix).slice(0, 20);
  const tag = name.slice(-4).toUpperCase();
  const made = await gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: name, t: tag },
    token,
  );
  expect(made.errors).toBeUndefined();
  return { name, tag };
}

async function openTab(page: Page, name: string) {
  await page.goto('/alliance');
  await page.getByRole('tab', { name, exact: true }).click();
}

test('the outsider’s raid on A shows in B’s war room by push; B reinforces A; A’s scout reaches C; a pact refuses the next attack', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const newPage = async () => (await browser.newContext()).newPage();
  const [bPage, cPage, oPage] = [await newPage(), await newPage(), await newPage()];
  const a = await newCommander(page, 'WarA');
  const b = await newCommander(bPage, 'WarB');
  const c = await newCommander(cPage, 'WarC');
  const o = await newCommander(oPage, 'WarO');
  for (const p of [a, b, c, o])
    await setBuildings(p.username, { 'command-center': 6, 'alliance-embassy': 1, 'intelligence-agency': 1 });
  await giveUnits(o.username, { battleship: 60 });
  await giveUnits(b.username, { interceptor: 30 });
  const sa = await profileSession(a.username, a.password);
  const so = await profileSession(o.username, o.password);
  const ours = await found(sa.token, 'WarRoom');
  await joinAllianceOf(b.username, a.username);
  await joinAllianceOf(c.username, a.username);

  // B beside A (a quick reinforcement); the outsider's battleships (speed 50) far enough that the raid
  // flies for minutes, while A's scout ship (240) is there in a fifth of that
  await moveNextTo(b.username, a.username);
  const home = (await gql('{ base { x y speed } }', {}, sa.token)).data!.base as {
    x: number;
    y: number;
    speed: number;
  };
  let dx = 1;
  while (travelMs(home, { x: home.x + dx, y: home.y }, { battleship: 20 }, home.speed) < 150_000) dx++;
  const oSpot = await placeAway(o.username, a.username, dx);

  // B watches the war room: nothing yet
  const bListens = watchSubscriptions(bPage);
  await openTab(bPage, 'War room');
  await expect(bPage.getByText('No hostile fleet is on its way to a member.')).toBeVisible();
  // the push reaches the list through the page's socket and its push router (a lazy chunk that
  // registers the service worker as it mounts): a raid sent before either was ready went unheard
  await bListens.until('Notifications');
  await expect
    .poll(() => bPage.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), { timeout: 20_000 })
    .toBe(true);

  // the outsider launches; B's list shows it without a reload
  const raid = await gql(RAID, { x: home.x, y: home.y }, so.token);
  expect(raid.errors).toBeUndefined();
  const row = bPage.locator(`[data-attacker="${o.username}"][data-defender="${a.username}"]`);
  // by push, well before the list's own 30 s refetch (a push that comes before the page's push router
  // has mounted waits for it: push.ts)
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(`${o.username} (${oSpot.x}:${oSpot.y}) → ${a.username} (${home.x}:${home.y})`);
  await expect(row).toContainText('20 units');
  await expect(row).toContainText('No scout report of the attacker’s base.');

  // B reinforces A from the row: the map opens with the send dialog on A's base
  await row.getByRole('link', { name: `Reinforce ${a.username}`, exact: true }).click();
  const dialog = bPage.getByRole('dialog', { name: new RegExp(`Reinforce ${a.username}’s base`) });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  await expect(bPage.getByText('Fleet sent')).toBeVisible();
  const sb = await profileSession(b.username, b.password);
  const away = (await gql('{ getMapMarches { kind } }', {}, sb.token)).data!.getMapMarches as { kind: string }[];
  expect(away.map((m) => m.kind)).toContain('reinforce');

  // A scouts the outsider; the report reaches C's intel board (and the war room row says what it saw)
  const scout = await gql('mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ arrivesAt } }', oSpot, sa.token);
  expect(scout.errors).toBeUndefined();
  await openTab(cPage, 'War room');
  const intel = cPage.locator(`[data-intel="${oSpot.x}:${oSpot.y}"][data-kind="scout"]`);
  // C's board is open before the scout lands: the share reaches it by push (\`alliance-intel\`)
  const landsIn = (scout.data!.scout.arrivesAt as number) - Date.now();
  await expect(intel).toBeVisible({ timeout: Math.max(0, landsIn) + 20_000 });
  await expect(intel).toContainText(`Scout report ${oSpot.x}:${oSpot.y} · ${o.username}`);
  await expect(intel).toContainText(`by ${a.username}`);
  await expect(intel.getByRole('link', { name: 'Simulate this fight' })).toBeVisible();

  for (const width of [390, 1366]) {
    await cPage.setViewportSize({ width, height: 900 });
    await expect(cPage.getByTestId('war-room')).toBeVisible();
    expect(await cPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await cPage.screenshot({ path: `test-results/war-room-${width}.png`, fullPage: true });
  }

  // the outsider founds an alliance; A proposes a pact from the Diplomacy tab; the outsider accepts
  const theirs = await found(so.token, 'Outside');
  await openTab(page, 'Diplomacy');
  const form = page.getByTestId('propose-relation');
  await form.getByLabel('Find an alliance').fill(theirs.name);
  await form.getByLabel('Other alliance').selectOption({ label: `[${theirs.tag}] ${theirs.name}` });
  await form.getByLabel('Relation').selectOption({ label: 'Non-aggression pact' });
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(page.getByText('Proposal sent')).toBeVisible();
  const asked = await gql('{ allianceRelations { id kind status alliance { tag } } }', {}, so.token);
  const offer = asked.data!.allianceRelations.find((r: { alliance: { tag: string } }) => r.alliance.tag === ours.tag);
  expect(offer).toMatchObject({ kind: 'pact', status: 'asked' });
  expect(
    (await gql('mutation($r:ID!){ acceptAllianceRelation(relationId:$r){ id } }', { r: offer.id }, so.token)).errors,
  ).toBeUndefined();
  await expect(page.getByTestId('relations')).toContainText(`Non-aggression pact [${theirs.tag}]`);

  // the outsider's next attack on A is refused, with the rule's message
  await oPage.goto(`/galaxy?x=${home.x}&y=${home.y}&act=send`);
  const attack = oPage.getByRole('dialog', { name: new RegExp(`Attack ${a.username}’s base`) });
  await attack.getByRole('button', { name: 'All Battleship' }).click();
  await attack.getByRole('button', { name: 'Send fleet' }).click();
  const anyway = attack.getByRole('alertdialog').getByRole('button', { name: 'Send anyway' });
  await expect(anyway.or(oPage.getByText(PACT))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(oPage.getByText(PACT)).toBeVisible();
  const left = (await gql('{ base { units { type count } } }', {}, so.token)).data!.base.units;
  expect(left).toContainEqual({ type: 'battleship', count: 40 });
});

test('the leader pins an announcement in the alliance chat; a member sees it pinned, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const mPage = await (await browser.newContext()).newPage();
  const lead = await newCommander(page, 'PinLead');
  const member = await newCommander(mPage, 'PinMember');
  for (const p of [lead, member]) await setBuildings(p.username, { 'command-center': 3, 'alliance-embassy': 1 });
  const sl = await profileSession(lead.username, lead.password);
  await found(sl.token, 'Pinned');
  await joinAllianceOf(member.username, lead.username);

  // the member has the alliance chat open before anything is pinned
  await mPage.reload();
  await mPage.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const theirs = mPage.getByRole('dialog', { name: 'Chat' });
  await theirs.getByRole('tab', { name: 'Alliance' }).click();
  await expect(theirs.getByTestId('chat')).toBeVisible();
  await expect(theirs.getByTestId('alliance-pin')).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Post an announcement' })).toHaveCount(0);

  // the leader posts it from the alliance chat
  await page.reload();
  await page.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat' });
  await chat.getByRole('tab', { name: 'Alliance' }).click();
  await chat.getByRole('button', { name: 'Post an announcement' }).click();
  const words = `Muster at dawn ${Date.now()}`;
  await chat.getByLabel('Announcement to every member').fill(words);
  await chat.getByRole('button', { name: 'Pin and notify' }).click();
  await expect(page.getByText('Announcement pinned: every member was notified')).toBeVisible();

  // the member's open chat shows it pinned on top, without a reload (the push)
  const pin = theirs.getByTestId('alliance-pin');
  await expect(pin).toContainText(words, { timeout: 15_000 });
  await expect(pin).toContainText(`Announcement by ${lead.username}`);
  await mPage.setViewportSize({ width: 1366, height: 900 });
  await mPage.screenshot({ path: 'test-results/alliance-pin-member-1366.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/alliance-pin-leader-1366.png' });
  // a phone: the chat opens from the side menu, the pin on top of it
  await mPage.setViewportSize({ width: 390, height: 844 });
  await mPage.reload();
  await mPage.getByRole('button', { name: 'Menu', exact: true }).click();
  await mPage.getByRole('navigation').getByRole('button', { name: 'Global chat' }).click();
  await theirs.getByRole('tab', { name: 'Alliance' }).click();
  await expect(theirs.getByTestId('alliance-pin')).toContainText(words);
  expect(await mPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await mPage.screenshot({ path: 'test-results/alliance-pin-member-390.png' });
});
