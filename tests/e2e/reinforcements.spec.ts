/** Reinforcements in the browser: A reinforces B from the map, a raid on B is fought by both and reported to both, B expels, A's units come home. */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveUnits, joinAllianceOf, moveNextTo, setBuildings } from './support/db.ts';

test('A reinforces B; a raid on B is fought by both and reported to both; B expels and A’s units come home', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const hostPage = await (await browser.newContext()).newPage();
  const host = await newCommander(hostPage, 'Host');
  const helper = await newCommander(page, 'Helper');
  const raider = await newCommander(await (await browser.newContext()).newPage(), 'Raider');
  for (const c of [host, helper]) await setBuildings(c.username, { 'command-center': 6, 'alliance-embassy': 1 });
  const hostToken = (await profileSession(host.username, host.password)).token;
  expect(
    // a name of its own: a retry of this spec must not find the first try's alliance
    (
      await gql(
        'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
        { n: `Iron Wall ${host.username.slice(-6)}`, t: host.username.slice(-4).toUpperCase() },
        hostToken,
      )
    ).errors,
  ).toBeUndefined();
  await joinAllianceOf(helper.username, host.username);
  await giveUnits(helper.username, { interceptor: 80 });
  await giveUnits(host.username, { ranger: 20 });
  await giveUnits(raider.username, { interceptor: 40 });
  const spot = await moveNextTo(helper.username, host.username);
  await moveNextTo(raider.username, host.username);

  // A: the ally's base says Reinforce, not Attack
  await page.goto('/galaxy');
  const hostBase = await (async () => {
    const b = (await gql('{ base { x y } }', {}, hostToken)).data.base;
    return b as { x: number; y: number };
  })();
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${host.username}.*${hostBase.x}:${hostBase.y}`) })
    .click();
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet).toContainText(`${host.username} (your alliance)`);
  await expect(sheet.getByRole('button', { name: 'Attack' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Reinforce' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Reinforce ${host.username}’s base`) });
  await dialog.getByRole('button', { name: 'All Interceptor' }).click();
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible();
  expect(spot).toBeTruthy();

  // it lands; A sees it standing, B sees it in the garrison
  await page.getByRole('navigation').getByRole('link', { name: 'Garrison' }).click();
  await expect(page.getByTestId('sent')).toContainText('standing', { timeout: 30_000 });
  await hostPage.goto('/reinforcements');
  await expect(hostPage.getByTestId('garrison')).toContainText(`From ${helper.username}`);
  await expect(hostPage.getByTestId('garrison')).toContainText('80 Interceptor');

  // the raid: fought by both, reported to both
  const raiderToken = (await profileSession(raider.username, raider.password)).token;
  const raid = await gql(
    'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:40}]){ kind } }',
    hostBase,
    raiderToken,
  );
  expect(raid.data.sendUnits.kind).toBe('raid');
  await hostPage.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(hostPage.getByTestId('reports').getByRole('link').first()).toContainText(
    `${raider.username} attacked your base`,
    { timeout: 30_000 },
  );
  await hostPage.getByTestId('reports').getByRole('link').first().click();
  await expect(hostPage.getByTestId('defenders')).toContainText(`${helper.username}: 80 units`);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('reports').getByRole('link').first()).toContainText(
    `${raider.username} attacked ${host.username}’s base, where your units stand`,
  );

  // B expels A's survivors (the two of them beat a small raid); they fly home and A's list empties
  await hostPage.goto('/reinforcements');
  const stationed = hostPage.getByTestId('stationed');
  await stationed.getByRole('button', { name: 'Expel' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(hostPage.getByText('Reinforcement expelled: the units are flying home')).toBeVisible();
  await page.goto('/reinforcements');
  await expect(page.getByTestId('sent')).toContainText('home in');
  await expect(page.getByTestId('sent').getByRole('listitem')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('garrison')).toContainText('Interceptor');
  await expect(hostPage.getByTestId('stationed').getByRole('listitem')).toHaveCount(0);

  // each side's notices say what happened (an arrival is no "Nothing left at …")
  await hostPage.goto('/reports');
  const arrival = hostPage
    .getByTestId('reports')
    .getByRole('link', { name: `${helper.username}’s units arrived to reinforce your base` });
  await arrival.click();
  await expect(hostPage.getByText(`${helper.username}’s units stand in your base now`)).toBeVisible();
  await page.goto('/reports');
  await page
    .getByTestId('reports')
    .getByRole('link', { name: `${host.username} sent your units home from their base` })
    .click();
  await expect(page.getByText(`${host.username} sent your units away from their base`)).toBeVisible();

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await hostPage.setViewportSize({ width, height });
    await hostPage.screenshot({ path: `test-results/reinforcements-${width}.png`, fullPage: true });
  }
});
