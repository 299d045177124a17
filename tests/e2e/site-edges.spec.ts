/**
 * The site's edges: an unknown path answers 404 with the app's error page, the real
 * routes 200; a real /robots.txt; a meta description; a profile tab or a trade screen that does
 * not exist shows the error page too (no "not open yet" placeholders).
 */
import { expect, test } from './support/fixtures.ts';
import { newCommander } from './support/api.ts';

test('an unknown path answers 404 and shows the error page; the routes answer 200', async ({ page }) => {
  const missing = await page.goto('/no/such/place');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Lost in the void' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to safety' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const path of ['/', '/lore', '/terms/anything', '/register']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: 'Lost in the void' }), path).toHaveCount(0);
  }
});

test('robots.txt is a robots file, and the page has a meta description', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/base$/m);
  expect(text).not.toContain('<html');

  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /persistent space strategy game/);
});

test('a profile tab or trade screen that does not exist shows the error page with 404; the real ones open', async ({
  page,
}) => {
  await newCommander(page, 'Wanderer');
  for (const path of ['/profile/x', '/trading/x']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Lost in the void' }), path).toBeVisible();
    await expect(page.getByText(/not open yet/), path).toHaveCount(0);
  }
  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();
  await page.goto('/trading/convoys');
  await expect(page.getByRole('heading', { name: 'Lost in the void' })).toHaveCount(0);
});
