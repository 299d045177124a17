/** The strict Content-Security-Policy in a real browser: the app runs under it without a violation. */
import { expect, type Page, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';

/** Records every CSP violation the page reports, in the console or as an event. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return seen;
}

test('the home page comes with a strict CSP and frame protection, and renders without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('link', { name: 'Request Access' })).toBeVisible();
  // sonner's stylesheet now comes with ours, not as an inline <style>
  const sonnerRules = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((r) => r.cssText.includes('data-sonner-toaster')),
    ),
  );
  expect(sonnerRules).toBe(true);
  expect(violations).toEqual([]);
});

test('under the CSP the admin signs in, the push socket connects, and a player sees a styled toast', async ({
  page,
  browser,
}) => {
  const violations = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await signInWithDialog(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/control$/);
  await expect(page.getByRole('tab', { name: 'Mail outbox' })).toBeVisible();
  await expect.poll(() => sockets.some((u) => u.endsWith('/graphql-ws'))).toBe(true);
  expect(violations).toEqual([]);

  const player = await browser.newPage();
  const playerViolations = await watchViolations(player);
  await newCommander(player, 'Csp');
  const toast = player.getByText('Profile created');
  await expect(toast).toBeVisible();
  // the toaster is laid out by sonner's CSS: fixed to a corner of the screen
  const position = await player
    .locator('[data-sonner-toaster]')
    .first()
    .evaluate((el) => getComputedStyle(el).position);
  expect(position).toBe('fixed');
  expect(playerViolations).toEqual([]);
  await player.close();
});
