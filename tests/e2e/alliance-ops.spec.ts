/**
 * Alliance operations in the browser (decision 071): two allies help A's queue from the alliance
 * page and its end moves by the rule; screenshots at 390 and 1366 px.
 */
import { expect, type Page, test } from './support/fixtures.ts';
import { travelMs } from '../../src/game/index.ts';
import { activePlayer, gql, login, newCommander, profileSession, uniqueName } from './support/api.ts';
import { giveUnits, joinAllianceOf, setBuildings } from './support/db.ts';
import { fillStores, placeNear } from './support/allyops-db.ts';

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

/** A leader (on `page`), a member B (on `bPage`) with 10 interceptors, and an operation landing soon on a base 3 cells from B. */
async function plannedOperation(page: Page, bPage: Page) {
  const lead = await newCommander(page, 'OpLead');
  const b = await newCommander(bPage, 'OpWave');
  const target = await activePlayer('OpTarget');
  const st = await login(target.username, target.password);
  const worlds = await gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data!.worlds[0]!.id, u: target.username },
    st,
  );
  for (const p of [lead, b]) await setBuildings(p.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await giveUnits(b.username, { interceptor: 10 });
  const to = await placeNear(b.username, target.username, 3);
  const sl = await profileSession(lead.username, lead.password);
  const sb = await profileSession(b.username, b.password);
  const name = uniqueName('Planners').slice(0, 20);
  await gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: name, t: name.slice(-4) },
    sl.token,
  );
  await joinAllianceOf(b.username, lead.username);
  const tb = (await gql('{ base { x y speed } }', {}, sb.token)).data!.base;
  const flight = travelMs(tb, to, { interceptor: 10 }, tb.speed);
  const landsAt = Math.ceil((Date.now() + flight + 25_000) / 1000) * 1000;
  const planned = await gql(
    'mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ canPlan } }',
    { t: [to], l: landsAt },
    sl.token,
  );
  expect(planned.errors).toBeUndefined();

  return { lead, b, sb, landsAt, flight };
}

/** The planned operation with B's wave joined (10 interceptors on the first target). */
async function joinedOperation(page: Page, bPage: Page) {
  const planned = await plannedOperation(page, bPage);
  const ops = await gql('{ allianceOperations { operations { id } } }', {}, planned.sb.token);
  const opId = ops.data.allianceOperations.operations[0].id as string;
  const joined = await gql(
    'mutation($o:ID!,$u:[UnitCountInput!]!){ joinOperation(operationId:$o,target:0,units:$u){ canPlan } }',
    { o: opId, u: [{ type: 'interceptor', count: 10 }] },
    planned.sb.token,
  );
  expect(joined.errors).toBeUndefined();
  return { ...planned, opId };
}

test('a planned operation shows each member’s launch time, reminds with a one-tap launch, and the leader sees who launched', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const bPage = await (await browser.newContext()).newPage();
  const { b, landsAt, flight } = await plannedOperation(page, bPage);
  // B joins from the Operations tab and is told the launch second
  await bPage.goto('/alliance');
  await bPage.getByRole('tab', { name: 'Operations' }).click();
  await bPage.getByLabel(/Interceptor/).fill('10');
  await bPage.getByRole('button', { name: 'Join the operation' }).click();
  await expect(bPage.getByText(/^Joined: launch at/)).toBeVisible();
  // the leader sees B's launch second in the list
  await page.goto('/alliance');
  await page.getByRole('tab', { name: 'Operations' }).click();
  const row = page.locator(`[data-wave="${b.username}"]`);
  await expect(row).toBeVisible();
  const launchText = new Date(landsAt - flight).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  await expect(row).toContainText(launchText);
  await expect(row).toContainText('Waiting');
  // the reminder comes as a toast with one tap, "Launch as planned", before the second: tapped, the
  // wave goes at the second by itself; the leader's list shows it (push)
  const reminder = bPage.locator('[data-sonner-toast]').filter({ hasText: 'Operation: your wave launches at' });
  await expect(reminder).toBeVisible({ timeout: 30_000 });
  await reminder.getByRole('button', { name: 'Launch as planned' }).click();
  await expect(bPage.getByText('Wave launched')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Launched at');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/alliance-operations-${width}.png`, fullPage: true });
  }
});

// the device's clock as the server's, then 90 s ahead of it (by it, the launch second has long passed)
for (const aheadMs of [0, 90_000]) {
  const title = aheadMs
    ? 'a launch armed on a device whose clock runs 90 s ahead still goes at the server’s launch second'
    : 'the reminder’s notification launches as planned with the game closed: the alliance page arms it for the second';
  test(title, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const bPage = await (await browser.newContext()).newPage();
    const { b, opId, landsAt, flight } = await joinedOperation(page, bPage);
    if (aheadMs)
      await bPage.addInitScript((ms) => {
        const real = Date.now.bind(Date);
        Date.now = () => real() + ms;
      }, aheadMs);
    // the game is closed; the notification's "Launch as planned" opens this address (sw.js)
    await bPage.goto(`/alliance?launch=${opId}&at=${landsAt - flight}`);
    await expect(bPage.getByText(/^Your wave launches at .*: keep the game open$/)).toBeVisible();
    await expect(bPage.getByRole('tab', { name: 'Operations' })).toHaveAttribute('aria-selected', 'true');
    await expect(bPage).toHaveURL(/\/alliance$/);
    await expect(bPage.getByText('Wave launched')).toBeVisible({ timeout: 60_000 });
    await expect(bPage.locator(`[data-wave="${b.username}"]`)).toContainText('Launched at');
  });
}
