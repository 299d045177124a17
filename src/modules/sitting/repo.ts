/** The sitting tables: each grant an owner gives a sitter, and the log of what sitters did. */
import type { Generated, Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface SittingTables {
  sitting_grants: {
    id: Generated<string>;
    owner_id: string;
    sitter_id: string;
    world_id: string;
    starts_at: Date;
    ends_at: Date;
    revoked_at: Date | null;
  };
  sitting_log: {
    id: Generated<string>;
    owner_id: string;
    sitter_id: string;
    sitter_account_id: string;
    action: string;
    detail: Generated<Record<string, unknown>>;
    at: Date;
  };
}
export type GrantRow = Selectable<SittingTables['sitting_grants']>;
export type LogRow = Selectable<SittingTables['sitting_log']>;

const q = (ex: Executor) => tables<SittingTables>(ex);

/** One grant at a time per owner is written: concurrent grants of one owner wait for each other. */
export async function lockOwnerGrants(ex: Executor, ownerId: string) {
  await sql`select pg_advisory_xact_lock(hashtext('sitting:' || ${ownerId}))`.execute(ex);
}

/** The owner's grants that touch the last `since` (the budget's window) or are in force. */
export const grantsOfOwner = (ex: Executor, ownerId: string, since: Date) =>
  q(ex)
    .selectFrom('sitting_grants')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('ends_at', '>', since)
    .orderBy('starts_at')
    .execute();

/** The grants a sitter holds, in force at `at`. */
export const grantsOfSitter = (ex: Executor, sitterId: string, at: Date) =>
  q(ex)
    .selectFrom('sitting_grants')
    .selectAll()
    .where('sitter_id', '=', sitterId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where('revoked_at', 'is', null)
    .orderBy('ends_at')
    .execute();

/**
 * The grant in force for this sitter on this owner's base at `at`, if any. With `share`, its row is
 * share-locked until the transaction ends: a revoke (an update of the row) waits for it, and a
 * revoke not yet committed is waited for and then seen.
 */
export const grantInForce = (ex: Executor, ownerId: string, sitterId: string, at: Date, opts = { share: false }) => {
  const query = q(ex)
    .selectFrom('sitting_grants')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('sitter_id', '=', sitterId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .where('revoked_at', 'is', null);
  return (opts.share ? query.forShare() : query).executeTakeFirst();
};

export const insertGrant = (ex: Executor, g: Insertable<SittingTables['sitting_grants']>) =>
  q(ex).insertInto('sitting_grants').values(g).returningAll().executeTakeFirstOrThrow();

/** Ends the sitter's grants in force at once; how many ended. */
export async function revokeGrants(ex: Executor, ownerId: string, sitterId: string, at: Date): Promise<number> {
  const r = await q(ex)
    .updateTable('sitting_grants')
    .set({ revoked_at: at, ends_at: at })
    .where('owner_id', '=', ownerId)
    .where('sitter_id', '=', sitterId)
    .where('ends_at', '>', at)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export const insertLog = (ex: Executor, row: Insertable<SittingTables['sitting_log']>) =>
  q(ex).insertInto('sitting_log').values(row).execute();

/** What sitters did on the owner's base, newest first. */
export const logOfOwner = (ex: Executor, ownerId: string, limit: number) =>
  q(ex)
    .selectFrom('sitting_log')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** A grant by id, its row locked until the transaction ends (a revoke waits, or is waited for). */
export const grantForEnd = (ex: Executor, id: string) =>
  q(ex).selectFrom('sitting_grants').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
