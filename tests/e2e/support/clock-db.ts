/** A commander's world's clock (time dilation, decision 056), set and pushed straight through the database. */
import { readFileSync } from 'node:fs';
import { PUSH_CHANNEL } from '../../../src/platform/pubsub.ts';
import { connectPostgres } from '../../../src/platform/db.ts';

async function withDb<T>(f: (sql: ReturnType<typeof connectPostgres>) => Promise<T>): Promise<T> {
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
 * Moves a commander (profile and base) into a world of their own, not open to anyone else before
 * 2099, whose clock runs at `dilation`: the other specs' world keeps its speed. Returns the world's id.
 */
export function moveToWorldAtSpeed(commander: string, world: string, dilation: number) {
  return withDb(async (sql) => {
    const [w] = await sql`insert into worlds (name, opens_at, registration_open, dilation, dilation_at)
      values (${world}, '2099-01-01', false, ${dilation}, now()) returning id`;
    await sql`update profiles set world_id = ${w!.id} where username = ${commander}`;
    await sql`update bases set world_id = ${w!.id} where profile_id = (select id from profiles where username = ${commander})`;
    return w!.id as string;
  });
}

/** The world's clock changes to `dilation` as the controller changes it: the row, and the push every tab hears. */
export function changeWorldClock(worldId: string, dilation: number) {
  return withDb(async (sql) => {
    await sql.begin(async (sql) => {
      await sql`update worlds set dilation = ${dilation}, dilation_at = now() where id = ${worldId}`;
      const msg = { topic: `world:${worldId}:clock`, kind: 'world-clock', data: { dilation, since: Date.now() } };
      await sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(msg)})`;
    });
  });
}
