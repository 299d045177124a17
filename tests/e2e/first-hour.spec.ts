/**
 * The first hour: a new commander on a world of speed 1 follows the base page's next
 * step — claim, barracks, shipyard, rangers, interceptors, the nearest level-1 pirate — to a won
 * fight, with no credits spent. Game time passes only when the test moves this spec's own server
 * clock (tests/e2e/support/time-travel-server.ts); the moves add up to the game time it took.
 */
import { expect, test } from './support/fixtures.ts';
import { startTimeTravelServer } from './support/time-travel.ts';
import { newCommander } from './support/api.ts';

const server = startTimeTravelServer();

let gameMs = 0;
/** Lets `ms` of game time pass on the server, counting the game time the walk took. */
async function pass(ms: number) {
  await server.pass(ms);
  gameMs += ms;
}

test('a new commander follows the next step to a first won fight against a pirate within 15 minutes of game time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newCommander(page, 'Rookie');
  const step = page.getByTestId('next-step');

  // the command center task is already done: its reward first
  await expect(step).toContainText('A reward is waiting: Command center level 2');
  await step.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Reward received')).toBeVisible();

  await expect(step).toContainText('Build the Barracks');
  await step.getByRole('button', { name: 'Build' }).click();
  await expect(step).toContainText('Barracks under construction');
  await pass(60_000);

  await expect(step).toContainText('Build the Shipyard');
  await step.getByRole('button', { name: 'Build' }).click();
  // while the shipyard goes up, the barracks train the rangers
  await expect(step).toContainText('Train 10 × Ranger');
  await step.getByRole('button', { name: 'Train', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Train 10' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(step).toContainText('Shipyard under construction');
  await pass(120_000);

  await expect(step).toContainText('Train 4 × Interceptor');
  await step.getByRole('button', { name: 'Train', exact: true }).click();
  await dialog.getByRole('button', { name: 'Train 4' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(step).toContainText('Your first fleet is training');
  await page.screenshot({ path: 'test-results/first-hour-training.png' });
  await pass(360_000);

  // the fleet is home: the step points at the nearest level-1 pirate, selected on the map
  await expect(step).toContainText('Your first fleet is ready');
  await step.getByRole('link', { name: 'Find the pirate' }).click();
  await expect(page).toHaveURL(/\/galaxy/);
  const sheet = page.getByTestId('object-sheet');
  await expect(sheet.getByRole('heading', { name: 'Pirate ship' })).toBeVisible();
  await expect(sheet).toContainText(/Level\s*1(?!\d)/);
  await sheet.getByRole('button', { name: 'Attack' }).click();
  const send = page.getByRole('dialog');
  await send.getByRole('button', { name: 'All Ranger' }).click();
  await send.getByRole('button', { name: 'All Interceptor' }).click();
  // the odds before sending, from the server's engine: this fleet wins
  await expect(send.getByTestId('battle-odds')).toContainText('100 % to win');
  const flight = await send.getByTestId('flight-time').textContent();
  await send.getByRole('button', { name: 'Send fleet' }).click();
  await expect(page.getByText('Fleet sent')).toBeVisible();

  // at most six cells at 120 cells an hour: three minutes
  const [h, m, s] = (/(\d+):(\d+):(\d+)/.exec(flight ?? '') ?? []).slice(1).map(Number);
  const flightMs = ((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000;
  expect(flightMs).toBeGreaterThan(0);
  expect(flightMs).toBeLessThanOrEqual(180_000);
  await pass(flightMs);

  await expect(page.getByText('New reports').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByTestId('reports').getByRole('link').first()).toContainText(
    /Battle at Pirate ship \d+:\d+: Victory/,
  );
  expect(gameMs).toBeLessThanOrEqual(15 * 60_000);

  // after the first pirate, the tasks lead
  await page.goto('/base');
  await expect(step).toContainText(/A reward is waiting|Next task/);
  await page.screenshot({ path: 'test-results/first-hour-done.png' });
});
