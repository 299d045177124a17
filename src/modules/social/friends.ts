/**
 * Friends (a buddy list): one commander asks, the other accepts; either removes the friendship
 * (or the request). Friends see each other's online state as the game shows it: looking at the game now.
 */
import type { Db, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { onlineAccounts } from '../alerts/index.ts';
import { commandersByIds } from '../worlds/index.ts';
import { otherCommander } from './commanders.ts';
import { socialErrors } from './errors.ts';
import {
  acceptFriendRequest,
  deleteFriendship,
  findFriendship,
  holdPair,
  ignoresOne,
  insertFriendRequest,
  listFriendships,
} from './repo.ts';

/** Tells the other commander's open browsers that their list changed. */
const tell = (db: Db, profileId: string) => publish(db, { profileId, kind: 'friends', data: {} });

export async function requestFriend(trx: Trx, profileId: string, username: string, now: number) {
  const other = await otherCommander(trx, profileId, username);
  if (await ignoresOne(trx, other.id, profileId)) throw socialErrors.ignoresYou();
  if (await ignoresOne(trx, profileId, other.id)) throw socialErrors.youIgnore();
  await holdPair(trx, 'friends', profileId, other.id);
  const f = await findFriendship(trx, profileId, other.id);
  if (f?.accepted_at) throw socialErrors.alreadyFriends();
  // they asked me already: asking back is accepting
  if (f && f.asked_by === other.id) {
    await acceptFriendRequest(trx, profileId, other.id, new Date(now));
    await tell(trx, other.id);
    return { username: other.username, status: 'friends' as const };
  }
  if (f || !(await insertFriendRequest(trx, profileId, other.id, new Date(now)))) throw socialErrors.alreadyAsked();
  await tell(trx, other.id);
  return { username: other.username, status: 'asked' as const };
}

export async function acceptFriend(trx: Trx, profileId: string, username: string, now: number) {
  const other = await otherCommander(trx, profileId, username);
  if (!(await acceptFriendRequest(trx, profileId, other.id, new Date(now)))) throw socialErrors.noRequest();
  await tell(trx, other.id);
  return { username: other.username, status: 'friends' as const };
}

/** Ends a friendship, or withdraws or declines a request. */
export async function removeFriend(trx: Trx, profileId: string, username: string) {
  const other = await otherCommander(trx, profileId, username);
  if (!(await deleteFriendship(trx, profileId, other.id))) throw socialErrors.notFriends();
  await tell(trx, other.id);
  return { ok: true };
}

export type FriendStatus = 'friends' | 'asked' | 'asks';

/** The reader's friends (online ones first) and the open requests both ways. */
export async function listFriends(db: Db, profileId: string) {
  const rows = await listFriendships(db, profileId);
  const otherOf = (r: { low_id: string; high_id: string }) => (r.low_id === profileId ? r.high_id : r.low_id);
  const people = new Map((await commandersByIds(db, rows.map(otherOf))).map((p) => [p.id, p]));
  const online = await onlineAccounts(
    db,
    [...people.values()].map((p) => p.account_id),
  );
  const list = rows.map((r) => {
    const p = people.get(otherOf(r));
    const status: FriendStatus = r.accepted_at ? 'friends' : r.asked_by === profileId ? 'asked' : 'asks';
    return {
      username: p?.username ?? '',
      avatar: p?.avatar ?? '',
      status,
      online: status === 'friends' && !!p && online.has(p.account_id),
      since: (r.accepted_at ?? r.created_at).getTime(),
    };
  });
  return list.sort((a, b) => Number(b.online) - Number(a.online) || a.username.localeCompare(b.username));
}
