/** Alliances in the browser: found one, a neighbour applies, is accepted, promoted, and leaves. */
import { expect, test } from './support/fixtures.ts';
import { newCommander, uniqueName } from './support/api.ts';
import { setBuildings } from './support/db.ts';

test('a commander founds an alliance, accepts an applicant, makes them an officer, and the officer leaves', async ({
  page,
  browser,
}) => {
  const joinerPage = await (await browser.newContext()).newPage();
  const joiner = await newCommander(joinerPage, 'Joiner');
  const founder = await newCommander(page, 'Founder');
  await page.getByRole('navigation').getByRole('link', { name: 'Alliance', exact: true }).click();
  await expect(page.getByText('You need an alliance embassy at your base to found or join an alliance.')).toBeVisible();
  await setBuildings(founder.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await setBuildings(joiner.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await page.reload();

  const name = uniqueName('Tide').slice(0, 20);
  const tag = name.slice(-4).toUpperCase(); // unique too: a retry in the same world must not collide
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('TAG').fill(tag.toLowerCase());
  await page.getByRole('button', { name: 'Found it' }).click();
  await expect(page.getByText('Alliance created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${name} [${tag}]` })).toBeVisible();

  await joinerPage.goto('/alliance');
  await joinerPage.getByLabel('Search by name').fill(name);
  const entry = joinerPage.getByTestId('alliance-list').getByRole('listitem').filter({ hasText: name });
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByRole('button', { name: 'Applied' })).toBeDisabled();

  await page.reload();
  const apps = page.getByTestId('applications');
  await apps.getByRole('listitem').filter({ hasText: joiner.username }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Member accepted')).toBeVisible();
  await page.getByLabel(`Role of ${joiner.username}`).selectOption('officer');
  await expect(page.getByText('Role changed')).toBeVisible();
  // on a phone the members table scrolls in its panel; the page does not scroll sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('members')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await joinerPage.reload();
  await expect(joinerPage.getByRole('heading', { name: `${name} [${tag}]` })).toBeVisible();
  await expect(joinerPage.getByText('you are officer')).toBeVisible();
  await joinerPage.getByRole('button', { name: 'Leave the alliance' }).click();
  await joinerPage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(joinerPage.getByText('Alliance left')).toBeVisible();
  await expect(joinerPage.getByRole('heading', { name: 'Alliance', exact: true })).toBeVisible();
});
