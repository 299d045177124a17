/**
 * Protection beyond the beginner's shield in the rally and portal dialogs (decision 067): each
 * previews the refusal with src/game's rule on the server's facts, in the words the server answers
 * the same command with; its send button stays disabled. Screenshots at 390 and 1366 px.
 */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveUnits, moveNextTo, setBuildings, withDbEnergy } from './support/db.ts';
import { attacksLanded, youngNeighbour } from './support/protection-db.ts';

const utc = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

async function shoot(page: import('@playwright/test').Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // nothing runs off a phone's screen
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${name}-${width}.png` });
  }
}

test('the rally dialog refuses the 7th attack of the day on a base with the time a slot frees, as the server does', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const keeper = await newCommander(await (await browser.newContext()).newPage(), 'Rallied');
  const leader = await newCommander(page, 'Rallier');
  await setBuildings(leader.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await giveUnits(leader.username, { interceptor: 50 });
  const spot = await moveNextTo(keeper.username, leader.username);
  // the leader leads an alliance (a rally is an attack of the alliance)
  const api = await profileSession(leader.username, leader.password);
  const made = await gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Bash ${leader.username}`.slice(0, 30), t: leader.username.slice(-4) },
    api.token,
  );
  expect(made.errors).toBeUndefined();
  // six attacks of the leader's landed on the base within the last day
  const first = await attacksLanded(leader.username, keeper.username, 6);
  const why = `Attack limit reached for this base, next attack can land at ${utc(first + 24 * 3_600_000)} UTC`;

  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${keeper.username}.*${spot.x}:${spot.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Open rally' }).click();
  const dialog = page.getByRole('dialog', { name: `Rally against ${keeper.username}’s base at ${spot.x}:${spot.y}` });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await expect(dialog.locator('#rally-why')).toHaveText(why);
  const open = dialog.getByRole('button', { name: 'Open the rally' });
  await expect(open).toBeDisabled();
  await expect(open).toHaveAttribute('aria-describedby', 'rally-why');
  await shoot(page, 'protection-rally');

  // the server answers the same command with the same words
  const sent = await gql(
    'mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:10,units:$u){ id } }',
    { x: spot.x, y: spot.y, u: [{ type: 'interceptor', count: 50 }] },
    api.token,
  );
  expect(sent.errors?.[0]?.message).toBe(why);
});

test('the portal dialog, once the portal is open to a young, far weaker base, refuses the raid as the server does', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const weakPage = await (await browser.newContext()).newPage();
  const weak = await newCommander(weakPage, 'Sapling');
  const strong = await newCommander(page, 'Colossus');
  await setBuildings(strong.username, { portal: 2 });
  await withDbEnergy(strong.username, 10);
  await giveUnits(strong.username, { interceptor: 2000 });
  await youngNeighbour(weak.username, strong.username, 2);
  const theirs = (await gql('{ portal { address } }', {}, (await profileSession(weak.username, weak.password)).token))
    .data.portal.address as string;

  await page.goto('/portal');
  await page.getByLabel('Or paste an address').fill(theirs);
  // before the portal is opened the address's base is not known here: no preview (decision 067)
  await page.getByRole('button', { name: /Attack through the portal/ }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /All.*Interceptor/ }).click();
  await expect(dialog.locator('#through-why')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send through the portal' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // opened: the dialog knows whose base it is and previews strength protection
  await page.getByRole('button', { name: /Open the portal/ }).click();
  await expect(page.getByTestId('portal-connection')).toContainText(`Connected to ${weak.username}’s base`);
  await page.getByRole('button', { name: /Attack through the portal/ }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /All.*Interceptor/ }).click();
  const why = dialog.locator('#through-why');
  await expect(why).toContainText('This commander is under strength protection until');
  await expect(dialog.getByRole('button', { name: 'Send through the portal' })).toBeDisabled();
  await shoot(page, 'protection-portal');

  // the server refuses the same raid in the same words, before any energy is spent
  const api = await profileSession(strong.username, strong.password);
  const energy = async () => (await gql('{ portal { energy } }', {}, api.token)).data.portal.energy as number;
  const before = await energy();
  const sent = await gql(
    'mutation($a:String!,$u:[UnitCountInput!]!){ sendThroughPortal(address:$a,units:$u){ id } }',
    { a: theirs, u: [{ type: 'interceptor', count: 2000 }] },
    api.token,
  );
  expect(sent.errors?.[0]?.message).toBe(await why.textContent());
  expect(await energy()).toBe(before);
});
