/** Rankings seeded straight into the browser tests' database, then computed as the periodic job does. */
import { readFileSync } from 'node:fs';
import { refreshWorldRankings } from '../../../src/modules/leaderboards/index.ts';
import { snapshotDueDays } from '../../../src/modules/leaderboards/history.ts';
import { createDb } from '../../../src/platform/db.ts';

const url = () => readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim();

/**
 * Commanders named `names` beside `beside` (in its world), each base's tally set to `tallies` (one
 * per name, and `mine` for `beside`), then the world's rankings computed.
 */
export async function seedRankings(
  beside: string,
  mine: Record<string, unknown>,
  others: { name: string; tally: Record<string, unknown> }[],
) {
  const handle = createDb(url(), { max: 2 });
  try {
    const sql = handle.sql;
    const [me] = await sql`select p.world_id from profiles p where p.username = ${beside}`;
    const worldId = me?.world_id as string;
    await sql`update bases set tally = ${sql.json(mine as never)} where profile_id = (select id from profiles where username = ${beside})`;
    for (const [i, o] of others.entries()) {
      const [acc] = await sql`insert into accounts (username, email, password_hash, status)
        values (${o.name}, ${`${o.name.toLowerCase()}@x.test`}, 'x', 'active') returning id`;
      const [p] =
        await sql`insert into profiles (account_id, world_id, username) values (${acc?.id}, ${worldId}, ${o.name}) returning id`;
      // far out on the map, where no spec looks
      await sql`insert into bases (profile_id, world_id, x, y, buildings, resources, settled_at, tally)
        select ${p?.id}, ${worldId}, x, y, '{}'::jsonb, '{}'::jsonb, now(), ${sql.json(o.tally as never)}
        from (select (w.map_size - 1 - ${i}) as x, w.map_size - 1 - (hashtext(${o.name}) & 15) as y from worlds w where w.id = ${worldId}) s`;
    }
    await refreshWorldRankings(handle.db, worldId, Date.now());
  } finally {
    await handle.sql.end();
  }
}

/** Today's snapshot taken as the daily job takes it, after `earlier` days of influence written before it. */
export async function seedHistory(commander: string, earlier: { day: string; influence: number }[]) {
  const handle = createDb(url(), { max: 2 });
  try {
    const sql = handle.sql;
    const [p] = await sql`select id, world_id from profiles where username = ${commander}`;
    for (const d of earlier)
      await sql`insert into ranking_history (world_id, scope, subject_id, day, scores, ranks)
        values (${p?.world_id}, 'commanders', ${p?.id}, ${d.day}, ${sql.json({ influence: d.influence })}, ${sql.json({ influence: 1 })})`;
    await refreshWorldRankings(handle.db, p?.world_id as string, Date.now());
    await sql`delete from ranking_snapshot_days where world_id = ${p?.world_id}`;
    await snapshotDueDays(handle.db, Date.now());
  } finally {
    await handle.sql.end();
  }
}

/**
 * A commander's influence raised above the world's others, so the live top 100 shows them however
 * many commanders earlier specs made (ties are ordered by base id, which is random).
 */
export async function leadInfluence(commander: string) {
  const handle = createDb(url(), { max: 2 });
  try {
    const sql = handle.sql;
    await sql`update bases set influence = (select coalesce(max(b.influence), 0) + 1000 from bases b
        where b.world_id = bases.world_id)
      where profile_id = (select id from profiles where username = ${commander})`;
  } finally {
    await handle.sql.end();
  }
}
