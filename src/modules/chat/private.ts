/**
 * Private messages between two commanders of a world: a thread per pair, unread until the reader
 * opens it; the recipient's open browsers hear of a new one at once.
 */
import { platformError } from '../../platform/errors.ts';
import { refuseIfWorldClosed } from './closed.ts';
import { refuseIfMuted } from './mutes.ts';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import { ignoredBy, refuseIfIgnored } from '../social/index.ts';
import { findProfileByName, profileNames, worldOfProfile } from '../worlds/index.ts';
import { conversations, insertPrivate, lastPrivateAt, markThreadRead, thread } from './private-repo.ts';
import { holdAuthorPace } from './repo.ts';
import { chatErrors, COMMENT_PACE_MS, MAX_COMMENT } from './service.ts';
import { chatError } from './errors.ts';

export const privateErrors = {
  unknown: () => platformError('UNKNOWN_COMMANDER'),
  self: () => chatError('SELF_MESSAGE'),
};

async function partner(db: Executor, profileId: string, username: string) {
  const world = await worldOfProfile(db, profileId);
  const other = await findProfileByName(db, world.worldId, username.trim());
  if (!other) throw privateErrors.unknown();
  if (other.id === profileId) throw privateErrors.self();
  return { world, other };
}

const view = (
  m: { id: string; from_profile: string; text: string; created_at: Date },
  me: string,
  names: Map<string, string>,
) => ({
  _id: String(m.id),
  from: names.get(m.from_profile) ?? '',
  text: m.text,
  createdAt: m.created_at.getTime(),
  own: m.from_profile === me,
});
export type PrivateView = ReturnType<typeof view>;

/** The thread with a commander, newest first; opening it reads what they wrote. */
export async function readThread(
  db: Db,
  profileId: string,
  username: string,
  offset: number,
  limit: number,
  now: number,
) {
  const { other } = await partner(db, profileId, username);
  const all = await thread(db, profileId, other.id, Math.max(0, offset), Math.max(1, Math.min(100, limit)));
  // what a commander the reader ignores wrote is hidden (the reader's own lines stay)
  const hide = (await ignoredBy(db, profileId)).has(other.id);
  const rows = hide ? all.filter((r) => r.from_profile === profileId) : all;
  await markThreadRead(db, profileId, other.id, new Date(now));
  const names = await profileNames(db, [profileId, other.id]);
  return rows.map((r) => view(r, profileId, names));
}

export async function sendPrivate(trx: Trx, profileId: string, username: string, raw: string, now: number) {
  const text = raw.trim();
  if (text.length === 0) throw chatErrors.empty();
  if (text.length > MAX_COMMENT) throw chatErrors.tooLong();
  const { world, other } = await partner(trx, profileId, username);
  await refuseIfWorldClosed(trx, profileId, now);
  await refuseIfMuted(trx, profileId, now);
  await refuseIfIgnored(trx, other.id, profileId);
  await holdAuthorPace(trx, 'private', profileId);
  const last = await lastPrivateAt(trx, profileId);
  if (last !== null && now - last < COMMENT_PACE_MS) throw chatErrors.tooFast();
  const row = await insertPrivate(trx, {
    world_id: world.worldId,
    from_profile: profileId,
    to_profile: other.id,
    text,
    created_at: new Date(now),
  });
  const names = await profileNames(trx, [profileId, other.id]);
  await publish(trx, {
    profileId: other.id,
    kind: 'private-message',
    data: { ...view(row, other.id, names), with: names.get(profileId) ?? '' },
  });
  return view(row, profileId, names);
}

export async function listConversations(db: Db, profileId: string) {
  const ignored = await ignoredBy(db, profileId);
  const rows = (await conversations(db, profileId)).filter((r) => !ignored.has(r.other));
  const names = await profileNames(
    db,
    rows.map((r) => r.other),
  );
  return rows.map((r) => ({
    with: names.get(r.other) ?? '',
    lastText: r.last_text,
    lastAt: new Date(r.last_at).getTime(),
    unread: Number(r.unread),
  }));
}
