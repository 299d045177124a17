/** The smuggler's den in the browser: a roll for credits, checked in the page from its revealed seed. */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { setCredits } from './support/db.ts';

test('a commander bets on seven, rolls, and checks the roll from the revealed seed; the credits move by the result', async ({
  page,
}) => {
  const me = await newCommander(page, 'Gambler');
  await setCredits(me.username, 1000);
  await page.goto('/base');
  await page.getByRole('navigation').getByRole('link', { name: "Smuggler's den" }).click();
  await expect(page.getByRole('heading', { name: 'Smuggler’s den' })).toBeVisible();
  const hash = (await page.getByTestId('next-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // the form says what is wrong before the server would
  await page.getByLabel('Stake (credits)').fill('5');
  await expect(page.getByText(/^Stake 10 to \d+ credits, in whole credits$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeDisabled();

  await page.getByLabel('Seven').check();
  await page.getByLabel('Stake (credits)').fill('50');
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  const result = page.getByTestId('den-result');
  await expect(result.getByRole('img', { name: /Die showing [1-6]/ })).toHaveCount(2);
  const won = (await result.locator('.outcome').textContent())?.startsWith('You win') ?? false;
  await expect(result.locator('.outcome')).toHaveText(
    won ? 'You win 250 credits' : 'The smuggler keeps your 50 credits',
  );
  await result.getByRole('button', { name: 'Check this roll' }).click();
  await expect(result.getByRole('status')).toHaveText(
    'Checks out: the seed matches the hash shown before the roll, and it rolls these dice.',
  );
  // the dice were fixed by the hash shown before the roll; a new one is shown for the next
  await expect(page.getByTestId('next-hash')).not.toHaveText(hash);
  await expect(page.getByTestId('wagers').getByRole('row')).toHaveCount(2);
  await expect(
    page
      .getByRole('banner')
      .or(page.locator('.resource-bar'))
      .getByText(String(won ? 1200 : 950))
      .first(),
  ).toBeVisible();

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/smugglers-den-${width}.png`, fullPage: true });
  }
});
