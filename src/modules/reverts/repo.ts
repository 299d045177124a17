import type { Generated, Selectable } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface RevertsTables {
  ledger_reverts: {
    id: Generated<string>;
    world_id: string;
    admin_username: string;
    reason: string;
    /** the selection, as JSON */
    predicate: unknown;
    /** per commander: what the correction changed and what it could not take back */
    effect: unknown;
    entries: number;
    at: Date;
  };
}
export type RevertRow = Selectable<RevertsTables['ledger_reverts']>;

const q = (ex: Executor) => tables<RevertsTables>(ex);

/** A new revert's row; its id marks the entries it undoes. */
export function insertRevert(
  ex: Executor,
  r: { world_id: string; admin_username: string; reason: string; predicate: Record<string, unknown>; at: Date },
) {
  return q(ex)
    .insertInto('ledger_reverts')
    .values({ ...r, predicate: JSON.stringify(r.predicate), effect: JSON.stringify([]), entries: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function finishRevert(ex: Executor, id: string, effect: Record<string, unknown>[], entries: number) {
  await q(ex)
    .updateTable('ledger_reverts')
    .set({ effect: JSON.stringify(effect), entries })
    .where('id', '=', id)
    .execute();
}

/** A world's reverts, newest first. */
export function revertsOfWorld(ex: Executor, worldId: string, limit: number) {
  return q(ex)
    .selectFrom('ledger_reverts')
    .selectAll()
    .where('world_id', '=', worldId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
}
