/** Convoys in the browser: a commander sends resources to a neighbour, who sees them coming and gets them; refusals name the reason. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { moveNextTo, setBuildings } from './support/db.ts';

test('a convoy from the trading outpost reaches another commander, who sees it coming and reads the delivery', async ({
  page,
  browser,
}) => {
  const otherPage = await (await browser.newContext()).newPage();
  const other = await newCommander(otherPage, 'Receiver');
  const me = await newCommander(page, 'Trader');
  await setBuildings(me.username, { 'trading-outpost': 1 });
  // a neighbour: the trip takes seconds at this world's speed
  await moveNextTo(other.username, me.username);

  await page.reload();
  await page.getByRole('navigation').getByRole('link', { name: 'Convoys', exact: true }).click();
  await expect(page).toHaveURL(/\/trading\/convoys$/);
  await expect(page.getByTestId('outpost')).toContainText('10,000 per convoy, 1 of 1 convoys free');

  // a name nobody has, then the receiver
  await page.getByLabel('To commander').fill('NobodyAtAll404');
  await expect(page.getByText('No commander of that name in this galaxy')).toBeVisible();
  await page.getByLabel('To commander').fill(other.username);
  await expect(page.locator('#convoy-receiver')).toContainText(`${other.username} at`);

  // more than a convoy carries is refused before the server is asked
  await page.getByLabel('Food', { exact: true }).fill('10001');
  await expect(page.getByText('The convoy cannot carry that much: at most 10,000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send convoy' })).toBeDisabled();

  await page.getByLabel('Food', { exact: true }).fill('500');
  await page.getByLabel('Steel', { exact: true }).fill('250');
  await expect(page.getByTestId('convoy-preview')).toContainText('Load 750 of 10,000 · there in');
  await page.getByRole('button', { name: 'Send convoy' }).click();
  await expect(page.getByText(`Convoy on its way to ${other.username}`)).toBeVisible();
  const mine = page.getByTestId('convoy');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`To ${other.username}`);
  await expect(mine).toHaveAttribute('data-status', 'marching');
  await expect(page.getByTestId('outpost')).toContainText('0 of 1 convoys free');
  // it also shows in the march queue, with no recall
  await expect(page.getByTestId('march').filter({ hasText: 'Convoy' })).toBeVisible();
  await expect(page.getByTestId('march').getByRole('button', { name: 'Recall' })).toHaveCount(0);

  // the receiver sees it coming, then it is unloaded and leaves their list
  await otherPage.goto('/trading/convoys');
  const incoming = otherPage.getByTestId('convoy');
  await expect(incoming).toContainText(`From ${me.username}`);
  await expect(incoming).toHaveAttribute('data-direction', 'in');
  await expect(incoming).toHaveCount(0, { timeout: 60_000 });
  await otherPage.goto('/reports');
  await expect(otherPage.getByText(`Convoy from ${me.username}: 500 Food, 250 Steel`)).toBeVisible();
  // the sender's convoy comes home empty
  await expect(mine).toHaveAttribute('data-status', 'returning');
  await expect(mine).toContainText('unloaded, coming home');

  // /control → Trade shows the pair: everything went one way
  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Trade' }).click();
  const pair = admin.getByTestId('feeding-pairs').locator('tr', { hasText: me.username });
  await expect(pair).toContainText(other.username);
  await expect(pair).toContainText('750');
  await expect(pair).toContainText('one-sided');

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/convoys-${width}.png`, fullPage: true });
  }
});
