/**
 * Deleting an account in the browser, on a server whose clock the test moves
 * (tests/e2e/support/time-travel-server.ts): a sign-in within the grace period cancels it; left
 * alone, the account is erased when the period is over and its commander stays as a ghost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test, type Page } from './support/fixtures.ts';
import { freePortSync } from '../support/free-port.ts';
import { ADMIN, gql, login, newCommander, pointApiAt, signInWithDialog } from './support/api.ts';

const PORT = freePortSync();
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });
const WEEK = 7 * 24 * 3_600_000;
const ENTER = 'Enter';

let server: ChildProcess;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn('bun', ['tests/e2e/support/time-travel-server.ts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/health`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(200);
  pointApiAt(ORIGIN);
});
test.afterAll(async () => {
  pointApiAt(null);
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
});

/** Lets `ms` of time pass on the server; the jobs that fell due run. */
async function pass(ms: number) {
  const r = await fetch(`${ORIGIN}/__test/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(r.status).toBe(200);
}

async function askDeletion(page: Page, password: string) {
  await page.goto('/profile/account');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByLabel('Current password').fill(password);
  await section.getByLabel('I understand: my account will be erased').check();
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account will be erased on')).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/`);
}

test('a sign-in within the grace period cancels the deletion; left alone, the account is erased and a ghost stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const me = await newCommander(page, 'Leaver');
  await page.goto('/profile/account');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/social-delete-${width}.png`, fullPage: true });
  }
  await askDeletion(page, me.password);

  // six days later the player signs in: the deletion is off
  await pass(6 * 24 * 3_600_000);
  await signInWithDialog(page, me.username, me.password);
  await page.waitForURL(/\/select-profile$/);
  await pass(2 * 24 * 3_600_000);
  expect(await login(me.username, me.password)).toBeTruthy();

  // asked again and left alone: erased once the week is over
  await page.getByRole('button', { name: ENTER, exact: true }).first().click();
  await page.waitForURL(/\/base$/);
  await askDeletion(page, me.password);
  await pass(WEEK + 60_000);
  await expect(login(me.username, me.password)).rejects.toThrow();
  const admin = await login(ADMIN.username, ADMIN.password);
  const profiles = await gql<{ adminProfiles: { username: string }[] }>(
    '{ adminProfiles(search: "ghost") { username } }',
    {},
    admin,
  );
  expect(profiles.data!.adminProfiles.length).toBeGreaterThan(0);
});
