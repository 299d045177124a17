/**
 * /control → Economy, the stations' board (issue 34): on seeded station days an admin sees a station's
 * 14-day chart with the spike flagged and its reason, the day's top movers linked to the player page,
 * and today's anomaly as a notice on the control panel that opens its world's day.
 */
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { plantStationDays, removeStationDays } from './support/market-db.ts';
import { seedLedger } from './support/ops-db.ts';

const calm = (n: number) =>
  Array.from({ length: n }, (_, i) => [1 + (i % 3) * 0.05, 1000 + (i % 2) * 200] as [number, number]);

test('an admin reads the stations’ prices with the anomaly flagged, the top movers, and the notice of today’s', async ({
  page,
  browser,
}) => {
  const dupe = await newCommander(page, 'Dupe');
  const seed = Math.floor(Math.random() * 5000);
  const past = { x: 90_000 + seed, y: 90_000 };
  const now = { x: 95_000 + seed, y: 95_000 };
  // a day long past: 10 ordinary days, then steel at 3.1 food
  const day = '2026-03-21';
  await plantStationDays(dupe.username, past, day, [...calm(10), [3.1, 1100]]);
  await seedLedger(dupe.username, day, [
    { kind: 'market-fill', cause: 'dupe', resources: { steel: 250_000, credits: 90_000 } },
  ]);
  // today: a dump of 9,000 units against a median of 1,200 a day
  const today = new Date().toISOString().slice(0, 10);
  await plantStationDays(dupe.username, now, today, [...calm(8), [1, 9000]]);

  try {
    const admin = await (await browser.newContext()).newPage();
    await signInWithDialog(admin, ADMIN.username, ADMIN.password);
    await expect(admin).toHaveURL(/\/control$/);

    // the notice, on the control panel whatever tab is open
    const notice = admin.getByTestId('market-notice');
    const item = notice.getByRole('button', { name: new RegExp(`Station ${now.x}:${now.y} · Steel`) });
    await expect(item).toBeVisible();
    await expect(notice.locator('li', { hasText: `Station ${now.x}:${now.y}` })).toContainText(
      'Volume 7.5× the 7-day median (1,200 → 9,000)',
    );
    await item.click();
    await expect(admin.getByRole('tab', { name: 'Economy' })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByLabel('Day', { exact: true })).toHaveValue(today);
    const dump = admin.locator(`tr[data-station="${now.x}:${now.y}:steel"]`);
    await expect(dump).toHaveClass(/flagged/);
    // a volume alert: the day's bar in red, no price dot
    await expect(dump.locator('rect.vol.hot')).toHaveCount(1);
    await expect(dump.locator('circle.hot')).toHaveCount(0);

    // the day long past: the spike flagged with its reason, on the chart and in the list
    await admin.getByLabel('Day', { exact: true }).fill(day);
    const anomalies = admin.getByTestId('market-anomalies');
    await expect(anomalies).toContainText(`Station ${past.x}:${past.y} · Steel`);
    await expect(anomalies).toContainText('Price 3× the 7-day median (1.05 → 3.1)');
    const row = admin.locator(`tr[data-station="${past.x}:${past.y}:steel"]`);
    await expect(row).toHaveClass(/flagged/);
    await expect(row).toContainText('3.1');
    await expect(
      row.getByRole('img', { name: new RegExp(`Station ${past.x}:${past.y} · Steel: closes and volumes`) }),
    ).toBeVisible();
    await expect(row.locator(`circle.hot[data-day="${day}"]`)).toHaveCount(1);
    // the spike's dot is the chart's highest point
    const ys = await row
      .locator('polyline.close')
      .evaluate((l) => (l.getAttribute('points') ?? '').split(' ').map((p) => Number(p.split(',')[1])));
    expect(Math.min(...ys)).toBe(ys.at(-1));

    const movers = admin.getByTestId('economy-movers');
    const mover = movers.locator('tr', { hasText: dupe.username });
    await expect(mover).toContainText('+340,000');
    for (const width of [390, 1366]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `/work/wt/notes/econ-economy-${width}.png`, fullPage: true });
      // the notice and the board up close (the full page is tall)
      await notice.screenshot({ path: `/work/wt/notes/econ-notice-${width}.png` });
      await admin.locator('.market-board').screenshot({ path: `/work/wt/notes/econ-board-${width}.png` });
    }
    // in German: the board, its reason and the notice
    await admin.getByLabel('Language').selectOption('de');
    await expect(admin.getByRole('heading', { name: 'Handelsstationen' })).toBeVisible();
    await expect(anomalies).toContainText('Preis 3× der Median der 7 Tage (1,05 → 3,1)');
    await expect(notice).toContainText('Volumen 7,5× der Median der 7 Tage (1.200 → 9.000)');
    await admin.screenshot({ path: '/work/wt/notes/econ-economy-de-1366.png' });
    await admin.locator('.market-board').screenshot({ path: '/work/wt/notes/econ-board-de-1366.png' });
    await admin.getByLabel('Sprache').selectOption('en');
    await mover.getByRole('link', { name: dupe.username }).click();
    await expect(admin).toHaveURL(/\/control\/player\/[0-9a-f-]{36}$/);
    await expect(admin.getByTestId('player-ledger')).toContainText('dupe');
  } finally {
    await removeStationDays(now);
    await removeStationDays(past);
  }
});
