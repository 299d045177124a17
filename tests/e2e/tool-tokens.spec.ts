/** Tool tokens in the browser: made on /profile/security and shown once, read by a tool, revoked by the owner; an admin sees and revokes them in /control. */
import { expect, test } from './support/fixtures.ts';
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';

test('a commander makes a token for one scope, a tool reads with it, the owner and an admin revoke', async ({
  page,
  browser,
}) => {
  const p = await newCommander(page, 'Tinker');
  await page.goto('/profile/security');
  const panel = page.locator('.tool-tokens');
  await panel.getByLabel('Name of the tool').fill('Map tool');
  await panel.getByLabel('Your reports').uncheck();
  await panel.getByLabel('Your base').check();
  await panel.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-tool-token').locator('code').innerText()).trim();
  expect(secret).toMatch(/^eft_/);
  await expect(page.getByTestId('tool-tokens').getByText('Map tool')).toBeVisible();

  const call = (path: string, token = secret) =>
    page.request.get(`/tool-api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const base = await call('base');
  expect(base.status()).toBe(200);
  expect(base.headers().ratelimit).toMatch(/^"per-token";r=29;t=\d+$/);
  expect((await call('reports')).status()).toBe(403);

  await page.getByRole('button', { name: 'Revoke Map tool' }).click();
  await expect(page.getByTestId('tool-tokens').getByText('Revoked')).toBeVisible();
  expect((await call('base')).status()).toBe(401);

  // a second token, revoked by an admin
  await panel.getByLabel('Name of the tool').fill('Bot');
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByTestId('new-tool-token').locator('code')).not.toHaveText(secret);
  const second = (await page.getByTestId('new-tool-token').locator('code').innerText()).trim();
  expect((await call('base', second)).status()).toBe(200);
  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await admin.waitForURL(/\/control$/);
  await admin.getByRole('tab', { name: 'Tool tokens' }).click();
  await admin.getByRole('button', { name: `Revoke ${p.username} · Bot` }).click();
  await expect(
    admin
      .getByTestId('admin-tool-tokens')
      .locator('li', { hasText: `${p.username} · Bot` })
      .getByText('Revoked'),
  ).toBeVisible();
  expect((await call('base', second)).status()).toBe(401);
});
