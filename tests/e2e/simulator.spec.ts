/**
 * A battle simulator on its own screen, filled from a scout report in one click: the
 * scouted garrison on the other side, my units at home on mine, the odds from the server's engine.
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';
import { giveUnits, moveNextTo, setBuildings } from './support/db.ts';

test('a scout report fills the simulator: the scouted garrison against my fleet, with the odds', async ({
  page,
  browser,
}) => {
  const watched = await newCommander(await (await browser.newContext()).newPage(), 'Target');
  const spy = await newCommander(page, 'Tactician');
  // two agency levels over theirs: the report shows the garrison
  await setBuildings(spy.username, { 'command-center': 4, 'intelligence-agency': 2 });
  await giveUnits(watched.username, { guardian: 5 });
  await giveUnits(spy.username, { interceptor: 20, ranger: 30 });
  const spot = await moveNextTo(watched.username, spy.username);
  await page.goto('/galaxy');
  await page
    .getByTestId('in-view')
    .getByRole('button', { name: new RegExp(`${watched.username}.*${spot.x}:${spot.y}`) })
    .click();
  await page.getByTestId('object-sheet').getByRole('button', { name: 'Scout' }).click();
  await expect(page.getByText('New reports').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await page.getByTestId('reports').getByRole('link').first().click();
  await expect(page.getByTestId('scouted-units')).toContainText('5 Guardian');

  await page.getByRole('link', { name: 'Simulate this fight' }).click();
  await expect(page).toHaveURL(/\/simulator/);
  await expect(page.getByText(`From the scout report on ${spot.x}:${spot.y}.`)).toBeVisible();
  const theirs = page.getByRole('group', { name: 'The other side' });
  await expect(theirs.getByLabel('Guardian')).toHaveValue('5');
  const mine = page.getByRole('group', { name: 'Your fleet (with your research)' });
  await expect(mine.getByLabel('Interceptor')).toHaveValue('20');
  await expect(mine.getByLabel('Ranger')).toHaveValue('30');
  const result = page.getByTestId('simulation');
  await expect(result).toContainText(/\d+ % to win/);
  await expect(result).toContainText('Expected losses:');
  // a side emptied: the screen asks for units instead of guessing
  await mine.getByLabel('Interceptor').fill('0');
  await mine.getByLabel('Ranger').fill('0');
  await expect(result).toHaveText('Put units on both sides to see the odds.');
  await mine.getByLabel('Interceptor').fill('2');
  await expect(result).toContainText(/\d+ % to win/);
  await page.screenshot({ path: 'test-results/simulator.png', fullPage: true });
});
