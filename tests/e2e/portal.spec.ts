/** The portal in the browser: copy my address, open the portal to another commander's address and to a wrong one. */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveUnits, setBuildings, withDbEnergy } from './support/db.ts';

test('a commander copies their address, dials another commander’s address and opens the portal; a wrong address is refused', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const other = await newCommander(await (await browser.newContext()).newPage(), 'FarSide');
  const me = await newCommander(page, 'Gatekeeper');
  await setBuildings(me.username, { portal: 1 });
  const theirs = (await gql('{ portal { address } }', {}, (await profileSession(other.username, other.password)).token))
    .data.portal.address as string;

  await page.goto('/base');
  await page.getByRole('navigation').getByRole('link', { name: 'Portal', exact: true }).click();
  const mine = page.getByTestId('my-address');
  const address = (await mine.getAttribute('data-address')) ?? '';
  expect([...address]).toHaveLength(6);
  await page.getByRole('button', { name: 'Copy the symbols' }).click();
  await expect(page.getByText('Symbols copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // a fresh portal has no energy yet: the page says so before the server does
  await page.getByLabel('Or paste an address').fill(theirs);
  await expect(page.getByTestId('dial-slots')).toHaveText([...theirs].join(''));
  await expect(page.getByText('Portal energy limit reached')).toBeVisible();
  await expect(page.getByRole('button', { name: /Open the portal/ })).toBeDisabled();
});

test('with energy, the dial opens the portal to a commander; a wrong address answers the spec’s text', async ({
  page,
  browser,
}) => {
  const other = await newCommander(await (await browser.newContext()).newPage(), 'FarSideB');
  const me = await newCommander(page, 'GatekeeperB');
  await setBuildings(me.username, { portal: 2 });
  // a full portal, as if it had stood for ten hours
  await withDbEnergy(me.username, 10);
  const theirs = (await gql('{ portal { address } }', {}, (await profileSession(other.username, other.password)).token))
    .data.portal.address as string;
  await page.goto('/portal');
  await expect(page.getByTestId('portal-energy')).toContainText('10 of 10');
  // dial it symbol by symbol, with the keyboard's buttons
  const names = [
    'Sun',
    'Moon',
    'Star',
    'Comet',
    'Earth',
    'Giant',
    'Rings',
    'Trident',
    'Spark',
    'Hive',
    'Crystal',
    'Gate',
  ];
  const glyphs = ['☉', '☽', '★', '☄', '♁', '♃', '♄', '♆', '✦', '⬡', '◈', '▲'];
  for (const g of [...theirs])
    await page
      .getByRole('group', { name: 'Symbols' })
      .getByRole('button', { name: names[glyphs.indexOf(g)], exact: true })
      .click();
  await page.getByRole('button', { name: /Open the portal/ }).click();
  await expect(page.getByTestId('portal-connection')).toContainText(`Connected to ${other.username}’s base`);
  await expect(page.getByTestId('portal-energy')).toContainText('8 of 10');

  // an address nobody has
  await page.getByRole('button', { name: 'Clear' }).click();
  const taken = new Set([theirs, (await page.getByTestId('my-address').getAttribute('data-address')) ?? '']);
  const wrong = ['▲▲▲▲▲▲', '◈◈◈◈◈◈', '⬡⬡⬡⬡⬡⬡'].find((a) => !taken.has(a))!;
  await page.getByLabel('Or paste an address').fill(wrong);
  await page.getByRole('button', { name: /Open the portal/ }).click();
  await expect(page.getByText('Portal failed to open, address is wrong')).toBeVisible();
  // a wrong address costs what any dial costs (no free guessing), and the page shows the energy spent
  await expect(page.getByTestId('portal-energy')).toContainText('6 of 10');
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/portal-${width}.png`, fullPage: true });
  }
});

test('a fleet goes through the portal to another commander’s base: under way as portal travel, the defender sees it coming', async ({
  page,
  browser,
}) => {
  const otherPage = await (await browser.newContext()).newPage();
  const other = await newCommander(otherPage, 'FarSideC');
  const me = await newCommander(page, 'GatekeeperC');
  await setBuildings(me.username, { portal: 1 });
  await withDbEnergy(me.username, 5);
  await giveUnits(me.username, { interceptor: 20 });
  const theirs = (await gql('{ portal { address } }', {}, (await profileSession(other.username, other.password)).token))
    .data.portal.address as string;
  await page.goto('/portal');
  await page.getByLabel('Or paste an address').fill(theirs);
  await page.getByRole('button', { name: /Attack through the portal/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You have to send at least one unit')).toBeVisible();
  await dialog.getByRole('button', { name: /All.*Interceptor/ }).click();
  await dialog.getByRole('button', { name: 'Send through the portal' }).click();
  await expect(page.getByText('Your fleet crossed into the portal')).toBeVisible();
  await expect(page.getByTestId('portal-energy')).toContainText('3 of 5');
  await expect(page.getByTestId('march-phase').first()).toHaveText('Through the portal');
  // the commander on the other side sees the attack coming
  await otherPage.goto('/attacks');
  await expect(otherPage.getByText('GatekeeperC').first()).toBeVisible();
});
