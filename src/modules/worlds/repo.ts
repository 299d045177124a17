import { type Generated, type Selectable, sql } from 'kysely';
import type { Executor } from '../../platform/db.ts';
import { tables } from '../../platform/db.ts';

export interface WorldsTables {
  worlds: {
    id: Generated<string>;
    name: string;
    opens_at: Date;
    map_size: Generated<number>;
    created_at: Generated<Date>;
    speed: Generated<number>;
    /** production and storage are multiplied by it (decision 042); `speed` is the fleet and timer speed */
    economy_speed: Generated<number>;
    beginner_shield_hours: Generated<number>;
    announcement: string | null;
    announced_at: Date | null;
    registration_open: Generated<boolean>;
    /** the season (decision 069): its length in days and victory condition; null = a world without end */
    length_days: number | null;
    victory_kind: string | null;
    victory_hold_days: number | null;
    /** the hold counts only the days after this one ("after day M"); null = from the start */
    victory_after_day: number | null;
    /** time dilation (decision 056): the clock's factor, 1 = normal speed, down to 0.5 */
    dilation: Generated<number>;
    dilation_at: Date | null;
  };
  profiles: {
    id: Generated<string>;
    account_id: string;
    world_id: string;
    username: string;
    avatar: Generated<string>;
    created_at: Generated<Date>;
  };
}
export type WorldRow = Selectable<WorldsTables['worlds']>;
export type ProfileRow = Selectable<WorldsTables['profiles']>;

const q = (ex: Executor) => tables<WorldsTables>(ex);

export function listWorlds(ex: Executor) {
  return q(ex).selectFrom('worlds').selectAll().orderBy('opens_at', 'asc').execute();
}

export function findWorld(ex: Executor, id: string) {
  return q(ex).selectFrom('worlds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a world; undefined when the name is taken. */
export function insertWorld(
  ex: Executor,
  w: {
    name: string;
    opensAt: Date;
    mapSize: number;
    at: Date;
    speed?: number;
    economySpeed?: number;
    beginnerShieldHours: number;
    season?: { lengthDays: number; victoryKind: string; holdDays: number; afterDay?: number } | null;
  },
) {
  return q(ex)
    .insertInto('worlds')
    .values({
      name: w.name,
      opens_at: w.opensAt,
      map_size: w.mapSize,
      created_at: w.at,
      speed: w.speed ?? 1,
      economy_speed: w.economySpeed ?? 1,
      beginner_shield_hours: w.beginnerShieldHours,
      length_days: w.season?.lengthDays ?? null,
      victory_kind: w.season?.victoryKind ?? null,
      victory_hold_days: w.season?.holdDays ?? null,
      victory_after_day: w.season ? (w.season.afterDay ?? 0) : null,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function listProfilesOfAccount(ex: Executor, accountId: string) {
  return q(ex).selectFrom('profiles').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
}

/** Profiles for the control panel, newest first, optionally filtered by a name fragment. */
export function searchProfiles(ex: Executor, search: string | null, limit: number) {
  let query = q(ex)
    .selectFrom('profiles')
    .innerJoin('worlds', 'worlds.id', 'profiles.world_id')
    .select([
      'profiles.id',
      'profiles.username',
      'profiles.avatar',
      'profiles.created_at',
      'profiles.account_id',
      'worlds.name as world_name',
    ])
    .orderBy('profiles.created_at', 'desc')
    .limit(limit);
  if (search)
    query = query.where(sql`lower(profiles.username)`, 'like', `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`);
  return query.execute();
}

export function findProfilesByIds(ex: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q(ex).selectFrom('profiles').select(['id', 'username']).where('id', 'in', ids).execute();
}

/** The world a profile plays in (one round trip: the map reads it on every request). */
export function findWorldOfProfile(ex: Executor, profileId: string) {
  return q(ex)
    .selectFrom('worlds')
    .innerJoin('profiles', 'profiles.world_id', 'worlds.id')
    .selectAll('worlds')
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
}

export function findProfile(ex: Executor, id: string) {
  return q(ex).selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a profile; undefined when the account already has one in that world or the name is taken there. */
export function insertProfile(
  ex: Executor,
  p: { accountId: string; worldId: string; username: string; avatar: string; at: Date },
) {
  return q(ex)
    .insertInto('profiles')
    .values({
      account_id: p.accountId,
      world_id: p.worldId,
      username: p.username,
      avatar: p.avatar,
      created_at: p.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Renames a profile; false when another profile of that world already has the name. */
export async function renameProfile(ex: Executor, id: string, username: string): Promise<boolean> {
  try {
    const r = await q(ex).updateTable('profiles').set({ username }).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  } catch (e) {
    if (String((e as { code?: string }).code) === '23505') return false;
    throw e;
  }
}

export async function setAvatar(ex: Executor, id: string, avatar: string) {
  await q(ex).updateTable('profiles').set({ avatar }).where('id', '=', id).execute();
}

export function nameTakenInWorld(ex: Executor, worldId: string, username: string) {
  return q(ex)
    .selectFrom('profiles')
    .select('id')
    .where('world_id', '=', worldId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** A commander of a world by name, whatever its case. */
export function findProfileByName(ex: Executor, worldId: string, username: string) {
  return q(ex)
    .selectFrom('profiles')
    .select(['id', 'username'])
    .where('world_id', '=', worldId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function setWorldAnnouncement(ex: Executor, worldId: string, text: string | null, at: Date | null) {
  await q(ex).updateTable('worlds').set({ announcement: text, announced_at: at }).where('id', '=', worldId).execute();
}

export function findWorldForUpdate(trx: Executor, id: string) {
  return q(trx).selectFrom('worlds').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateWorldSettings(
  ex: Executor,
  id: string,
  set: { opens_at?: Date; registration_open?: boolean; speed?: number; economy_speed?: number },
) {
  await q(ex).updateTable('worlds').set(set).where('id', '=', id).execute();
}

export async function countProfilesInWorld(ex: Executor, worldId: string): Promise<number> {
  const r = await q(ex)
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('world_id', '=', worldId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Every profile of these accounts (id, account, commander name, world), each account's first first. */
export function profilesOfAccounts(ex: Executor, accountIds: string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('profiles')
    .select(['id', 'account_id', 'username', 'world_id'])
    .where('account_id', 'in', accountIds)
    .orderBy('created_at')
    .execute();
}

/** Every commander of a world (id and name): the rankings and the open data list them all. */
export function profilesOfWorld(ex: Executor, worldId: string) {
  return q(ex).selectFrom('profiles').select(['id', 'username']).where('world_id', '=', worldId).execute();
}

/** Commanders by profile id, with what their public page shows. */
export function commandersByIds(ex: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q(ex)
    .selectFrom('profiles')
    .select(['id', 'account_id', 'world_id', 'username', 'avatar', 'created_at'])
    .where('id', 'in', ids)
    .execute();
}

/** A world's commanders whose name contains `part` (any case), those starting with it first. */
export function searchCommanders(ex: Executor, worldId: string, part: string, limit: number) {
  const p = part.toLowerCase().replace(/[%_\\]/g, '');
  return q(ex)
    .selectFrom('profiles')
    .select(['id', 'username', 'avatar'])
    .where('world_id', '=', worldId)
    .where(sql`lower(username)`, 'like', `%${p}%`)
    .orderBy(sql`lower(username) like ${`${p}%`}`, 'desc')
    .orderBy('username')
    .limit(limit)
    .execute();
}

/** An erased account's commanders stay in their worlds as neutral ghosts: a name made of the id, the first avatar. */
export async function ghostProfilesOfAccount(ex: Executor, accountId: string): Promise<string[]> {
  const rows = await q(ex).selectFrom('profiles').select('id').where('account_id', '=', accountId).execute();
  for (const r of rows)
    await q(ex)
      .updateTable('profiles')
      .set({ username: `Ghost${r.id.replace(/-/g, '').slice(0, 12)}`, avatar: 'commander-1' })
      .where('id', '=', r.id)
      .execute();
  return rows.map((r) => r.id);
}

/** New commanders may join no more (the season's registration closed); false when it was so already. */
export async function closeRegistration(ex: Executor, worldId: string): Promise<boolean> {
  const r = await q(ex)
    .updateTable('worlds')
    .set({ registration_open: false })
    .where('id', '=', worldId)
    .where('registration_open', '=', true)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
