/**
 * The leader's announcement (decision 071): one pinned on top of the alliance chat at a time; posting
 * again replaces it, the leader takes it down. Each posting is pushed once to every member
 * (`alliance-ops` with `what: 'announcement'`, in the posting's transaction), and raises an
 * `announcement` alert for members whose game is closed.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Executor, Trx } from '../../platform/db.ts';
import { platformError } from '../../platform/errors.ts';
import { publish } from '../../platform/pubsub.ts';
import { raiseAlert } from '../alerts/index.ts';
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

/** How long a new announcement is worth an alert to a member who is away. */
const ANNOUNCEMENT_NEWS_MS = 24 * 3_600_000;
/** How much of the text the alert carries (a push shows a line or two). */
const ALERT_EXCERPT = 140;

/** Every member hears once that the pinned announcement changed. */
async function tellMembers(ex: Executor, allianceId: string) {
  for (const m of await membersOf(ex, allianceId))
    await publish(ex, { profileId: m.profile_id, kind: 'alliance-ops', data: { what: 'announcement' } });
}

/**
 * A new posting reaches members whose game is closed: an `announcement` alert (push and/or e-mail as
 * each asked for; nothing to one looking at the game, the alerts module's rule), once per posting
 * (keyed by its id), not to the leader who wrote it.
 */
async function alertMembers(
  ex: Executor,
  posting: { allianceId: string; id: string; by: string; text: string },
  now: number,
) {
  const others = (await membersOf(ex, posting.allianceId)).map((m) => m.profile_id).filter((p) => p !== posting.by);
  if (others.length === 0) return;
  const name = (await profileNames(ex, [posting.by])).get(posting.by) ?? '';
  const text =
    posting.text.length > ALERT_EXCERPT ? `${posting.text.slice(0, ALERT_EXCERPT - 1).trimEnd()}…` : posting.text;
  await raiseAlert(ex, {
    profileIds: others,
    kind: 'announcement',
    sourceId: posting.id,
    data: { by: name, text },
    at: now,
    expiresAt: now + ANNOUNCEMENT_NEWS_MS,
  });
}

export async function postAnnouncement(trx: Trx, profileId: string, raw: string, now: number) {
  const text = raw.trim();
  if (text.length === 0) throw allyOpsError('ANNOUNCE_EMPTY');
  if (text.length > MAX_ANNOUNCEMENT) throw allyOpsError('ANNOUNCE_LONG', { max: MAX_ANNOUNCEMENT });
  const me = await leaderOf(trx, profileId);
  // one pinned per alliance (the table's key): a new posting replaces the last in place
  const id = randomUUID();
  await pinAnnouncement(trx, {
    alliance_id: me.alliance_id,
    id,
    text,
    posted_by: profileId,
    posted_at: new Date(now),
  });
  await tellMembers(trx, me.alliance_id);
  await alertMembers(trx, { allianceId: me.alliance_id, id, by: profileId, text }, now);
}

export async function removeAnnouncement(trx: Trx, profileId: string) {
  const me = await leaderOf(trx, profileId);
  const gone = await unpinAnnouncement(trx, me.alliance_id);
  if (gone) await tellMembers(trx, me.alliance_id);
  return gone;
}
