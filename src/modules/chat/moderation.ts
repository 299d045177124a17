/**
 * Chat moderation: players report a message; admins see the open reports, take a message
 * down (it leaves every reader's list at once), mute a commander for a while or lift it, or dismiss a
 * report. Admin actions are audit-logged in their own transaction with the reason.
 */
import type { Db, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { profileNames } from '../worlds/index.ts';
import { channelKey, topicOf } from './service.ts';
import {
  findComment,
  findCommentForUpdate,
  insertReport,
  markDeleted,
  mutedUntil,
  openReports,
  resolveReports,
  setMute,
} from './repo.ts';
import { chatError } from './errors.ts';

type Admin = Pick<Session, 'accountId' | 'username'>;

export const moderationErrors = {
  noComment: () => chatError('COMMENT_NOT_FOUND', { field: 'commentId' }),
  ownComment: () => chatError('OWN_COMMENT', { field: 'commentId' }),
  alreadyReported: () => chatError('ALREADY_REPORTED'),
  noReports: () => chatError('NO_OPEN_REPORTS'),
};

/** A reader reports a message they can see (their world's global channel or their alliance's). */
export async function reportComment(trx: Trx, profileId: string, commentId: string, now: number) {
  const c = await findComment(trx, commentId);
  if (!c || c.deleted_at) throw moderationErrors.noComment();
  const seen = await channelKey(trx, profileId, c.channel === 'global' ? 'global' : 'alliance').catch(() => null);
  if (!seen || seen.worldId !== c.world_id || seen.key !== c.channel) throw moderationErrors.noComment();
  if (c.profile_id === profileId) throw moderationErrors.ownComment();
  if (!(await insertReport(trx, { comment_id: commentId, reporter_id: profileId, created_at: new Date(now) })))
    throw moderationErrors.alreadyReported();
  return { ok: true };
}

export async function listReports(db: Db) {
  const rows = await openReports(db, 100);
  const names = await profileNames(db, [...new Set(rows.map((r) => r.profile_id))]);
  return rows.map((r) => ({
    commentId: String(r.comment_id),
    text: r.text,
    author: names.get(r.profile_id) ?? '',
    authorId: r.profile_id,
    channel: r.channel.startsWith('alliance:') ? 'alliance' : 'global',
    writtenAt: r.created_at.getTime(),
    reports: Number(r.reports),
    firstReportedAt: new Date(r.first_reported_at as unknown as string).getTime(),
  }));
}

/** Takes a message down: hidden from every list, gone from open chats at once; its reports close. */
export async function deleteComment(trx: Trx, admin: Admin, input: { commentId: string; reason: string }, now: number) {
  const c = await findCommentForUpdate(trx, input.commentId);
  if (!c || c.deleted_at) throw moderationErrors.noComment();
  await markDeleted(trx, c.id, new Date(now));
  const closed = await resolveReports(trx, c.id, new Date(now), 'deleted');
  const channel = c.channel === 'global' ? 'global' : 'alliance';
  await publish(trx, {
    topic: topicOf(c.world_id, c.channel),
    kind: 'comment',
    data: { _id: String(c.id), channel, author: '', text: '', createdAt: c.created_at.getTime(), deleted: true },
  });
  await recordAdminAction(
    trx,
    admin,
    'chat-delete',
    c.profile_id,
    {
      reason: input.reason,
      commentId: String(c.id),
      before: { text: c.text },
      after: { text: null },
      reportsClosed: closed,
    },
    now,
  );
  return { ok: true };
}

/** Mutes a commander in chat (global, alliance and private) for `minutes`, or lifts it (0). */
export async function muteCommander(
  trx: Trx,
  admin: Admin,
  input: { profileId: string; minutes: number; reason: string },
  now: number,
) {
  if (!(await profileNames(trx, [input.profileId])).has(input.profileId))
    throw platformError('PROFILE_NOT_FOUND', { field: 'profileId' });
  const before = await mutedUntil(trx, input.profileId);
  const until = input.minutes > 0 ? new Date(now + input.minutes * 60_000) : null;
  await setMute(trx, input.profileId, until, input.reason);
  await recordAdminAction(
    trx,
    admin,
    until ? 'chat-mute' : 'chat-unmute',
    input.profileId,
    {
      reason: input.reason,
      before: { mutedUntil: before && before.until.getTime() > now ? before.until.getTime() : null },
      after: { mutedUntil: until?.getTime() ?? null },
    },
    now,
  );
  return { mutedUntil: until?.getTime() ?? null };
}

/** Closes a message's reports without action (it was harmless). */
export async function dismissReports(
  trx: Trx,
  admin: Admin,
  input: { commentId: string; reason: string },
  now: number,
) {
  const closed = await resolveReports(trx, input.commentId, new Date(now), 'dismissed');
  if (closed === 0) throw moderationErrors.noReports();
  await recordAdminAction(
    trx,
    admin,
    'chat-dismiss-reports',
    input.commentId,
    { reason: input.reason, reportsClosed: closed },
    now,
  );
  return { ok: true };
}
