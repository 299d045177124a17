/** The social module's tables: whom a commander ignores, friendships, and shared-network declarations. */
import { sql } from 'kysely';
import { type Executor, tables } from '../../platform/db.ts';

export interface SocialTables {
  ignores: { profile_id: string; ignored_id: string; created_at: Date };
  friendships: { low_id: string; high_id: string; asked_by: string; created_at: Date; accepted_at: Date | null };
  shared_networks: {
    low_id: string;
    high_id: string;
    declared_by: string;
    created_at: Date;
    confirmed_at: Date | null;
  };
}

const q = (ex: Executor) => tables<SocialTables>(ex);
/** A pair's key: the lower id first. */
export const pairOf = (a: string, b: string) => (a < b ? { low_id: a, high_id: b } : { low_id: b, high_id: a });

// ── ignores ──
export async function insertIgnore(ex: Executor, profileId: string, ignoredId: string, at: Date) {
  await q(ex)
    .insertInto('ignores')
    .values({ profile_id: profileId, ignored_id: ignoredId, created_at: at })
    .onConflict((oc) => oc.columns(['profile_id', 'ignored_id']).doNothing())
    .execute();
}

export async function deleteIgnore(ex: Executor, profileId: string, ignoredId: string): Promise<boolean> {
  const r = await q(ex)
    .deleteFrom('ignores')
    .where('profile_id', '=', profileId)
    .where('ignored_id', '=', ignoredId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export function listIgnores(ex: Executor, profileId: string) {
  return q(ex)
    .selectFrom('ignores')
    .select(['ignored_id', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The commanders who ignore `ignoredId` (ignores_ignored, migration 0265). */
export function listIgnorersOf(ex: Executor, ignoredId: string) {
  return q(ex).selectFrom('ignores').select('profile_id').where('ignored_id', '=', ignoredId).execute();
}

export async function ignoresOne(ex: Executor, profileId: string, otherId: string): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('ignores')
    .select('profile_id')
    .where('profile_id', '=', profileId)
    .where('ignored_id', '=', otherId)
    .executeTakeFirst();
  return r !== undefined;
}

// ── friendships ──
export function findFriendship(ex: Executor, a: string, b: string) {
  const k = pairOf(a, b);
  return q(ex)
    .selectFrom('friendships')
    .selectAll()
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .executeTakeFirst();
}

/** Files a request; false when the pair already has one (asked either way, or friends). */
export async function insertFriendRequest(ex: Executor, from: string, to: string, at: Date): Promise<boolean> {
  const r = await q(ex)
    .insertInto('friendships')
    .values({ ...pairOf(from, to), asked_by: from, created_at: at, accepted_at: null })
    .onConflict((oc) => oc.columns(['low_id', 'high_id']).doNothing())
    .returning('low_id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Accepts the request the other asked; false when there is none pending (accepted already, withdrawn). */
export async function acceptFriendRequest(ex: Executor, me: string, asker: string, at: Date): Promise<boolean> {
  const k = pairOf(me, asker);
  const r = await q(ex)
    .updateTable('friendships')
    .set({ accepted_at: at })
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .where('asked_by', '=', asker)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteFriendship(ex: Executor, a: string, b: string): Promise<boolean> {
  const k = pairOf(a, b);
  const r = await q(ex)
    .deleteFrom('friendships')
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export function listFriendships(ex: Executor, profileId: string) {
  return q(ex)
    .selectFrom('friendships')
    .selectAll()
    .where((eb) => eb.or([eb('low_id', '=', profileId), eb('high_id', '=', profileId)]))
    .orderBy('created_at', 'desc')
    .execute();
}

// ── shared networks ──
export function findSharedNetwork(ex: Executor, a: string, b: string) {
  const k = pairOf(a, b);
  return q(ex)
    .selectFrom('shared_networks')
    .selectAll()
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .executeTakeFirst();
}

export async function insertSharedNetwork(ex: Executor, from: string, to: string, at: Date): Promise<boolean> {
  const r = await q(ex)
    .insertInto('shared_networks')
    .values({ ...pairOf(from, to), declared_by: from, created_at: at, confirmed_at: null })
    .onConflict((oc) => oc.columns(['low_id', 'high_id']).doNothing())
    .returning('low_id')
    .executeTakeFirst();
  return r !== undefined;
}

export async function confirmSharedNetwork(ex: Executor, me: string, declarer: string, at: Date): Promise<boolean> {
  const k = pairOf(me, declarer);
  const r = await q(ex)
    .updateTable('shared_networks')
    .set({ confirmed_at: at })
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .where('declared_by', '=', declarer)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteSharedNetwork(ex: Executor, a: string, b: string): Promise<boolean> {
  const k = pairOf(a, b);
  const r = await q(ex)
    .deleteFrom('shared_networks')
    .where('low_id', '=', k.low_id)
    .where('high_id', '=', k.high_id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export function listSharedNetworks(ex: Executor, profileIds: string[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('shared_networks')
    .selectAll()
    .where((eb) => eb.or([eb('low_id', 'in', profileIds), eb('high_id', 'in', profileIds)]))
    .orderBy('created_at', 'desc')
    .execute();
}

/** Serialises changes to one pair's rows (a request and its reverse, asked at once). */
export async function holdPair(ex: Executor, kind: string, a: string, b: string) {
  const k = pairOf(a, b);
  await sql`select pg_advisory_xact_lock(hashtextextended(${`social:${kind}:${k.low_id}:${k.high_id}`}, 0))`.execute(
    ex,
  );
}
