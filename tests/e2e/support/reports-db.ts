/** Reports filed straight into the browser tests' database (as the game files them), for the report list's specs. */
import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import { connectPostgres } from '../../../src/platform/db.ts';

export async function fileReports(
  commander: string,
  reports: { kind: string; folder: string; data: unknown; rewards?: unknown }[],
): Promise<string[]> {
  const sql = connectPostgres(readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim(), {
    max: 1,
    onnotice: () => {},
  });
  const ids: string[] = [];
  try {
    let at = Date.now() - 60_000 * reports.length;
    for (const r of reports) {
      at += 60_000;
      const [row] = await sql<
        { id: string }[]
      >`insert into reports (profile_id, kind, folder, data, rewards, created_at)
        values ((select id from profiles where username = ${commander}), ${r.kind}, ${r.folder},
          ${sql.json(r.data as never)}, ${r.rewards ? sql.json(r.rewards as never) : null}, ${new Date(at)})
        returning id`;
      if (row) ids.push(row.id);
    }
    return ids;
  } finally {
    await sql.end();
  }
}

/** Sends the fleet of an open send dialog; a pirate crew strong for it makes the dialog ask first (decision 044): then it answers yes. */
export async function sendFleet(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Send fleet' }).click();
  const anyway = dialog.getByRole('alertdialog').getByRole('button', { name: 'Send anyway' });
  // either the dialog closes (sent) or it asks first
  await expect(async () => {
    if (await anyway.isVisible()) await anyway.click();
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass();
}
