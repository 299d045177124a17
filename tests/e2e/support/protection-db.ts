/** Protection fixtures (decision 067) straight into the browser tests' database. */
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

/**
 * `n` attacks of `attacker`'s that landed on `defender`'s base in the last hours (the first `n`
 * hours ago, then one an hour after another), as if fought. Returns the first landing (epoch ms).
 */
export function attacksLanded(attacker: string, defender: string, n: number) {
  return withDb(async (sql) => {
    const [row] = await sql`select b.id as base_id, b.world_id, a.id as attacker_id
      from bases b, profiles a
      where b.profile_id = (select id from profiles where username = ${defender}) and a.username = ${attacker}`;
    if (!row) throw new Error('no such commanders');
    const first = new Date(Date.now() - n * 3_600_000);
    for (let i = 0; i < n; i++)
      await sql`insert into attack_landings (world_id, base_id, attacker_profile_id, landed_at)
        values (${row.world_id}, ${row.base_id}, ${row.attacker_id}, ${new Date(first.getTime() + i * 3_600_000)})`;
    return first.getTime();
  });
}

/** Moves `mover`'s base beside `anchor`'s and makes it `days` old (a young base: strength protection). */
export function youngNeighbour(mover: string, anchor: string, days: number) {
  return withDb(async (sql) => {
    const [a] =
      await sql`select b.x, b.y, b.world_id from bases b join profiles p on p.id = b.profile_id where p.username = ${anchor}`;
    if (!a) throw new Error(`no base for ${anchor}`);
    for (const dx of [1, -1, 2, -2]) {
      const taken = await sql`select 1 from bases where world_id = ${a.world_id} and x = ${a.x + dx} and y = ${a.y}`;
      if (taken.length > 0) continue;
      await sql`update bases set x = ${a.x + dx}, y = ${a.y}, created_at = now() - ${`${days} days`}::interval
        where profile_id = (select id from profiles where username = ${mover})`;
      return { x: a.x + dx, y: a.y as number };
    }
    throw new Error('no free spot next to the anchor');
  });
}
