/**
 * Inactivity's tables (decision 068): each commander's watch (the one timeline event of theirs
 * pending, a chain of steps) and each warning and step taken, once per sign-in it counts from.
 */
import type { Generated } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface InactivityTables {
  inactivity_watches: {
    profile_id: string;
    base_id: string;
    /** when the commander's next look falls due (the `inactivity/look` job); null: none pending */
    next_due_at: Date | null;
  };
  inactivity_steps: {
    id: Generated<string>;
    profile_id: string;
    /** the sign-in the days were counted from */
    counted_from: Date;
    moment: string;
    at: Date;
  };
}

const q = (ex: Executor) => tables<InactivityTables>(ex);

export const findWatch = (ex: Executor, profileId: string) =>
  q(ex).selectFrom('inactivity_watches').selectAll().where('profile_id', '=', profileId).executeTakeFirst();

export async function saveWatch(ex: Executor, w: InactivityTables['inactivity_watches']) {
  await q(ex)
    .insertInto('inactivity_watches')
    .values(w)
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ base_id: w.base_id, next_due_at: w.next_due_at }))
    .execute();
}

/** Records a moment taken; false when it was taken already (the unique key: never twice). */
export async function takeMoment(
  ex: Executor,
  m: { profile_id: string; counted_from: Date; moment: string; at: Date },
): Promise<boolean> {
  const r = await q(ex)
    .insertInto('inactivity_steps')
    .values(m)
    .onConflict((oc) => oc.columns(['profile_id', 'counted_from', 'moment']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** The moments taken since a sign-in, with when. */
export async function momentsTaken(ex: Executor, profileId: string, countedFrom: Date): Promise<Map<string, number>> {
  const rows = await q(ex)
    .selectFrom('inactivity_steps')
    .select(['moment', 'at'])
    .where('profile_id', '=', profileId)
    .where('counted_from', '=', countedFrom)
    .execute();
  return new Map(rows.map((r) => [r.moment, r.at.getTime()]));
}
