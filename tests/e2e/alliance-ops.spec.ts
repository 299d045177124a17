/**
 * Alliance operations in the browser (decision 071): two allies help A's queue from the alliance
 * page and its end moves by the rule; screenshots at 390 and 1366 px.
 */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession, uniqueName } from './support/api.ts';
import { joinAllianceOf, setBuildings } from './support/db.ts';
import { fillStores } from './support/allyops-db.ts';

const QUEUE = '{ base { queue { id dueAt } } }';

test('two allies help A’s queue and its end time moves by the rule', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const bPage = await (await browser.newContext()).newPage();
  const cPage = await (await browser.newContext()).newPage();
  const a = await newCommander(page, 'HelpA');
  const b = await newCommander(bPage, 'HelpB');
  const c = await newCommander(cPage, 'HelpC');
  for (const p of [a, b, c])
    await setBuildings(p.username, { 'command-center': 14, 'alliance-embassy': 1, 'steel-foundry': 12 });
  await fillStores(a.username, 50_000_000);
  const sa = await profileSession(a.username, a.password);
  const name = uniqueName('Helpers').slice(0, 20);
  const made = await gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: name, t: name.slice(-4) },
    sa.token,
  );
  expect(made.errors).toBeUndefined();
  await joinAllianceOf(b.username, a.username);
  await joinAllianceOf(c.username, a.username);
  const up = await gql(
    'mutation{ startBuildingUpgrade(buildingId:"steel-foundry"){ queue { id dueAt } } }',
    {},
    sa.token,
  );
  const item = up.data!.startBuildingUpgrade.queue[0] as { id: string; dueAt: number };

  // A asks from the queue panel
  await page.reload();
  await page.getByRole('button', { name: /Ask your alliance for help with Steel Foundry/ }).click();
  await expect(page.getByText('Your alliance has been asked for help')).toBeVisible();
  await expect(page.getByText('Help asked: 0/10')).toBeVisible();

  // B helps from the alliance page
  await bPage.goto('/alliance');
  const bList = bPage.getByTestId('alliance-help');
  await expect(bList.getByText(a.username)).toBeVisible();
  await bList.getByRole('button', { name: `Help ${a.username}` }).click();
  await expect(bList.getByText('Helped')).toBeVisible();
  const help = await gql('{ allianceHelp { cutMs helps } }', {}, sa.token);
  const cut = help.data!.allianceHelp[0].cutMs as number;
  expect(cut).toBeGreaterThan(0); // the rule itself: alliance-help.test.ts

  // C too
  await cPage.goto('/alliance');
  await cPage
    .getByTestId('alliance-help')
    .getByRole('button', { name: `Help ${a.username}` })
    .click();
  await expect(cPage.getByTestId('alliance-help').getByText('Helped')).toBeVisible();

  // the end moved by two cuts, and A's panel says so without a reload (push)
  const after = (await gql(QUEUE, {}, sa.token)).data!.base.queue.find((q: { id: string }) => q.id === item.id);
  expect(after.dueAt).toBe(item.dueAt - 2 * cut);
  await expect(page.getByText('Help asked: 2/10')).toBeVisible();

  for (const width of [390, 1366]) {
    await cPage.setViewportSize({ width, height: 900 });
    await expect(cPage.getByTestId('alliance-help')).toBeVisible();
    expect(await cPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await cPage.screenshot({ path: `test-results/alliance-help-${width}.png`, fullPage: true });
  }
});
