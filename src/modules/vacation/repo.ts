/** The vacations table: each vacation a commander takes, one open at a time. */
import type { Generated, Insertable, Selectable } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface VacationTables {
  vacations: {
    id: Generated<string>;
    profile_id: string;
    world_id: string;
    started_at: Date;
    ends_by: Date;
    ended_at: Date | null;
  };
}
export type VacationRow = Selectable<VacationTables['vacations']>;

const q = (ex: Executor) => tables<VacationTables>(ex);

/** The vacation in force for a commander, if any. */
export const openVacation = (ex: Executor, profileId: string) =>
  q(ex)
    .selectFrom('vacations')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();

/** When the commander's last vacation ended, if ever. */
export async function lastEnded(ex: Executor, profileId: string): Promise<Date | null> {
  const r = await q(ex)
    .selectFrom('vacations')
    .select('ended_at')
    .where('profile_id', '=', profileId)
    .where('ended_at', 'is not', null)
    .orderBy('ended_at', 'desc')
    .executeTakeFirst();
  return r?.ended_at ?? null;
}

export const insertVacation = (ex: Executor, v: Insertable<VacationTables['vacations']>) =>
  q(ex).insertInto('vacations').values(v).returningAll().executeTakeFirstOrThrow();

/** Ends it; false when it had ended already (a forced end racing the commander's own). */
export async function closeVacation(ex: Executor, id: string, at: Date): Promise<boolean> {
  const r = await q(ex)
    .updateTable('vacations')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Who is on vacation in a set of commanders (the map's and the profiles' marker). */
export async function onVacationAmong(ex: Executor, profileIds: string[]): Promise<Map<string, Date>> {
  if (profileIds.length === 0) return new Map();
  const rows = await q(ex)
    .selectFrom('vacations')
    .select(['profile_id', 'started_at'])
    .where('profile_id', 'in', profileIds)
    .where('ended_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.profile_id, r.started_at]));
}

/** Every commander of a world on vacation now, longest first (/control). */
export const vacationsOfWorld = (ex: Executor, worldId: string) =>
  q(ex)
    .selectFrom('vacations')
    .selectAll()
    .where('world_id', '=', worldId)
    .where('ended_at', 'is', null)
    .orderBy('started_at')
    .execute();

/** Each commander's vacations that ended after `since` or hold still (inactivity cuts them out). */
export async function vacationSpansOf(
  ex: Executor,
  profileIds: string[],
  since: Date,
): Promise<Map<string, { from: number; to: number | null }[]>> {
  const out = new Map<string, { from: number; to: number | null }[]>();
  if (profileIds.length === 0) return out;
  const rows = await q(ex)
    .selectFrom('vacations')
    .select(['profile_id', 'started_at', 'ended_at'])
    .where('profile_id', 'in', profileIds)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', since)]))
    .execute();
  for (const r of rows) {
    const list = out.get(r.profile_id) ?? [];
    list.push({ from: r.started_at.getTime(), to: r.ended_at?.getTime() ?? null });
    out.set(r.profile_id, list);
  }
  return out;
}
