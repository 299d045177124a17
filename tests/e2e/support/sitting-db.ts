/** Sitting fixtures (decision 066): the browser tests all sign in from one address, which links accounts. */
import { readFileSync } from 'node:fs';
import { connectPostgres } from '../../../src/platform/db.ts';

/** Moves a player's sign-ins to an address of their own, as if they played from another home. */
export async function ownAddress(username: string, ip: string) {
  const sql = connectPostgres(readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim(), {
    max: 1,
    onnotice: () => {},
  });
  try {
    await sql`update sessions set ip = ${ip} where account_id = (select id from accounts where username = ${username})`;
  } finally {
    await sql.end();
  }
}
