/**
 * Changing and calling off an operation in the browser (decision 071): the leader moves the landing
 * second an hour later from the Operations tab, and the member's open tab shows the new launch time
 * without a reload (the alliance-ops push); an empty target list is refused with its message; then
 * the leader calls the operation off and it leaves the member's tab. Screenshots at 390 and 1366 px.
 */
import { expect, type Page, test } from './support/fixtures.ts';
import { travelMs } from '../../src/game/index.ts';
import { gql, newCommander, profileSession, uniqueName } from './support/api.ts';
import { giveUnits, joinAllianceOf, setBuildings } from './support/db.ts';

const H = 3_600_000;
const clock = (page: Page, ms: number) =>
  page.evaluate(
    (t) => new Date(t).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    ms,
  );
/** The datetime-local value of a second, in the browser's zone. */
const field = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

test('the leader moves the landing second and the member sees the new launch time live; then calls it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const mPage = await (await browser.newContext()).newPage();
  const lead = await newCommander(page, 'EdLead');
  const m = await newCommander(mPage, 'EdWave');
  for (const p of [lead, m]) await setBuildings(p.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await giveUnits(m.username, { interceptor: 10 });
  const sl = await profileSession(lead.username, lead.password);
  const sm = await profileSession(m.username, m.password);
  const name = uniqueName('Movers').slice(0, 20);
  const made = await gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: name, t: name.slice(-4) },
    sl.token,
  );
  expect(made.errors).toBeUndefined();
  await joinAllianceOf(m.username, lead.username);
  const home = (await gql('{ base { x y speed } }', {}, sm.token)).data!.base as {
    x: number;
    y: number;
    speed: number;
  };
  const to = { x: home.x - 3, y: home.y };
  const flight = travelMs(home, to, { interceptor: 10 }, home.speed);
  const landsAt = Math.ceil((Date.now() + 2 * H) / 1000) * 1000;
  const planned = await gql<{ planOperation: { operations: { id: string }[] } }>(
    'mutation($t:[OperationTargetInput!]!,$l:Float!){ planOperation(targets:$t,landsAt:$l){ operations { id } } }',
    { t: [to], l: landsAt },
    sl.token,
  );
  expect(planned.errors).toBeUndefined();
  const joined = await gql(
    'mutation($o:ID!){ joinOperation(operationId:$o,target:0,units:[{type:"interceptor",count:10}]){ canPlan } }',
    { o: planned.data!.planOperation.operations[0]!.id },
    sm.token,
  );
  expect(joined.errors).toBeUndefined();

  await mPage.goto('/alliance');
  await mPage.getByRole('tab', { name: 'Operations' }).click();
  const wave = mPage.locator(`[data-wave="${m.username}"]`);
  await expect(wave).toContainText(await clock(mPage, landsAt - flight));
  // a member has neither Edit nor Cancel
  const mCard = mPage.locator('[data-operation]');
  await expect(mCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(mCard.getByRole('button', { name: 'Cancel operation' })).toHaveCount(0);

  await page.goto('/alliance');
  await page.getByRole('tab', { name: 'Operations' }).click();
  const card = page.locator('[data-operation]');
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = card.getByRole('form', { name: 'Edit the operation' });
  // refused with the message naming the field
  await form.getByLabel('Targets (x:y, up to 5)').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Pick at least one target')).toBeVisible();
  await form.getByLabel('Targets (x:y, up to 5)').fill(`${to.x}:${to.y}`);
  await form.getByLabel('Landing second').fill(await field(page, landsAt + H));
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/operation-edit-${width}.png`, fullPage: true });
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Operation changed: members’ launch times follow')).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).toContainText(await clock(page, landsAt + H));

  // the member's open tab follows without a reload
  await expect(wave).toContainText(await clock(mPage, landsAt + H - flight));

  // called off: asked first, then gone from both tabs
  await card.getByRole('button', { name: 'Cancel operation' }).click();
  await expect(page.getByRole('dialog')).toContainText('Call this operation off?');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/operation-cancel-${width}.png` });
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Operation called off')).toBeVisible();
  await expect(page.locator('[data-operation]')).toHaveCount(0);
  await expect(mPage.getByText('No operation planned.')).toBeVisible();
});
