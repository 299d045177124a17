/**
 * Ephoran cores and the Vault in the browser: a core is built from shards and its attack catalyst
 * refined; Embrace works once, then refuses during its cooldown with the spec's text; a Vault run is
 * reported stage by stage with the catalyst's bonus shown, and ranks the commander in the menu's panel.
 */
import { expect, test } from './support/fixtures.ts';
import { gql, newCommander, profileSession } from './support/api.ts';
import { giveItems, giveUnits, vaultDueNow } from './support/db.ts';

test('a core built and refined; Embrace refuses during its cooldown; a Vault run reports its stages and ranks the commander', async ({
  page,
}) => {
  const me = await newCommander(page, 'Corekeeper');
  await giveItems(me.username, { 'core-shard': 10, 'catalyst-dust': 4 });
  await giveUnits(me.username, { interceptor: 600, cruiser: 200, battleship: 30 });

  await page.getByRole('navigation').getByRole('link', { name: 'Ephoran Cores', exact: true }).click();
  await expect(page.getByTestId('core-materials')).toHaveText('10 core shards · 4 catalyst dust');
  await page.getByRole('button', { name: 'Build a core' }).click();
  await expect(page.getByText('A new Ephoran core')).toBeVisible();
  const core = page.getByTestId('core');
  await core.locator('[data-catalyst="attack"]').getByRole('button', { name: 'Refine (4 dust)' }).click();
  await expect(page.getByText('Attack catalyst refined')).toBeVisible();
  await expect(core.locator('[data-catalyst="attack"]')).toContainText('+3 % attack for every unit');

  await core.getByRole('button', { name: 'Embrace' }).click();
  await expect(page.getByText('The core is embraced: its bonuses count twice')).toBeVisible();
  await expect(core).toContainText("You can't activate Embrace yet.");
  await expect(core.getByRole('button', { name: 'Embrace' })).toBeDisabled();
  // and the server says the same to a second try
  const session = await profileSession(me.username, me.password);
  const coreId = (await gql('{ ephoranCores { id } }', {}, session.token)).data.ephoranCores[0].id;
  expect(
    (await gql('mutation($c:ID!){ embraceCore(coreId:$c){ id } }', { c: coreId }, session.token)).errors?.[0]?.message,
  ).toBe("You can't activate Embrace yet.");

  // a run into the Vault, its fleet brought to the gate
  const started = await gql(
    'mutation { startVault(units:[{type:"interceptor",count:600},{type:"cruiser",count:200},{type:"battleship",count:30}]){ id } }',
    {},
    session.token,
  );
  expect(started.errors).toBeUndefined();
  await vaultDueNow(me.username);
  await expect(async () => {
    await page.goto('/reports');
    await expect(page.locator('[data-kind="ephoran-vault"]')).toContainText(/Ephoran Vault: \d+ stages? cleared/, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await page.locator('[data-kind="ephoran-vault"]').getByRole('link').click();
  const report = page.getByTestId('vault-report');
  await expect(report.locator('li').first()).toContainText('Stage 1');
  // the catalyst (and the embrace) made the fleet stronger: the report says by how much
  await expect(page.getByTestId('vault-bonus')).toContainText('6 % more attack');
  // every stage replayed in the browser from the revealed seed, which matches the commitment made as the fleet left
  await expect(report.getByTestId('fairness')).toHaveAttribute('data-verdict', 'verified');

  // the ranking panel in the menu
  await page.getByRole('navigation').getByRole('button', { name: 'Ephoran Vault ranking' }).click();
  await expect(page.getByTestId('vault-ranking')).toContainText(me.username);
  await expect(page.getByTestId('vault-ranking')).toContainText('You: place');

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/profile/cores');
    await expect(page.getByTestId('core')).toHaveCount(1);
    await page.screenshot({ path: `test-results/cores-${width}.png`, fullPage: true });
  }
});
