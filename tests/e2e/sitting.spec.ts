/**
 * Sitting in the browser (decision 066): A names B sitter on /profile; B, signed in as themselves,
 * switches into A's base and builds there; A reads it in the sitting log; B's attack on a player
 * from A's base is refused; "back to my base" returns B to their own.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits } from './support/db.ts';
import { ownAddress } from './support/sitting-db.ts';

test('A names B sitter; B builds in A’s base from B’s sign-in; A sees it in the log; B cannot attack a player', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await newCommander(page, 'Owner');
  const bContext = await browser.newContext();
  const bPage = await bContext.newPage();
  const b = await newCommander(bPage, 'Sitter');
  await ownAddress(b.username, `10.66.${Math.floor(Math.random() * 250)}.7`);

  // A names B for 24 hours
  await page.goto('/profile');
  const panel = page.getByTestId('sitters');
  await expect(panel.getByRole('heading', { name: 'Sitters' })).toBeVisible();
  await panel.getByLabel('Commander').fill(b.username);
  await panel.getByLabel('Hours (1–48)').fill('24');
  await panel.getByRole('button', { name: 'Name sitter' }).click();
  await expect(panel.getByTestId('sitter-list')).toContainText(b.username);

  // B switches into A's base and builds there
  await bPage.goto('/profile');
  await bPage.getByRole('button', { name: `Sit ${a.username}’s base` }).click();
  await bPage.waitForURL(/\/base$/);
  await expect(bPage.getByTestId('sitting-banner')).toContainText(`You are sitting for ${a.username}`);
  const farm = bPage.locator('[data-building="hydroponic-farm"]');
  await farm.getByRole('button', { name: 'Upgrade to 2' }).click();
  await expect(bPage.getByTestId('queue-countdown')).toBeVisible();

  // an attack on a player from A's base, sent from B's tab as it sends every command: refused by the server
  // B's own base is a player's base: the sitter's fleet may not go there
  const own = await bPage.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': localStorage.getItem('token') ?? '' },
      body: JSON.stringify({ query: '{ base { x y } }' }),
    });
    return ((await res.json()) as { data: { base: { x: number; y: number } } }).data.base;
  });
  const refused = await bPage.evaluate(async (to) => {
    const sitAs = JSON.parse(sessionStorage.getItem('sit-as') ?? 'null') as { ownerId: string };
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-token': localStorage.getItem('token') ?? '',
        'x-sit-as': sitAs.ownerId,
      },
      body: JSON.stringify({
        query: 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:1}]){ id } }',
        variables: to,
      }),
    });
    return ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;
  }, own);
  expect(refused).toBe('A sitter cannot do this');
  // the map's send dialog says so before anything is sent, and offers no Send (A has a fleet at home)
  await giveUnits(a.username, { interceptor: 5 });
  await bPage.goto(`/galaxy?x=${own.x}&y=${own.y}&act=send`);
  const send = bPage.getByRole('dialog');
  await expect(send.locator('#send-why')).toHaveText(
    "While you sit a base, its fleets go to pirate ships and asteroids only, never to a commander's base",
  );
  await expect(send.getByRole('button', { name: 'Send fleet' })).toBeDisabled();
  await bPage.screenshot({ path: 'test-results/sitting-send-refused.png' });
  await send.getByRole('button', { name: 'Cancel' }).click();
  await bPage.goto('/base');

  // A reads who did what
  await page.reload();
  const log = panel.getByTestId('sitting-log');
  await expect(log).toContainText(b.username);
  await expect(log).toContainText('Build');
  await expect(log).toContainText('bases.startUpgrade');
  await expect(page.getByTestId('queue-countdown')).toBeVisible();

  // the banner at a phone's width and a laptop's
  for (const width of [390, 1366]) {
    await bPage.setViewportSize({ width, height: 800 });
    await expect(bPage.getByTestId('sitting-banner')).toBeVisible();
    await expect.poll(() => bPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await bPage.screenshot({ path: `test-results/sitting-banner-${width}.png` });
  }
  // B goes back to their own base, by keyboard
  await bPage.getByRole('button', { name: 'Back to my base' }).focus();
  await bPage.keyboard.press('Enter');
  await expect(bPage.getByTestId('sitting-banner')).toHaveCount(0);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await expect(panel).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await panel.screenshot({ path: `test-results/sitting-${width}.png` });
  }
  await bContext.close();
});

test('the rules page says sitting is the legal way to help a friend', async ({ page }) => {
  await page.goto('/rules');
  await expect(page.getByTestId('rules-sitting')).toContainText('Sitting is the legal way to help a friend');
  await expect(page.getByTestId('rules-sitting')).toContainText('at most 48 hours');
});
