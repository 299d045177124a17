import type { Executor } from '../../platform/db.ts';
import { tables } from '../../platform/db.ts';

export interface BasesTables {
  bases: { id: string; profile_id: string; world_id: string; x: number; y: number; created_at: Date };
}

const q = (ex: Executor) => tables<BasesTables>(ex);

/** Inserts the base at (x, y); returns undefined when that spot is taken. */
export function insertBase(ex: Executor, b: { profileId: string; worldId: string; x: number; y: number; at: Date }) {
  return q(ex)
    .insertInto('bases')
    .values({ profile_id: b.profileId, world_id: b.worldId, x: b.x, y: b.y, created_at: b.at } as never)
    .onConflict((oc) => oc.columns(['world_id', 'x', 'y']).doNothing())
    .returning(['id', 'x', 'y'])
    .executeTakeFirst();
}

export function findBaseByProfile(ex: Executor, profileId: string) {
  return q(ex).selectFrom('bases').select(['id', 'x', 'y', 'world_id']).where('profile_id', '=', profileId).executeTakeFirst();
}
