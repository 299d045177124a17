/**
 * The economy module's tables: units lost in battle per world, day and unit type (decision 098);
 * production and upkeep per world, day and base (decision 090).
 */
import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';
import { SENT_WITH_NEXT_END } from '../../platform/pipelined-dialect.ts';

export interface EconomyTables {
  units_lost_daily: { world_id: string; day: string; unit: string; lost: number };
  production_daily: {
    world_id: string;
    day: string;
    base_id: string;
    produced: Record<string, number>;
    eaten: Record<string, number>;
  };
}

const q = (ex: Executor) => tables<EconomyTables>(ex);

/** Adds one battle's losses of one owner to its world's day. */
export async function addUnitsLost(ex: Executor, worldId: string, day: string, lost: Record<string, number>) {
  const rows = Object.entries(lost)
    .filter(([, n]) => Number(n) > 0)
    .map(([unit, n]) => ({ world_id: worldId, day, unit, lost: Number(n) }));
  if (rows.length === 0) return;
  await q(ex)
    .insertInto('units_lost_daily')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['world_id', 'day', 'unit']).doUpdateSet({ lost: sql`units_lost_daily.lost + excluded.lost` }),
    )
    .execute();
}

/** A world's day: units lost in battle by type (null when nothing was counted that day). */
export async function unitsLostOfDay(ex: Executor, worldId: string, day: string) {
  const rows = await q(ex)
    .selectFrom('units_lost_daily')
    .select(['unit', 'lost'])
    .where('world_id', '=', worldId)
    .where('day', '=', day)
    .execute();
  return rows.length ? new Map(rows.map((r) => [r.unit, Number(r.lost)])) : null;
}

const nonZero = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).filter(([, n]) => n !== 0));

/**
 * Adds one base's production and upkeep to its days, in one statement sent with the transaction's
 * next one (nobody reads its answer): a row per base and day, so bases saved at once in a world never
 * wait on one row (decision 090).
 */
export async function addFlows(
  ex: Executor,
  worldId: string,
  baseId: string,
  days: Record<string, { produced: Record<string, number>; eaten: Record<string, number> }>,
) {
  const rows = Object.entries(days).map(([day, f]) => ({
    day,
    produced: nonZero(f.produced),
    eaten: nonZero(f.eaten),
  }));
  if (rows.length === 0) return;
  await sql`insert into production_daily as p (world_id, day, base_id, produced, eaten)
      select ${worldId}::uuid, r.day::date, ${baseId}::uuid, r.produced, r.eaten
      from jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) as r(day text, produced jsonb, eaten jsonb)
    on conflict (world_id, day, base_id) do update set
      produced = (select coalesce(jsonb_object_agg(k, coalesce((p.produced->>k)::float8, 0) + coalesce((excluded.produced->>k)::float8, 0)), '{}')
                  from jsonb_object_keys(p.produced || excluded.produced) k),
      eaten = (select coalesce(jsonb_object_agg(k, coalesce((p.eaten->>k)::float8, 0) + coalesce((excluded.eaten->>k)::float8, 0)), '{}')
               from jsonb_object_keys(p.eaten || excluded.eaten) k)${sql.raw(SENT_WITH_NEXT_END)}`.execute(ex);
}

/** A world's day: what its bases produced and ate, per resource, all bases together. */
export async function flowsOfDayByResource(ex: Executor, worldId: string, day: string) {
  const r = await sql<{ resource: string; produced: number; eaten: number }>`
    select k as resource, sum(produced)::float8 as produced, sum(eaten)::float8 as eaten from (
      select f.k, f.v::float8 as produced, 0 as eaten
        from production_daily p, jsonb_each_text(p.produced) f(k, v) where p.world_id = ${worldId} and p.day = ${day}::date
      union all
      select f.k, 0, f.v::float8
        from production_daily p, jsonb_each_text(p.eaten) f(k, v) where p.world_id = ${worldId} and p.day = ${day}::date
    ) x group by k order by k`.execute(ex);
  return r.rows;
}
