/**
 * /control → Revert: an admin finds one commander's exploit entries, reads the net effect with
 * nothing changed, reverts them after a confirmation; the honest commander keeps theirs and the
 * audit log shows the revert (decision 065).
 */
import { ADMIN, newCommander, signInWithDialog } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { seedLedger, withOpsDb } from './support/ops-db.ts';

const creditsOf = (name: string) =>
  withOpsDb(async (sql) => {
    const [r] = await sql`select (b.resources->>'credits')::float8 as c from bases b
      join profiles p on p.id = b.profile_id where p.username = ${name}`;
    return Number(r!.c);
  });

test("an admin reverts an exploit's entries for one commander after the preview; the audit shows it", async ({
  page,
  browser,
}) => {
  const cheat = await newCommander(page, 'Glitch');
  const honest = await newCommander(await (await browser.newContext()).newPage(), 'Honest');
  const day = '2026-03-15';
  await seedLedger(cheat.username, day, [{ kind: 'grant', cause: 'reward', resources: { credits: 400 } }]);
  await seedLedger(honest.username, day, [{ kind: 'grant', cause: 'reward', resources: { credits: 400 } }]);
  const cheatBefore = await creditsOf(cheat.username);
  const honestBefore = await creditsOf(honest.username);

  const admin = await (await browser.newContext()).newPage();
  await signInWithDialog(admin, ADMIN.username, ADMIN.password);
  await admin.getByRole('tab', { name: 'Revert' }).click();
  await admin.getByRole('checkbox', { name: 'Fleet launched' }).uncheck();
  await admin.getByRole('checkbox', { name: 'Grant from command' }).check();
  await admin.getByLabel(/^Commanders/).fill(cheat.username);
  await admin.getByLabel('From', { exact: true }).fill(`${day}T00:00`);
  await admin.getByLabel('To', { exact: true }).fill('2026-03-16T00:00');
  await admin.getByRole('button', { name: 'Search' }).click();

  const net = admin.getByTestId('revert-net');
  await expect(net.getByRole('row').filter({ hasText: cheat.username })).toContainText('credits +400');
  await expect(net).not.toContainText(honest.username);
  expect(await creditsOf(cheat.username)).toBe(cheatBefore); // a preview changes nothing

  await admin.getByLabel('Reason').fill('Credits from the reward glitch');
  await admin.getByRole('button', { name: 'Revert these entries' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByRole('status')).toContainText('1 entry reverted.');
  await expect.poll(() => creditsOf(cheat.username)).toBe(Math.max(0, cheatBefore - 400));
  expect(await creditsOf(honest.username)).toBe(honestBefore);

  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: `test-results/control-revert-${width}.png`, fullPage: true });
  }
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'ledger-revert' }).first()).toContainText(
    'Credits from the reward glitch',
  );
});
