/** Fixtures for the alliance operations specs, written straight into the browser tests' database. */
import { readFileSync } from 'node:fs';
import type postgres from 'postgres';
import { objectAt, onMap, worldSeed } from '../../../src/game/index.ts';
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

/**
 * Moves `mover`'s base `d` cells from `anchor`'s (east, west, south or north: the first free spot, no
 * map object on it) and returns the anchor's spot. Specs run side by side on one world: one move at a
 * time (the lock moveBeside takes), and a taken spot is passed by (CI once hit `bases_position`).
 */
export function placeNear(mover: string, anchor: string, d: number) {
  return withDb((sql) =>
    sql.begin(async (sql) => {
      await sql`select pg_advisory_xact_lock(4201)`;
      const [a] =
        await sql`select b.x, b.y, b.world_id, w.map_size from bases b join profiles p on p.id = b.profile_id join worlds w on w.id = p.world_id where p.username = ${anchor}`;
      if (!a) throw new Error(`no base for ${anchor}`);
      const seed = worldSeed(a.world_id);
      for (const [dx, dy] of [
        [d, 0],
        [-d, 0],
        [0, d],
        [0, -d],
      ] as const) {
        const spot = { x: (a.x as number) + dx, y: (a.y as number) + dy };
        if (!onMap(a.map_size, spot) || objectAt(seed, a.map_size, spot)) continue;
        const taken = await sql`select 1 from bases where world_id = ${a.world_id} and x = ${spot.x} and y = ${spot.y}`;
        if (taken.length > 0) continue;
        await sql`update bases set x = ${spot.x}, y = ${spot.y} where profile_id = (select id from profiles where username = ${mover})`;
        return { x: a.x as number, y: a.y as number };
      }
      throw new Error(`no free spot ${d} cells from ${anchor}`);
    }),
  );
}
