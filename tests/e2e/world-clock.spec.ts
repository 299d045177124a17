/**
 * A commander sees their world's clock (time dilation, decision 056) on top of the game: a line
 * while it runs slow, changed live when the controller moves it, and a word when it is normal again.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander, uniqueName } from './support/api.ts';
import { changeWorldClock, moveToWorldAtSpeed } from './support/clock-db.ts';

test('the world’s clock shows on top of the game while it runs slow, and follows each change live', async ({
  page,
}) => {
  const me = await newCommander(page, 'Timekeeper');
  const world = await moveToWorldAtSpeed(me.username, uniqueName('Slow Reach '), 0.8);
  await page.reload();
  const line = page.getByTestId('world-clock');
  await expect(line).toHaveText(
    "This world's clock runs at 80 % to keep up: every build, training, research and fleet takes longer alike, so their order holds.",
  );
  // the controller slows it further: heard at once, no reload
  await changeWorldClock(world, 0.6);
  await expect(line).toContainText('runs at 60 %');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `test-results/world-clock-${width}.png` });
  }
  // and back to normal speed
  await changeWorldClock(world, 1);
  await expect(line).toHaveText(
    "This world's clock runs at normal speed again; your timers have been brought forward alike.",
  );
  await page.reload();
  await expect(line).toHaveCount(0);
});
