/**
 * The observatory's passive vision on the map (decision 080): a stranger's raid inside the reach is
 * drawn with its commander and destination, one beyond it is not; without an observatory neither is.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander, uniqueName } from './support/api.ts';
import { setBuildings } from './support/db.ts';
import { strangersRaid } from './support/vision-db.ts';

for (const width of [1366, 390]) {
  test(`a stranger's fleet inside the observatory's reach is drawn, one beyond it is not (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const me = await newCommander(page, 'Watcher');
    const tag = uniqueName('').slice(-6);
    // reach 12 cells at level 1: a raid from 3 to 5 cells away is seen, one from 14 to 16 is not
    const near = await strangersRaid(me.username, `N${tag}`, 3, 5);
    const far = await strangersRaid(me.username, `F${tag}`, 14, 16);
    const seen = page.locator('[data-fleet="neutral"]');

    await page.goto('/galaxy');
    await expect(page.getByTestId('galaxy-map')).toBeVisible();
    // no observatory: strangers' fleets stay unseen (wait until the map has read its fleets)
    await expect(page.getByTestId('in-view')).toContainText(near.attacker);
    await expect(seen).toHaveCount(0);

    await setBuildings(me.username, { 'command-center': 5, 'galactic-observatory': 1 });
    await page.reload();
    // the shared world's other fleets may pass inside the reach too: ours is the one naming the stranger
    const ours = seen.filter({ has: page.locator('title', { hasText: near.attacker }) });
    await expect(ours).toHaveCount(1);
    await expect(ours.locator('title')).toContainText('seen by your observatory');
    await page.screenshot({ path: `test-results/map-vision-${width}.png` });
    // over there, 14 cells out: the stranger's base is on the map, its fleet is not
    await page.goto(`/galaxy?x=${far.at.x}&y=${far.at.y}`);
    await expect(page.getByTestId('in-view')).toContainText(far.attacker);
    await expect(page.locator('[data-fleet] title').filter({ hasText: far.attacker })).toHaveCount(0);
  });
}
