/**
 * /base at rest does no work: while a countdown ticks, only the leaves that show time
 * passing re-render. The page, the shell, the menu and the always-on panels render not once more
 * (counted by the app's render probe, lib/render-probe.ts, which this test switches on).
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

const STILL = [
  'Shell',
  'GameMenu',
  'BasePage',
  'NextStep',
  'BaseStatsPanel',
  'QueuePanels',
  'ResourceBar',
  'MarchQueue',
];

test('/base at rest re-renders nothing but its countdowns each second', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __renderProbe: Record<string, number> }).__renderProbe = {};
  });
  await newCommander(page, 'Idler');
  // the command center's upgrade runs about a minute in this world: its countdown ticks all along
  await page
    .locator('[data-building="command-center"]')
    .getByRole('button', { name: /^Upgrade to/ })
    .click();
  const countdown = page.getByTestId('queue-countdown');
  await expect(countdown).toBeVisible();
  await expect(page.getByTestId('next-step')).toBeVisible();

  /** Waits until the countdown has shown `n` more values (it ticks once a second). */
  const ticks = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const shown = await countdown.innerText();
      await expect(countdown).not.toHaveText(shown, { timeout: 5000 });
    }
  };
  const renders = () =>
    page.evaluate((names) => {
      const probe = (window as unknown as { __renderProbe: Record<string, number> }).__renderProbe;
      return Object.fromEntries(names.map((n) => [n, probe[n] ?? 0]));
    }, STILL);

  // what the start of the upgrade changed (the answer, its push) has arrived and rendered
  await ticks(2);
  const before = await renders();
  for (const name of STILL) expect(before[name], `${name} rendered at all`).toBeGreaterThan(0);
  await ticks(4);
  expect(await renders()).toEqual(before);
});
