/** Every redirect rule of spec §2, and the error page for unknown paths. */
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN, activePlayer, gql, login } from './support/api.ts';

/**
 * Puts a session in storage from a page of the origin that runs no app (/health): set under a live
 * app page, that page could pick the token up and spend it (a revoked one clears storage in the
 * old page, silently, before the visit the test makes).
 */
async function as(page: Page, token: string | null, profile = false) {
  await page.goto('/health');
  await page.evaluate(
    ([t, p]) => {
      if (t) localStorage.setItem('token', t);
      else localStorage.removeItem('token');
      if (p) localStorage.setItem('profile', 'true');
      else localStorage.removeItem('profile');
    },
    [token, profile] as const,
  );
}

test('guests: game routes, /select-profile and /control send them to /', async ({ page }) => {
  await as(page, null);
  for (const path of ['/base', '/galaxy', '/select-profile', '/control', '/control/player/x']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  for (const path of [
    '/lore',
    '/lore/2',
    '/terms',
    '/terms/anything',
    '/privacy',
    '/contact',
    '/register',
    '/register/friend1',
    '/about',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  }
});

test('a signed-in player without a profile: profile routes → /select-profile, guest-only → /base → /select-profile, admin → /', async ({
  page,
}) => {
  const p = await activePlayer('Redir');
  await as(page, await login(p.username, p.password));
  await page.goto('/base');
  await expect(page).toHaveURL(/\/select-profile$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/select-profile$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/select-profile$/);
  await page.goto('/control');
  await expect(page).toHaveURL(/\/select-profile$/); // / → /base → /select-profile
});

test('the profile flag counts only when it is the text true', async ({ page }) => {
  const p = await activePlayer('Flag');
  const token = await login(p.username, p.password);
  await as(page, token);
  await page.evaluate(() => localStorage.setItem('profile', 'yes'));
  await page.goto('/base');
  await expect(page).toHaveURL(/\/select-profile$/);
});

test('an admin: /select-profile → /control; a signed-in visit to / ends in /control', async ({ page }) => {
  await as(page, await login(ADMIN.username, ADMIN.password));
  await page.goto('/select-profile');
  await expect(page).toHaveURL(/\/control$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/control$/);
  await expect(page.getByRole('link', { name: 'Control panel' })).toBeVisible();
});

test('a "Not authenticated" answer clears the session and goes home with the warning', async ({ page }) => {
  const p = await activePlayer('Revoked');
  const token = await login(p.username, p.password);
  await as(page, token, true);
  await gql('mutation { logout { ok } }', {}, token); // the server forgets the session
  await page.goto('/base');
  await expect(page.getByText('Not authenticated.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an unreadable stored token is removed and the visitor is a guest', async ({ page }) => {
  await as(page, 'not-a-token');
  await page.goto('/base');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('any other path shows the error page', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Lost in the void' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to safety' }).click();
  await expect(page).toHaveURL(/\/$/);
});
