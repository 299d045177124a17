/** The economy module's table: units lost in battle per world, day and unit type (decision 098). */
import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface EconomyTables {
  units_lost_daily: { world_id: string; day: string; unit: string; lost: number };
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
