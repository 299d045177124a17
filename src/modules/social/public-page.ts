/**
 * A commander's public page: what any commander of the world may know of another (name, avatar,
 * alliance, influence and rank, where the base stands, since when they play), and how the reader
 * stands with them; `markers`: on vacation (`v`), inactive (`i`, `I`) or a ghost (decision 068).
 */
import { commanderMarkers } from '../../platform/commander-markers.ts';
import type { Db } from '../../platform/db.ts';
import { allianceOfCommander } from '../alliances/index.ts';
import { basePositionOfProfile, rankOf } from '../bases/index.ts';
import { commandersByIds, findProfileByName, searchCommanders, worldOfProfile } from '../worlds/index.ts';
import { socialErrors } from './errors.ts';
import { findFriendship, findSharedNetwork, ignoresOne } from './repo.ts';

export async function commanderPage(db: Db, profileId: string, username: string, now: number) {
  const world = await worldOfProfile(db, profileId);
  const found = await findProfileByName(db, world.worldId, username.trim());
  if (!found) throw socialErrors.unknown();
  const [p] = await commandersByIds(db, [found.id]);
  if (!p) throw socialErrors.unknown();
  const own = p.id === profileId;
  const [alliance, rank, base, friendship, ignored, network, markers] = await Promise.all([
    allianceOfCommander(db, p.id),
    rankOf(db, world.worldId, p.id),
    basePositionOfProfile(db, p.id),
    own ? undefined : findFriendship(db, profileId, p.id),
    own ? false : ignoresOne(db, profileId, p.id),
    own ? undefined : findSharedNetwork(db, profileId, p.id),
    commanderMarkers(db, [p.id], now),
  ]);
  const marker = markers.get(p.id);
  return {
    username: p.username,
    avatar: p.avatar,
    memberSince: p.created_at.getTime(),
    alliance: alliance ? { name: alliance.name, tag: alliance.tag } : null,
    influence: rank?.influence ?? 0,
    rank: rank?.rank ?? null,
    base: base ? { x: base.x, y: base.y } : null,
    markers: marker ? [marker] : [],
    own,
    friend: friendship
      ? friendship.accepted_at
        ? 'friends'
        : friendship.asked_by === profileId
          ? 'asked'
          : 'asks'
      : null,
    ignored,
    sharedNetwork: network
      ? network.confirmed_at
        ? 'declared'
        : network.declared_by === profileId
          ? 'asked'
          : 'asks'
      : null,
  };
}
export type CommanderPage = Awaited<ReturnType<typeof commanderPage>>;

/** Commanders of the reader's world by a part of their name (two characters at least). */
export async function findCommanders(db: Db, profileId: string, name: string) {
  const part = name.trim();
  if (part.length < 2) throw socialErrors.search();
  const world = await worldOfProfile(db, profileId);
  const rows = await searchCommanders(db, world.worldId, part, 20);
  return rows.map((r) => ({ username: r.username, avatar: r.avatar }));
}
