/**
 * Chat: each world's global channel and each alliance's channel. A message goes out to everyone
 * listening on its channel when it commits; lists page back from the newest.
 */
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { membershipOf } from '../alliances/index.ts';
import { ignoredBy } from '../social/index.ts';
import { profileNames, worldOfProfile } from '../worlds/index.ts';
import { refuseIfWorldClosed } from './closed.ts';
import { refuseIfMuted } from './mutes.ts';
import { holdAuthorPace, insertComment, lastCommentAt, listComments } from './repo.ts';
import { chatError } from './errors.ts';

export type Channel = 'global' | 'alliance';
/** Longest message, in characters. */
export const MAX_COMMENT = 500;
/** A commander writes at most one message per this many ms. */
export const COMMENT_PACE_MS = 1500;

export const chatErrors = {
  empty: () => chatError('EMPTY_COMMENT'),
  tooLong: () => chatError('LONG_COMMENT', { max: MAX_COMMENT }),
  tooFast: () => chatError('COMMENT_PACE'),
  noAlliance: () => platformError('NOT_MEMBER'),
};

/** The channel's key in the store and on the push hub: the world's global one, or the reader's alliance's. */
export async function channelKey(
  ex: Executor,
  profileId: string,
  channel: Channel,
): Promise<{ worldId: string; key: string }> {
  const world = await worldOfProfile(ex, profileId);
  if (channel === 'global') return { worldId: world.worldId, key: 'global' };
  const me = await membershipOf(ex, profileId);
  if (!me) throw chatErrors.noAlliance();
  return { worldId: world.worldId, key: `alliance:${me.alliance_id}` };
}
export const topicOf = (worldId: string, key: string) => `chat:${worldId}:${key}`;

const view = (
  c: { id: string; text: string; created_at: Date; profile_id: string },
  author: string,
  channel: Channel,
) => ({
  _id: String(c.id),
  channel,
  author,
  /** the author's profile id: a reader who ignores them is not shown the line */
  authorId: c.profile_id,
  text: c.text,
  createdAt: c.created_at.getTime(),
  deleted: false,
});
export type CommentView = ReturnType<typeof view>;

export async function readComments(db: Db, profileId: string, channel: Channel, offset: number, limit: number) {
  const { worldId, key } = await channelKey(db, profileId, channel);
  const all = await listComments(db, worldId, key, Math.max(0, offset), Math.max(1, Math.min(100, limit)));
  const ignored = await ignoredBy(db, profileId);
  const rows = all.filter((r) => !ignored.has(r.profile_id));
  const names = await profileNames(db, [...new Set(rows.map((r) => r.profile_id))]);
  return rows.map((r) => view(r, names.get(r.profile_id) ?? '', channel));
}

export async function postComment(trx: Trx, profileId: string, channel: Channel, raw: string, now: number) {
  const text = raw.trim();
  if (text.length === 0) throw chatErrors.empty();
  if (text.length > MAX_COMMENT) throw chatErrors.tooLong();
  const { worldId, key } = await channelKey(trx, profileId, channel);
  await refuseIfWorldClosed(trx, profileId, now);
  await refuseIfMuted(trx, profileId, now);
  await holdAuthorPace(trx, 'comment', profileId);
  const last = await lastCommentAt(trx, profileId);
  if (last !== null && now - last < COMMENT_PACE_MS) throw chatErrors.tooFast();
  const row = await insertComment(trx, {
    world_id: worldId,
    channel: key,
    profile_id: profileId,
    text,
    created_at: new Date(now),
  });
  const c = view(row, (await profileNames(trx, [profileId])).get(profileId) ?? '', channel);
  await publish(trx, { topic: topicOf(worldId, key), kind: 'comment', data: c });
  return c;
}

/** The topics a reader listens to: the world's global channel and their alliance's, if any. */
export async function topicsFor(ex: Executor, profileId: string): Promise<string[]> {
  const world = await worldOfProfile(ex, profileId);
  const me = await membershipOf(ex, profileId);
  return [topicOf(world.worldId, 'global'), ...(me ? [topicOf(world.worldId, `alliance:${me.alliance_id}`)] : [])];
}
