import { type Generated, type Selectable, sql } from 'kysely';
import { type Executor, type Trx, tables, tablesTrx } from '../../platform/db.ts';

export interface AlliancesTables {
  alliances: { id: Generated<string>; world_id: string; name: string; tag: string; created_at: Date };
  alliance_members: { profile_id: string; alliance_id: string; role: string; joined_at: Date };
  alliance_applications: { alliance_id: string; profile_id: string; created_at: Date };
}
type Row = Selectable<AlliancesTables['alliances']>;

const q = (ex: Executor) => tables<AlliancesTables>(ex);
const t = (trx: Trx) => tablesTrx<AlliancesTables>(trx);

/** Inserts an alliance; undefined when its name or TAG is taken in the world. */
export async function insertAlliance(trx: Trx, a: Omit<Row, 'id'>): Promise<Row | undefined> {
  return t(trx)
    .insertInto('alliances')
    .values(a as Row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export const findAlliance = (ex: Executor, id: string) =>
  q(ex).selectFrom('alliances').selectAll().where('id', '=', id).executeTakeFirst();
/** Locks an alliance for the rest of the transaction: changes to its members are serialised on it. */
export const lockAlliance = (trx: Trx, id: string) =>
  t(trx).selectFrom('alliances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export function listAlliances(ex: Executor, worldId: string, search: string | null, limit: number) {
  let query = q(ex)
    .selectFrom('alliances')
    .leftJoin('alliance_members', 'alliance_members.alliance_id', 'alliances.id')
    .select([
      'alliances.id',
      'alliances.name',
      'alliances.tag',
      sql<number>`count(alliance_members.profile_id)::int`.as('members'),
    ])
    .where('alliances.world_id', '=', worldId)
    .groupBy('alliances.id')
    .orderBy('alliances.name')
    .limit(limit);
  if (search) {
    const like = `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    query = query.where((w) =>
      w.or([w(sql`lower(alliances.name)`, 'like', like), w(sql`lower(alliances.tag)`, 'like', like)]),
    );
  }
  return query.execute();
}

export const membershipOf = (ex: Executor, profileId: string) =>
  q(ex).selectFrom('alliance_members').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
/** The alliance of each of these commanders that is in one, by commander. */
export async function alliancesOfCommanders(ex: Executor, profileIds: string[]): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await q(ex)
    .selectFrom('alliance_members')
    .select(['profile_id', 'alliance_id'])
    .where('profile_id', 'in', profileIds)
    .execute();
  return new Map(rows.map((r) => [r.profile_id, r.alliance_id]));
}

/** The names and TAGs of these alliances, by id. */
export async function allianceNamesOf(
  ex: Executor,
  ids: string[],
): Promise<Map<string, { name: string; tag: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await q(ex).selectFrom('alliances').select(['id', 'name', 'tag']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, tag: r.tag }]));
}

export const membersOf = (ex: Executor, allianceId: string) =>
  q(ex).selectFrom('alliance_members').selectAll().where('alliance_id', '=', allianceId).orderBy('joined_at').execute();

/** Adds a member; false when the profile is in an alliance already (primary key). */
export async function insertMember(trx: Trx, m: AlliancesTables['alliance_members']): Promise<boolean> {
  return (
    (await t(trx)
      .insertInto('alliance_members')
      .values(m)
      .onConflict((oc) => oc.doNothing())
      .returning('profile_id')
      .executeTakeFirst()) !== undefined
  );
}
export const deleteMember = (trx: Trx, profileId: string) =>
  t(trx).deleteFrom('alliance_members').where('profile_id', '=', profileId).execute();
/** A role in one alliance (whatever other rows a lost key may have left for the commander). */
export const setRoleIn = (trx: Trx, allianceId: string, profileId: string, role: string) =>
  t(trx)
    .updateTable('alliance_members')
    .set({ role })
    .where('alliance_id', '=', allianceId)
    .where('profile_id', '=', profileId)
    .execute();

export const setRole = (trx: Trx, profileId: string, role: string) =>
  t(trx).updateTable('alliance_members').set({ role }).where('profile_id', '=', profileId).execute();
export const deleteAlliance = (trx: Trx, id: string) => t(trx).deleteFrom('alliances').where('id', '=', id).execute();

export async function insertApplication(trx: Trx, a: AlliancesTables['alliance_applications']): Promise<boolean> {
  return (
    (await t(trx)
      .insertInto('alliance_applications')
      .values(a)
      .onConflict((oc) => oc.doNothing())
      .returning('profile_id')
      .executeTakeFirst()) !== undefined
  );
}
export const applicationsTo = (ex: Executor, allianceId: string) =>
  q(ex)
    .selectFrom('alliance_applications')
    .selectAll()
    .where('alliance_id', '=', allianceId)
    .orderBy('created_at')
    .execute();
export const applicationsOf = (ex: Executor, profileId: string) =>
  q(ex).selectFrom('alliance_applications').selectAll().where('profile_id', '=', profileId).execute();
export async function deleteApplication(trx: Trx, allianceId: string, profileId: string): Promise<boolean> {
  const r = await t(trx)
    .deleteFrom('alliance_applications')
    .where('alliance_id', '=', allianceId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
/** A new member's other applications go: they are in an alliance now. */
export const deleteApplicationsOf = (trx: Trx, profileId: string) =>
  t(trx).deleteFrom('alliance_applications').where('profile_id', '=', profileId).execute();

/**
 * Serialises everything that admits one commander (two alliances accepting them at once), for the
 * rest of the transaction. Taken before the alliance's lock, so two acceptances never wait on each
 * other in a circle.
 */
export async function lockCommander(trx: Trx, profileId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`alliance-member:${profileId}`}))`.execute(trx);
}

/** Alliances per world, for the control panel. */
export async function countAlliancesByWorld(ex: Executor): Promise<Map<string, number>> {
  const rows = await q(ex)
    .selectFrom('alliances')
    .select(['world_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('world_id')
    .execute();
  return new Map(rows.map((r) => [r.world_id, Number(r.n)]));
}

/** Is this name or TAG used by another alliance of the world (case-insensitive)? */
export async function allianceNameTaken(
  ex: Executor,
  worldId: string,
  name: string,
  tag: string,
  except: string,
): Promise<boolean> {
  const r = await q(ex)
    .selectFrom('alliances')
    .select('id')
    .where('world_id', '=', worldId)
    .where('id', '!=', except)
    .where((eb) => eb.or([eb(sql`lower(name)`, '=', name.toLowerCase()), eb(sql`upper(tag)`, '=', tag.toUpperCase())]))
    .executeTakeFirst();
  return r !== undefined;
}

export async function renameAllianceRow(trx: Trx, id: string, name: string, tag: string) {
  await t(trx).updateTable('alliances').set({ name, tag }).where('id', '=', id).execute();
}

/** Every alliance of a world with its members' profile ids (an alliance without members has none). */
export async function alliancesWithMembers(ex: Executor, worldId: string) {
  const rows = await q(ex)
    .selectFrom('alliances')
    .leftJoin('alliance_members', 'alliance_members.alliance_id', 'alliances.id')
    .select(['alliances.id', 'alliances.name', 'alliances.tag', 'alliance_members.profile_id'])
    .where('alliances.world_id', '=', worldId)
    .execute();
  const out = new Map<string, { id: string; name: string; tag: string; members: string[] }>();
  for (const r of rows) {
    const a = out.get(r.id) ?? { id: r.id, name: r.name, tag: r.tag, members: [] };
    if (r.profile_id) a.members.push(r.profile_id);
    out.set(r.id, a);
  }
  return [...out.values()];
}
