/** The alliance_relations table: each relation two alliances had, proposed, in force or ended. */
import { type Generated, type Insertable, type Selectable, sql } from 'kysely';
import type { RelationKind } from '../../game/index.ts';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface DiplomacyTables {
  alliance_relations: {
    id: Generated<string>;
    world_id: string;
    /** the pair in id order */
    low_id: string;
    high_id: string;
    kind: RelationKind;
    /** the alliance that proposed (or declared) it */
    proposed_by: string;
    proposed_at: Date;
    accepted_at: Date | null;
    ended_at: Date | null;
    /** the alliance whose leader ended (or declined) it */
    ended_by: string | null;
  };
}
export type RelationRow = Selectable<DiplomacyTables['alliance_relations']>;

const q = (ex: Executor) => tables<DiplomacyTables>(ex);
const t = (trx: Trx) => tablesTrx<DiplomacyTables>(trx);

export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Serialises every change to one pair of alliances for the rest of the transaction. */
export async function holdPair(trx: Trx, a: string, b: string): Promise<void> {
  const [low, high] = pairOf(a, b);
  await sql`select pg_advisory_xact_lock(hashtext(${`diplomacy:${low}:${high}`}))`.execute(trx);
}

/**
 * Waits for any change to the pair under way (an acceptance committing) before a fleet's arrival
 * reads the relation: shared, so arrivals do not wait on each other.
 */
export async function readPair(ex: Executor, a: string, b: string): Promise<void> {
  const [low, high] = pairOf(a, b);
  await sql`select pg_advisory_xact_lock_shared(hashtext(${`diplomacy:${low}:${high}`}))`.execute(ex);
}

/** The pair's relation in force and its proposal waiting (either may be missing). */
export async function openOfPair(ex: Executor, a: string, b: string) {
  const [low, high] = pairOf(a, b);
  const rows = await q(ex)
    .selectFrom('alliance_relations')
    .selectAll()
    .where('low_id', '=', low)
    .where('high_id', '=', high)
    .where('ended_at', 'is', null)
    .execute();
  return {
    inForce: rows.find((r) => r.accepted_at !== null),
    waiting: rows.find((r) => r.accepted_at === null),
  };
}

/** Every open relation (in force or waiting) of an alliance. */
export const openOfAlliance = (ex: Executor, allianceId: string) =>
  q(ex)
    .selectFrom('alliance_relations')
    .selectAll()
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('low_id', '=', allianceId), eb('high_id', '=', allianceId)]))
    .orderBy('proposed_at')
    .execute();

/** The relation of the pair in force at `at`, if any (a fleet's arrival asks at its due time). */
export async function inForceAt(ex: Executor, a: string, b: string, at: Date) {
  const [low, high] = pairOf(a, b);
  return q(ex)
    .selectFrom('alliance_relations')
    .selectAll()
    .where('low_id', '=', low)
    .where('high_id', '=', high)
    .where('accepted_at', '<=', at)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', at)]))
    .orderBy('accepted_at', 'desc')
    .executeTakeFirst();
}

export const findRelation = (ex: Executor, id: string) =>
  q(ex).selectFrom('alliance_relations').selectAll().where('id', '=', id).executeTakeFirst();

export const insertRelation = (trx: Trx, r: Insertable<DiplomacyTables['alliance_relations']>) =>
  t(trx).insertInto('alliance_relations').values(r).returningAll().executeTakeFirstOrThrow();

/** Puts a waiting proposal in force; false when it is no longer waiting. */
export async function acceptRow(trx: Trx, id: string, at: Date): Promise<boolean> {
  const r = await t(trx)
    .updateTable('alliance_relations')
    .set({ accepted_at: at })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends a relation (or withdraws, declines a proposal); false when it had ended already. */
export async function endRow(trx: Trx, id: string, at: Date, by: string): Promise<boolean> {
  const r = await t(trx)
    .updateTable('alliance_relations')
    .set({ ended_at: at, ended_by: by })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
