/** Strangers and their fleets seeded straight into the browser tests' database, for the observatory's vision. */
import { readFileSync } from 'node:fs';
import { objectAt, worldSeed } from '../../../src/game/index.ts';
import { connectPostgres } from '../../../src/platform/db.ts';

const url = () => readFileSync(`.data/e2e-db-${process.env.E2E_PORT}`, 'utf8').trim();

/**
 * Two strangers beside `watcher`'s base, `from` and `to` cells east of it (on the watcher's row, or
 * the nearest free row), the first raiding the second, an hour from arrival. Returns their names and
 * the attacker's spot.
 */
export async function strangersRaid(watcher: string, tag: string, from: number, to: number) {
  const sql = connectPostgres(url(), { max: 1, onnotice: () => {} });
  try {
    return await sql.begin(async (sql) => {
      await sql`select pg_advisory_xact_lock(4202)`;
      const [w] = await sql`select b.x, b.y, b.world_id, w.map_size from bases b join profiles p on p.id = b.profile_id
        join worlds w on w.id = p.world_id where p.username = ${watcher}`;
      if (!w) throw new Error(`no base for ${watcher}`);
      const seed = worldSeed(w.world_id);
      const dir = w.x < w.map_size / 2 ? 1 : -1;
      const free = async (x: number, y: number) =>
        x >= 0 &&
        x < w.map_size &&
        !objectAt(seed, w.map_size, { x, y }) &&
        (await sql`select 1 from bases where world_id = ${w.world_id} and x = ${x} and y = ${y}`).length === 0;
      for (const dy of [0, 1, -1, 2, -2, 3, -3]) {
        const a = { x: w.x + dir * from, y: w.y + dy };
        const d = { x: w.x + dir * to, y: w.y + dy };
        if (a.y < 0 || a.y >= w.map_size || !(await free(a.x, a.y)) || !(await free(d.x, d.y))) continue;
        const names = { attacker: `Seen${tag}`, defender: `Hit${tag}` };
        const ids: string[] = [];
        for (const [name, at] of [
          [names.attacker, a],
          [names.defender, d],
        ] as const) {
          const [acc] = await sql`insert into accounts (username, email, password_hash, status)
            values (${name}, ${`${name.toLowerCase()}@x.test`}, 'x', 'active') returning id`;
          const [p] = await sql`insert into profiles (account_id, world_id, username)
            values (${acc!.id}, ${w.world_id}, ${name}) returning id`;
          const [b] =
            await sql`insert into bases (profile_id, world_id, x, y, buildings, resources, settled_at, created_at)
            values (${p!.id}, ${w.world_id}, ${at.x}, ${at.y}, '{}'::jsonb, '{}'::jsonb, now(), now() - interval '30 days')
            returning id`;
          ids.push(b!.id);
        }
        await sql`insert into marches (profile_id, base_id, world_id, kind, status, target_x, target_y, target_kind,
            target_level, units, departs_at, arrives_at, target_base_id, updated_at)
          select a.profile_id, a.id, a.world_id, 'raid', 'marching', d.x, d.y, 'solar-system', 1,
            ${sql.json({ interceptor: 5 })}, now() - interval '10 minutes', now() + interval '1 hour', d.id, now()
          from bases a, bases d where a.id = ${ids[0]!} and d.id = ${ids[1]!}`;
        return { ...names, at: a };
      }
      throw new Error('no free row beside the watcher');
    });
  } finally {
    await sql.end();
  }
}
