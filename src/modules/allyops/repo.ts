/** The operations tables: what a leader planned, and each member's wave (decision 071). */
import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface OperationTarget {
  x: number;
  y: number;
  /** the commander whose base stands there, when one does */
  name: string | null;
}

export interface AllyOpsTables {
  alliance_operations: {
    id: Generated<string>;
    alliance_id: string;
    created_by: string;
    targets: OperationTarget[];
    lands_at: Date;
    cancelled_at: Date | null;
    created_at: Date;
  };
  alliance_operation_waves: {
    operation_id: string;
    profile_id: string;
    target: number;
    units: Record<string, number>;
    travel_ms: number;
    launch_at: Date;
    status: string;
    march_id: string | null;
    launched_at: Date | null;
    joined_at: Date;
  };
}
export type OperationRow = Selectable<AllyOpsTables['alliance_operations']>;
export type WaveRow = Selectable<AllyOpsTables['alliance_operation_waves']>;

const q = (ex: Executor) => tables<AllyOpsTables>(ex);
const t = (trx: Trx) => tablesTrx<AllyOpsTables>(trx);

export const insertOperation = (trx: Trx, o: Insertable<AllyOpsTables['alliance_operations']>) =>
  t(trx)
    .insertInto('alliance_operations')
    .values({ ...o, targets: sql<OperationTarget[]>`${JSON.stringify(o.targets)}::text::jsonb` })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findOperation = (ex: Executor, id: string) =>
  q(ex).selectFrom('alliance_operations').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Reads the operation under a row lock: `update` for an edit (one edit or cancel at a time), `share`
 * for a join (it waits for an edit to commit and then reads the new second). Taken before any base
 * lock, so the order is always operation, then bases.
 */
export const lockOperation = (trx: Trx, id: string, mode: 'update' | 'share') => {
  const read = t(trx).selectFrom('alliance_operations').selectAll().where('id', '=', id);
  return (mode === 'update' ? read.forUpdate() : read.forShare()).executeTakeFirst();
};

/** The edit's new targets and landing second. */
export const rewriteOperation = (trx: Trx, id: string, targets: OperationTarget[], landsAt: Date) =>
  t(trx)
    .updateTable('alliance_operations')
    .set({ targets: sql<OperationTarget[]>`${JSON.stringify(targets)}::text::jsonb`, lands_at: landsAt })
    .where('id', '=', id)
    .execute();

/** A planned wave's new target and launch second; false when it is planned no more (it left). */
export async function replanWave(
  trx: Trx,
  operationId: string,
  profileId: string,
  set: Pick<WaveRow, 'target' | 'travel_ms' | 'launch_at'>,
): Promise<boolean> {
  const r = await t(trx)
    .updateTable('alliance_operation_waves')
    .set(set)
    .where('operation_id', '=', operationId)
    .where('profile_id', '=', profileId)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Drops a planned wave whose target the edit took away; false when it left already. */
export async function dropWave(trx: Trx, operationId: string, profileId: string): Promise<boolean> {
  const r = await t(trx)
    .deleteFrom('alliance_operation_waves')
    .where('operation_id', '=', operationId)
    .where('profile_id', '=', profileId)
    .where('status', '=', 'planned')
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The alliance's operations landing after `since`, soonest first. */
export const operationsOf = (ex: Executor, allianceId: string, since: Date) =>
  q(ex)
    .selectFrom('alliance_operations')
    .selectAll()
    .where('alliance_id', '=', allianceId)
    .where('cancelled_at', 'is', null)
    .where('lands_at', '>=', since)
    .orderBy('lands_at')
    .limit(20)
    .execute();

export async function wavesOf(ex: Executor, operationIds: string[]): Promise<WaveRow[]> {
  if (operationIds.length === 0) return [];
  return q(ex)
    .selectFrom('alliance_operation_waves')
    .selectAll()
    .where('operation_id', 'in', operationIds)
    .orderBy('launch_at')
    .execute();
}

/** Adds a wave; false when the member joined already (the key). */
export async function insertWave(trx: Trx, w: AllyOpsTables['alliance_operation_waves']): Promise<boolean> {
  const r = await t(trx)
    .insertInto('alliance_operation_waves')
    .values(w)
    .onConflict((oc) => oc.columns(['operation_id', 'profile_id']).doNothing())
    .returning('operation_id')
    .executeTakeFirst();
  return r !== undefined;
}

export const findWave = (ex: Executor, operationId: string, profileId: string) =>
  q(ex)
    .selectFrom('alliance_operation_waves')
    .selectAll()
    .where('operation_id', '=', operationId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();

/** Moves a wave from one status to the next; false when it was not in `from` (another tap won). */
export async function moveWave(
  ex: Executor,
  operationId: string,
  profileId: string,
  from: string,
  set: Partial<Pick<WaveRow, 'status' | 'march_id' | 'launched_at'>>,
): Promise<boolean> {
  const r = await q(ex)
    .updateTable('alliance_operation_waves')
    .set(set)
    .where('operation_id', '=', operationId)
    .where('profile_id', '=', profileId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Calls an operation off; false when it was cancelled already. */
export async function markCancelled(trx: Trx, id: string, at: Date): Promise<boolean> {
  const r = await t(trx)
    .updateTable('alliance_operations')
    .set({ cancelled_at: at })
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
