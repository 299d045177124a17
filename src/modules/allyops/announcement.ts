/**
 * The leader's announcement (decision 071): one pinned on top of the alliance chat at a time; posting
 * again replaces it, the leader takes it down. Each posting is pushed once to every member
 * (`alliance-ops` with `what: 'announcement'`, in the posting's transaction).
 */
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { membershipOf, membersOf } from '../alliances/index.ts';
import { profileNames } from '../worlds/index.ts';
import { announcementOf, pinAnnouncement, unpinAnnouncement } from './announcement-repo.ts';
import { allyOpsError } from './errors.ts';

/** Longest announcement, in characters. */
export const MAX_ANNOUNCEMENT = 1000;

export interface AnnouncementView {
  text: string | null;
  postedBy: string | null;
  postedAt: number | null;
  /** the reader leads the alliance: they post, replace and remove it */
  canPost: boolean;
}

async function leaderOf(ex: Executor, profileId: string) {
  const me = await membershipOf(ex, profileId);
  if (!me) throw platformError('NOT_MEMBER');
  if (me.role !== 'leader') throw allyOpsError('ANNOUNCE_ROLE');
  return me;
}

export async function readAnnouncement(db: Db, profileId: string): Promise<AnnouncementView> {
  const me = await membershipOf(db, profileId);
  if (!me) return { text: null, postedBy: null, postedAt: null, canPost: false };
  const row = await announcementOf(db, me.alliance_id);
  const by = row ? ((await profileNames(db, [row.posted_by])).get(row.posted_by) ?? '') : null;
  return {
    text: row?.text ?? null,
    postedBy: by,
    postedAt: row?.posted_at.getTime() ?? null,
    canPost: me.role === 'leader',
  };
}

/** Every member hears once that the pinned announcement changed. */
async function tellMembers(ex: Executor, allianceId: string) {
  for (const m of await membersOf(ex, allianceId))
    await publish(ex, { profileId: m.profile_id, kind: 'alliance-ops', data: { what: 'announcement' } });
}

export async function postAnnouncement(db: Db, profileId: string, raw: string, now: number) {
  const text = raw.trim();
  if (text.length === 0) throw allyOpsError('ANNOUNCE_EMPTY');
  if (text.length > MAX_ANNOUNCEMENT) throw allyOpsError('ANNOUNCE_LONG', { max: MAX_ANNOUNCEMENT });
  await db.transaction().execute(async (trx) => {
    const me = await leaderOf(trx, profileId);
    // one pinned per alliance (the table's key): a new posting replaces the last in place
    await pinAnnouncement(trx, {
      alliance_id: me.alliance_id,
      id: randomUUID(),
      text,
      posted_by: profileId,
      posted_at: new Date(now),
    });
    await tellMembers(trx, me.alliance_id);
  });
  return readAnnouncement(db, profileId);
}

export async function removeAnnouncement(db: Db, profileId: string) {
  return db.transaction().execute(async (trx) => {
    const me = await leaderOf(trx, profileId);
    const gone = await unpinAnnouncement(trx, me.alliance_id);
    if (gone) await tellMembers(trx, me.alliance_id);
    return gone;
  });
}
