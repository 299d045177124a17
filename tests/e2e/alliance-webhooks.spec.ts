/** Alliance webhooks in the browser: the leader is refused a private address, adds a public one, sees its secret once and its last delivery's status. */
import { expect, test } from './support/fixtures.ts';
import { newCommander, uniqueName } from './support/api.ts';
import { setBuildings } from './support/db.ts';

test('a leader adds a webhook: a private address is refused, a public one shows its secret once and its status', async ({
  page,
}) => {
  const leader = await newCommander(page, 'Herald');
  await setBuildings(leader.username, { 'command-center': 3, 'alliance-embassy': 1 });
  await page.goto('/alliance');
  const name = uniqueName('Beacon').slice(0, 20);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('TAG').fill(name.slice(-4));
  await page.getByRole('button', { name: 'Found it' }).click();
  await expect(page.getByText('Alliance created')).toBeVisible();

  const hooks = page.getByTestId('webhooks');
  await expect(hooks.getByText('No webhooks yet.')).toBeVisible();
  await hooks.getByLabel('Address (URL)').fill('http://192.168.1.20/hook');
  await hooks.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('Webhook address must be public: it points into a private network')).toBeVisible();
  await expect(hooks.getByTestId('webhook-secret')).toHaveCount(0);

  await hooks.getByLabel('Address (URL)').fill('https://8.8.8.8/ephoran-hook');
  await hooks.getByLabel('A rally opened').check();
  await hooks.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByText('Webhook added')).toBeVisible();
  await expect(hooks.getByTestId('webhook-secret')).toContainText(/whsec_[\w-]{32}/);
  const row = hooks.getByRole('listitem').filter({ hasText: '8.8.8.8' });
  await expect(row).toContainText('A member under attack, A rally opened');
  await expect(row.getByTestId('webhook-status')).toHaveText('Nothing sent yet');

  // this machine reaches no public address: the test post fails, and the status says so
  await row.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test sent: its status shows here in a moment')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('webhook-status').first().textContent();
      },
      { timeout: 30_000 },
    )
    .toMatch(/^Last: failed: (unreachable|timed out)/);

  // the secret was shown once: after a reload it is gone
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/alliance-webhooks-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
