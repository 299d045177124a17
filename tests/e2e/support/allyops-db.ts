/** Fixtures for the alliance operations specs, written straight into the browser tests' database. */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';
import { connectPostgres } from '../../../src/platform/db.ts';

async function withDb<T>(f: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = connectPostgres(readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim(), {
    max: 1,
    onnotice: () => {},
  });
  try {
    return await f(sql);
  } finally {
    await sql.end();
  }
}

/** Fills a commander's stores (a long upgrade costs more than a new base holds). */
export function fillStores(commander: string, amount: number) {
  const r = { food: amount, steel: amount, energy: amount };
  return withDb(
    (sql) =>
      sql`update bases set resources = resources || ${sql.json(r)} where profile_id = (select id from profiles where username = ${commander})`,
  );
}

/** Moves `mover`'s base `dx` cells east of `anchor`'s (a free cell is not checked: tests pick far spots). */
export function placeNear(mover: string, anchor: string, dx: number) {
  return withDb(
    (sql) => sql`update bases m set x = a.x + ${dx}, y = a.y from bases a
      where m.profile_id = (select id from profiles where username = ${mover})
        and a.profile_id = (select id from profiles where username = ${anchor})`,
  );
}
