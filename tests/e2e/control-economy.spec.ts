/** /control → Economy: a world's day on one page, from seeded ledger entries and production: faucets, sinks, units, top movers, the chart. */
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLedger, seedProduction } from './support/ops-db.ts';

test("an admin reads a day's faucets and sinks, units and top movers, with a chart", async ({ page, browser }) => {
  const rich = await newCommander(page, 'Faucet');
  // a day long past: nothing else in the shared world lands on it
  const day = '2026-03-14';
  await seedLedger(rich.username, day, [
    { kind: 'reward', cause: 'event', resources: { credits: 5000, steel: 1200 } },
    { kind: 'grant', cause: 'reward', resources: { credits: 700 } },
    { kind: 'purchase', cause: 'speedup-building-5m', resources: { credits: -900 } },
    { kind: 'training', cause: 'ranger 40', resources: {}, units: { ranger: 40 } },
    { kind: 'march', cause: 'arrive', resources: { steel: -300 }, units: { ranger: -12 } },
  ]);
  // what the base's farms and mines made that day, and what its garrison ate (decision 090)
  await seedProduction(rich.username, day, { steel: 4321.4, food: 2000 }, { food: 654.2 });

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await expect(admin).toHaveURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Economy' }).click();
  await admin.getByLabel('Day', { exact: true }).fill(day);

  const faucets = admin.getByTestId('economy-faucets');
  await expect(faucets.locator('tr', { hasText: 'Reward' }).filter({ hasText: 'Credits' })).toContainText('5,000');
  await expect(faucets.locator('tr', { hasText: 'Grant from command' })).toContainText('700');
  const sinks = admin.getByTestId('economy-sinks');
  await expect(sinks.locator('tr', { hasText: 'Purchase' })).toContainText('900');
  await expect(sinks.locator('tr', { hasText: 'Fleet' })).toContainText('300');
  await expect(faucets.locator('tr', { hasText: 'Production' }).filter({ hasText: 'Steel' })).toContainText('4,321');
  await expect(sinks.locator('tr', { hasText: 'Upkeep (food eaten)' }).filter({ hasText: 'Food' })).toContainText(
    '654',
  );
  await expect(admin.getByTestId('economy-movers')).toContainText(rich.username);
  await expect(admin.getByRole('img', { name: 'Resources created and destroyed that day' })).toBeVisible();
  // credits: 5,700 created, 900 destroyed — the created bar is the longer
  const bar = (cls: string) =>
    admin
      .locator(`.economy-chart g[data-resource="credits"] rect.${cls}`)
      .evaluate((r) => Number(r.getAttribute('width')));
  expect(await bar('faucet')).toBeGreaterThan(await bar('sink'));

  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `/tmp/ops-economy-${width}.png`, fullPage: true });
  }
});
