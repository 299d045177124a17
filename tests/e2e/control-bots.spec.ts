/**
 * In the browser: an admin seeds a few bot commanders (`runBots`, as `bun run bots` does),
 * and /control's players list marks them "Bot" — a person's row carries no badge — as does the bot's
 * player page.
 */
import { expect, test } from './support/fixtures.ts';
import { runBots } from '../../src/bots/index.ts';
import { ADMIN, activePlayer, gql, login, signInWithDialog, uniqueName } from './support/api.ts';

test('bots seeded by an admin carry a Bot badge in the players list and on their page', async ({ page }) => {
  test.setTimeout(90_000);
  const prefix = uniqueName('bot').slice(0, 20);
  const url = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const run = await runBots({ url, count: 2, seed: 15, durationMs: 3_000, thinkMs: [50, 200], admin: ADMIN, prefix });
  expect(run.stats.outcomes.serverError).toBe(0);
  expect(run.ledger.bots.every((b) => b.profileId)).toBe(true);

  // a person whose name shares the prefix's start, for contrast
  const human = await activePlayer(`${prefix}H`);
  const token = await login(human.username, human.password);
  const worlds = await gql<{ worlds: { id: string }[] }>('{ worlds { id } }');
  await gql(
    'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }',
    { w: worlds.data!.worlds[0]!.id, u: human.username },
    token,
  );

  await signInWithDialog(page, ADMIN.username, ADMIN.password);
  await page.waitForURL(/\/control$/);
  await page.getByRole('tab', { name: 'Players' }).click();
  await page.getByLabel('Search by name').fill(prefix);
  const players = page.getByTestId('players');
  for (const bot of run.accounts) {
    const row = players.getByRole('row').filter({ has: page.getByRole('link', { name: bot.username, exact: true }) });
    await expect(row.getByTestId('bot-badge')).toHaveText('Bot');
  }
  const humanRow = players
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: human.username, exact: true }) });
  await expect(humanRow).toBeVisible();
  await expect(humanRow.getByTestId('bot-badge')).toHaveCount(0);

  await players.getByRole('link', { name: run.accounts[0]!.username, exact: true }).click();
  await expect(page).toHaveURL(/\/control\/player\//);
  // the player page, not the list it replaces (the list can still be on screen while the page loads)
  const summary = page.getByTestId('player-summary');
  await expect(summary).toContainText(run.accounts[0]!.username);
  await expect(summary.getByTestId('bot-badge')).toHaveText('Bot');
  await page.screenshot({ path: 'test-results/control-bots.png' });
});
