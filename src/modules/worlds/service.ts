import { catchUpBoosts, worldSeed } from '../../game/index.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { config } from '../../platform/config.ts';
import type { Session } from '../../platform/trpc.ts';
import { setSessionProfile } from '../accounts/index.ts';
import { recordAdminAction } from '../audit/index.ts';
import { basePositionOfProfile, placeBase } from '../bases/index.ts';
import { isAvatar } from './avatars.ts';
import { profileCreated } from './profile-created.ts';
import { worldsErrors } from './errors.ts';
import { forgetWorldEnds } from './ends.ts';
import {
  countProfilesInWorld,
  findProfile,
  findProfilesByIds,
  findWorld,
  findWorldForUpdate,
  findWorldOfProfile,
  insertProfile,
  insertWorld,
  listProfilesOfAccount,
  nameTakenInWorld,
  renameProfile,
  setAvatar,
  updateWorldSettings,
  type WorldRow,
} from './repo.ts';
import { seasonOf, type VictoryKind, worldCreated } from './season.ts';

const USERNAME = /^[a-zA-Z0-9]{3,30}$/;

export const worldView = (w: WorldRow, now: number) => ({
  id: w.id,
  name: w.name,
  opensAt: w.opens_at,
  isOpen: w.opens_at.getTime() <= now,
  mapSize: w.map_size,
  speed: w.speed,
  economySpeed: w.economy_speed ?? 1,
  registrationOpen: w.registration_open,
  season: seasonOf(w),
});

export async function profileView(db: Db, profileId: string, now: number) {
  const p = await findProfile(db, profileId);
  if (!p) throw worldsErrors.profileNotFound();
  const world = await findWorld(db, p.world_id);
  const base = await basePositionOfProfile(db, p.id);
  return {
    id: p.id,
    username: p.username,
    avatar: p.avatar,
    createdAt: p.created_at,
    accountId: p.account_id,
    world: world ? worldView(world, now) : null,
    base: base ? { x: base.x, y: base.y } : null,
  };
}

/** The world a profile lives in: its id, map size and map seed (for the galaxy map and marches). */
export async function worldOfProfile(ex: Executor, profileId: string) {
  const w = await findWorldOfProfile(ex, profileId);
  if (!w) throw worldsErrors.profileNotFound();
  return { worldId: w.id, mapSize: w.map_size, seed: worldSeed(w.id) };
}

/** Commander names by profile id. */
export async function profileNames(ex: Executor, ids: string[]): Promise<Map<string, string>> {
  return new Map((await findProfilesByIds(ex, ids)).map((p) => [p.id, p.username]));
}

/**
 * Creates the account's profile in an open world, places its base, and enters it in this session;
 * answers the profile's id (the procedure reads its view with the pool once this has committed).
 */
export async function createProfile(
  trx: Trx,
  session: Session,
  input: { worldId: string; username: string; avatar?: string | null },
  now: number,
) {
  if (!USERNAME.test(input.username)) throw worldsErrors.createProfile('username');
  const avatar = input.avatar ?? 'commander-1';
  if (!isAvatar(avatar)) throw worldsErrors.createProfile('avatar');
  const world = await findWorld(trx, input.worldId);
  if (!world || world.opens_at.getTime() > now) throw worldsErrors.createProfile('world-not-open');
  // the season's registration closed (decision 069): refused by the clock, whether or not its step ran
  // (a world shorter than a week is in its final week from the start, yet open to newcomers until then)
  const season = seasonOf(world);
  if (season && now >= season.registrationClosesAt) throw worldsErrors.registrationClosed();
  if (!world.registration_open) throw worldsErrors.createProfile('registration-closed');
  const firstProfile = (await listProfilesOfAccount(trx, session.accountId)).length === 0;
  if (await nameTakenInWorld(trx, world.id, input.username)) throw worldsErrors.createProfile('username-taken');
  const profile = await insertProfile(trx, {
    accountId: session.accountId,
    worldId: world.id,
    username: input.username,
    avatar,
    at: new Date(now),
  });
  if (!profile) throw worldsErrors.createProfile('already-in-world');
  await placeBase(trx, {
    profileId: profile.id,
    worldId: world.id,
    mapSize: world.map_size,
    seed: worldSeed(world.id),
    speed: world.speed,
    economySpeed: world.economy_speed,
    shieldHours: world.beginner_shield_hours,
    now,
    // a late joiner's production bonus (decision 069): a new account's first profile only
    boosts: catchUpBoosts({ worldStartedAt: world.opens_at.getTime(), joinedAt: now, firstProfile }),
  });
  await setSessionProfile(trx, session.sessionId, profile.id);
  await profileCreated(trx, profile.id, now);
  return profile.id;
}

/** Enters one of the account's own profiles (in an open world) for this session. */
export async function enterProfile(db: Db, session: Session, profileId: string, now: number) {
  const p = await findProfile(db, profileId);
  if (!p || p.account_id !== session.accountId) throw worldsErrors.enterProfile();
  const world = await findWorld(db, p.world_id);
  if (!world || world.opens_at.getTime() > now) throw worldsErrors.enterProfile();
  await setSessionProfile(db, session.sessionId, p.id);
  return profileView(db, p.id, now);
}

export async function changeUsername(db: Db, profileId: string, username: string, now: number) {
  if (!USERNAME.test(username)) throw worldsErrors.usernameChange('invalid');
  if (!(await renameProfile(db, profileId, username))) throw worldsErrors.usernameChange('taken');
  return profileView(db, profileId, now);
}

export async function changeAvatar(db: Db, profileId: string, avatar: string, now: number) {
  if (!isAvatar(avatar)) throw worldsErrors.avatarChange();
  await setAvatar(db, profileId, avatar);
  return profileView(db, profileId, now);
}

export async function createWorld(
  trx: Trx,
  admin: Session,
  input: {
    name: string;
    opensAt: Date;
    mapSize?: number;
    season?: { lengthDays: number; victoryKind: VictoryKind; holdDays: number; afterDay?: number } | null;
  },
  now: number,
) {
  const season = input.season ?? null;
  const w = await insertWorld(trx, {
    name: input.name.trim(),
    opensAt: input.opensAt,
    mapSize: input.mapSize ?? 200,
    at: new Date(now),
    beginnerShieldHours: config.beginnerShieldHours,
    season,
  });
  if (!w) throw worldsErrors.worldNameTaken();
  await worldCreated(trx, w, now);
  await recordAdminAction(
    trx,
    admin,
    'create-world',
    w.name,
    { worldId: w.id, opensAt: w.opens_at.toISOString(), season },
    now,
  );
  return worldView(w, now);
}

/** First start: one open world so a new player has somewhere to go. */
export async function seedWorld(db: Db, now: number, speed = 1, economySpeed = 1) {
  const existing = await db.selectFrom('worlds').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await insertWorld(db, {
    name: 'Andromeda Reach',
    opensAt: new Date(now),
    mapSize: 200,
    at: new Date(now),
    speed,
    economySpeed,
    beginnerShieldHours: config.beginnerShieldHours,
  });
  return true;
}

/** An admin renames a commander (an offensive name), by the rules of the player's own change; inside the admin's transaction. */
export async function renameCommander(
  ex: Executor,
  profileId: string,
  username: string,
): Promise<{ before: string; after: string }> {
  if (!USERNAME.test(username)) throw worldsErrors.usernameChange('invalid');
  const p = await findProfile(ex, profileId);
  if (!p) throw worldsErrors.profileNotFound();
  const taken = await nameTakenInWorld(ex, p.world_id, username);
  if (taken && taken.id !== p.id) throw worldsErrors.usernameChange('taken');
  await renameProfile(ex, profileId, username);
  return { before: p.username, after: username };
}

/**
 * An admin changes a world's settings: its opening time, whether new commanders may join,
 * and its two speeds (decision 042: the fleet and timer speed, the economy speed) — only while no
 * commander lives there yet (bases keep the speeds they were made with). Audit-logged with the
 * values before and after.
 */
export async function changeWorldSettings(
  trx: Trx,
  admin: Session,
  input: {
    worldId: string;
    opensAt?: Date;
    registrationOpen?: boolean;
    speed?: number;
    economySpeed?: number;
    reason: string;
  },
  now: number,
) {
  const w = await findWorldForUpdate(trx, input.worldId);
  if (!w) throw worldsErrors.worldNotFound();
  const set: { opens_at?: Date; registration_open?: boolean; speed?: number; economy_speed?: number } = {};
  if (input.opensAt && input.opensAt.getTime() !== w.opens_at.getTime()) set.opens_at = input.opensAt;
  if (input.registrationOpen !== undefined && input.registrationOpen !== w.registration_open)
    set.registration_open = input.registrationOpen;
  if (input.speed !== undefined && input.speed !== w.speed) {
    if ((await countProfilesInWorld(trx, w.id)) > 0) throw worldsErrors.speedLocked();
    set.speed = input.speed;
  }
  if (input.economySpeed !== undefined && input.economySpeed !== w.economy_speed) {
    if ((await countProfilesInWorld(trx, w.id)) > 0) throw worldsErrors.speedLocked('economySpeed');
    set.economy_speed = input.economySpeed;
  }
  if (Object.keys(set).length === 0) throw worldsErrors.nothingChanged();
  await updateWorldSettings(trx, w.id, set);
  // the settle's horizon reads the world's end from memory: read it again
  if (set.opens_at) forgetWorldEnds();
  const before = {
    opensAt: w.opens_at.toISOString(),
    registrationOpen: w.registration_open,
    speed: w.speed,
    economySpeed: w.economy_speed,
  };
  const after = {
    opensAt: (set.opens_at ?? w.opens_at).toISOString(),
    registrationOpen: set.registration_open ?? w.registration_open,
    speed: set.speed ?? w.speed,
    economySpeed: set.economy_speed ?? w.economy_speed,
  };
  await recordAdminAction(trx, admin, 'world-settings', w.name, { reason: input.reason, before, after }, now);
  return worldView({ ...w, ...set }, now);
}
