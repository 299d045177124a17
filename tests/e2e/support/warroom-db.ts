/** Fixtures for the war room spec, written straight into the browser tests' database. */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';
import { objectAt, worldSeed } from '../../../src/game/index.ts';
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
 * Moves `mover`'s base at least `dx` cells east or west of `anchor`'s, on a free cell that is no map
 * object, and ages both bases past strength protection (decision 067), so a raid between them flies
 * long enough to be watched.
 */
export function placeAway(mover: string, anchor: string, dx: number) {
  return withDb(async (sql) => {
    const [a] =
      await sql`select b.x, b.y, b.world_id, w.map_size from bases b join profiles p on p.id = b.profile_id join worlds w on w.id = p.world_id where p.username = ${anchor}`;
    if (!a) throw new Error(`no base for ${anchor}`);
    const seed = worldSeed(a.world_id);
    for (let d = dx; d < dx + 20; d++)
      for (const sign of [1, -1]) {
        const spot = { x: a.x + sign * d, y: a.y as number };
        if (spot.x < 0 || spot.x >= a.map_size || objectAt(seed, a.map_size, spot)) continue;
        const taken = await sql`select 1 from bases where world_id = ${a.world_id} and x = ${spot.x} and y = ${spot.y}`;
        if (taken.length > 0) continue;
        await sql`update bases set x = ${spot.x}, y = ${spot.y} where profile_id = (select id from profiles where username = ${mover})`;
        await sql`update bases set created_at = now() - interval '30 days'
          where profile_id in (select id from profiles where username in (${mover}, ${anchor}))`;
        return spot;
      }
    throw new Error('no free spot away from the anchor');
  });
}
