/**
 * Every screen of the game at a phone's size (390 × 844) and a desktop's (1366 × 850): a screenshot
 * of each is kept under test-results/screens/<width>/ (the CI keeps test-results), and none scrolls
 * sideways. A commander with something in each screen (buildings, units, items) walks them all; an
 * admin walks the control panel.
 */
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN, activePlayer, gql, login, newCommander, signInWithDialog } from './support/api.ts';
import { giveItems, giveUnits, moveNextTo, setBuildings } from './support/db.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
] as const;

const GAME_SCREENS = [
  ['base', '/base'],
  ['profile', '/profile'],
  ['cores', '/profile/cores'],
  ['research', '/research/development'],
  ['galaxy', '/galaxy'],
  ['reports', '/reports'],
  ['leaderboards', '/leaderboards'],
  ['attacks', '/attacks'],
  ['rallies', '/rallies'],
  ['alliance', '/alliance'],
  ['shop', '/shop'],
  ['backpack', '/backpack'],
  ['convoys', '/trading/convoys'],
  ['smugglers-den', '/trading/smugglers-den'],
  ['black-market', '/trading/black-market'],
  ['garrison', '/reinforcements'],
  ['portal', '/portal'],
  ['missions', '/portal/exploration'],
  ['events', '/events'],
] as const;

/** Waits for the screen to have its heading and no loading text, then checks the width and keeps a picture. */
async function capture(page: Page, width: number, name: string) {
  await expect(page.locator('main h1, .page h1').first()).toBeVisible();
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // on a failure, name what sticks out
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 4)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(e.getBoundingClientRect().right)}`,
      ),
  );
  expect(overflow, `${name} at ${width} px scrolls sideways by ${overflow} px: ${wide.join('; ')}`).toBeLessThanOrEqual(
    0,
  );
  await page.screenshot({ path: `test-results/screens/${width}/${name}.png` });
}

for (const size of SIZES) {
  test(`every game screen at ${size.width} px: a picture of each, none scrolls sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const p = await newCommander(page, `Screens${size.width}`);
    await setBuildings(p.username, {
      'command-center': 8,
      barracks: 5,
      shipyard: 3,
      'research-lab': 3,
      portal: 1,
      'recovery-bay': 1,
      'trading-outpost': 1,
      'intelligence-agency': 2,
      'alliance-embassy': 1,
    });
    await giveUnits(p.username, { ranger: 40, interceptor: 12, cruiser: 2 });
    await giveItems(p.username, { 'planetary-shield-8h': 1, 'unknown-fragment': 3 });
    // a neighbour whose name is one long word of wide letters (27 to 30 of them) is in the map's list:
    // it wraps, it does not widen the page (a long name nearby once made the galaxy scroll sideways)
    const wide = await activePlayer('W'.repeat(18));
    const worlds = await gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
    await gql(
      'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
      { w: worlds.data!.worlds[0]!.id, u: wide.username },
      await login(wide.username, wide.password),
    );
    await moveNextTo(wide.username, p.username);
    for (const [name, path] of GAME_SCREENS) {
      await page.goto(path);
      await capture(page, size.width, name);
    }
  });

  test(`the control panel at ${size.width} px: a picture of each tab, none scrolls sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await login(ADMIN.username, ADMIN.password); // the admin exists and signs in
    await signInWithDialog(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(/\/control$/);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const count = await tabs.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = ((await tab.textContent()) ?? `tab-${i}`)
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      await tab.click();
      await capture(page, size.width, `control-${name}`);
    }
  });
}
