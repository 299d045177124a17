/** The galaxy map in the browser: home in the middle, objects around it, select, pan by keys, drag and coordinates; zoom levels, the overview, fleets. */
import { expect, test } from './support/fixtures.ts';
import { activePlayer, gql, login, newCommander } from './support/api.ts';
import { moveNextTo, raidUnderWay, rallyUnderWay } from './support/db.ts';

test('the map opens on home; a listed object tells what it is; the map pans by keys, by dragging and by coordinates', async ({
  page,
}) => {
  await newCommander(page, 'Navigator');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const home = (await gql('{ base { x y } }', {}, token!)).data.base as { x: number; y: number };

  await page.getByRole('navigation').getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet.getByRole('heading', { name: 'Your base' })).toBeVisible();
  await expect(sheet).toContainText(`${home.x}:${home.y}`);

  // the nearest object in the list: its kind, level and distance from home
  const list = page.getByTestId('in-view');
  await expect(list.getByRole('button').first()).toContainText('Your base');
  // the nearest one that is not a commander's system (those are listed by their commander's name,
  // and commanders of specs running beside this one settle nearby: CI met one second in the list)
  const object = list
    .getByRole('button')
    .filter({ has: page.locator('.hint', { hasText: /^L\d+ / }) })
    .first();
  const label = await object.innerText();
  const kind = label.split('\n')[0]!.trim();
  await list
    .getByRole('button')
    .filter({ hasText: label.split('\n')[1]?.trim() ?? kind })
    .first()
    .click();
  await expect(sheet.getByRole('heading', { name: kind })).toBeVisible();
  await expect(sheet).toContainText('Distance from home');
  await expect(sheet).toContainText('Level');

  // the keyboard pans the map one cell at a time; Enter selects the spot in the middle
  const map = page.getByTestId('galaxy-map');
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Centred on ${home.x + 1}:${home.y + 1}`)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(sheet).toContainText(`${home.x + 1}:${home.y + 1}`);

  // dragging the map two cells to the right shows what lies two cells to the west
  const box = (await map.locator('svg').boundingBox())!;
  const cell = box.width / 15; // zoom step 2: 7 cells each side of the centre
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + cell, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 2 * cell, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText(`Centred on ${home.x - 1}:${home.y + 1}`)).toBeVisible();

  // a click selects the spot under the pointer
  await page.mouse.click(box.x + box.width / 2 + cell, box.y + box.height / 2);
  await expect(sheet).toContainText(`${home.x}:${home.y + 1}`);

  // coordinates jump there; Home comes back
  await page.getByLabel('X', { exact: true }).fill('20');
  await page.getByLabel('Y', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Centred on 20:30')).toBeVisible();
  await expect(sheet).toContainText('20:30');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  // a spot off the map is not quietly moved to the edge: the form says why nothing happened
  await page.getByLabel('X', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That spot is off the map: coordinates run from 0 to 199.' }),
  ).toBeVisible();
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/galaxy.png' });
});

test('on a phone the map fits the screen: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newCommander(page, 'PocketMap');
  await page.goto('/galaxy');
  await expect(page.getByTestId('galaxy-map')).toBeVisible();
  await expect(page.getByTestId('in-view').getByRole('button').first()).toContainText('Your base');
  // the overview is there too (and must fit as well)
  await expect(page.getByTestId('galaxy-overview')).toBeVisible();
  // on a failure, name what sticks out (it overflowed by 2 px once in CI and never locally: the names say where)
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(e.getBoundingClientRect().right)}`,
      ),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('; ')).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/galaxy-phone.png', fullPage: true });

  // a tap on an object: its details and actions rise over the map, in view without scrolling; × puts them away
  const map = page.getByTestId('galaxy-map').locator('svg');
  const box = (await map.boundingBox())!;
  const centre = /Centred on (\d+):(\d+)/.exec((await page.getByText(/Centred on/).textContent()) ?? '')!;
  const [cx, cy] = [Number(centre[1]), Number(centre[2])];
  // an object inside the view (the map also holds the ring just outside it)
  const spots = await page
    .locator('[data-type="pirate-ship"], [data-type="astromite-asteroid"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-spot') ?? ''));
  const spot = spots.find((s) => {
    const [x, y] = s.split(':').map(Number) as [number, number];
    return Math.abs(x - cx) <= 6 && Math.abs(y - cy) <= 6;
  })!;
  const [x, y] = spot.split(':').map(Number) as [number, number];
  const cell = box.width / 15;
  await page.mouse.click(box.x + (x - cx + 7.5) * cell, box.y + (y - cy + 7.5) * cell);
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet).toContainText(spot);
  await expect(sheet.getByRole('button', { name: /Attack|Gather/ })).toBeInViewport();
  await page.screenshot({ path: 'test-results/galaxy-phone-sheet.png' });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(sheet.getByRole('button', { name: /Attack|Gather/ })).not.toBeInViewport();
});

test('the map zooms through four levels, the overview moves it, a hostile fleet flying at me is drawn red', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const me = await newCommander(page, 'Overseer');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const home = (await gql('{ base { x y } }', {}, token!)).data.base as { x: number; y: number };
  // a stranger settles next door and sends a raid at me
  const raider = await activePlayer('Raider');
  const rt = await login(raider.username, raider.password);
  const worlds = await gql('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data.worlds[0].id, u: raider.username },
    rt,
  );
  const next = await moveNextTo(raider.username, me.username);
  await raidUnderWay(raider.username, me.username);

  await page.goto('/galaxy');
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  const svg = page.getByTestId('galaxy-map').locator('svg');
  const span = async () => Number(((await svg.getAttribute('viewBox')) ?? '').split(' ')[2]);
  const level = page.getByTestId('zoom-level');
  await expect(level).toHaveText('Zoom 3 of 4');
  expect(await span()).toBe(15);

  // the fleet flying at me: a red course from the raider's base to mine, named in its tooltip
  const hostile = page.locator('[data-fleet="hostile"]');
  await expect(hostile).toHaveCount(1);
  await expect(hostile.locator('title')).toContainText(raider.username);
  // the raider's base is marked hostile, mine as mine
  await expect(page.locator(`[data-spot="${next.x}:${next.y}"] [data-base="hostile"]`)).toBeAttached();
  await expect(page.locator(`[data-spot="${home.x}:${home.y}"] [data-base="own"]`)).toBeAttached();
  // its sheet says so
  await page.getByTestId('in-view').getByRole('button', { name: raider.username }).click();
  await expect(page.getByTestId('object-sheet')).toContainText(
    `${raider.username} (hostile: a fleet of theirs flies at you or your alliance)`,
  );

  // out to the widest level by button; in through every level by keyboard, each closer than the last
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level).toHaveText('Zoom 4 of 4');
  expect(await span()).toBe(21);
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.getByTestId('galaxy-map').focus();
  const widths = [21];
  for (const n of [3, 2, 1]) {
    await page.keyboard.press('+');
    await expect(level).toHaveText(`Zoom ${n} of 4`);
    widths.push(await span());
  }
  expect(widths).toEqual([21, 15, 11, 7]);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await page.keyboard.press('-');
  await expect(level).toHaveText('Zoom 2 of 4');

  // the overview: a click moves the map to that spot, the frame follows; the arrow keys move it a cell at a time
  const overview = page.getByTestId('galaxy-overview');
  const box = (await overview.locator('svg').boundingBox())!;
  await page.mouse.click(box.x + (40.5 / 200) * box.width, box.y + (150.5 / 200) * box.height);
  await expect(page.getByText('Centred on 40:150')).toBeVisible();
  await expect(overview.locator('[data-window]')).toHaveAttribute('data-window', '35:145:11');
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Centred on 48:150')).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Centred on 48:142')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByText(`Centred on ${home.x}:${home.y}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/galaxy-overview.png', fullPage: true });
});

test("a rally flying at me is drawn red from its leader's base, named as a rally", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const me = await newCommander(page, 'Besieged');
  const leader = await activePlayer('Warlord');
  const lt = await login(leader.username, leader.password);
  const worlds = await gql('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data.worlds[0].id, u: leader.username },
    lt,
  );
  const next = await moveNextTo(leader.username, me.username);
  await rallyUnderWay(leader.username, me.username);

  await page.goto('/galaxy');
  const hostile = page.locator('[data-fleet="hostile"]');
  await expect(hostile).toHaveCount(1);
  await expect(hostile.locator('title')).toContainText(`${leader.username} · Rallying to the target`);
  await expect(page.locator(`[data-spot="${next.x}:${next.y}"] [data-base="hostile"]`)).toBeAttached();
  await page.screenshot({ path: 'test-results/galaxy-rally-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(hostile).toHaveCount(1);
  await page.screenshot({ path: 'test-results/galaxy-rally-390.png' });
});
