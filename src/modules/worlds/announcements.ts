/**
 * A world's announcement: one text an admin sets for every commander of a world, shown
 * on top of the game and pushed live to those signed in; an empty text takes it down. Audit-logged.
 */
import type { Executor, Trx } from '../../platform/db.ts';
import { publish } from '../../platform/pubsub.ts';
import type { Session } from '../../platform/trpc.ts';
import { recordAdminAction } from '../audit/index.ts';
import { worldsErrors } from './errors.ts';
import { findProfile, findWorld, setWorldAnnouncement } from './repo.ts';

export const announcementTopic = (worldId: string) => `world:${worldId}:announcement`;

export interface Announcement {
  text: string | null;
  /** epoch ms it was set (a new one shows again after a reader put the last one away) */
  at: number | null;
}

export async function setAnnouncement(
  trx: Trx,
  admin: Pick<Session, 'accountId' | 'username'>,
  input: { worldId: string; text: string; reason: string },
  now: number,
): Promise<Announcement> {
  const text = input.text.trim() || null;
  const w = await findWorld(trx, input.worldId);
  if (!w) throw worldsErrors.worldNotFound();
  const after: Announcement = { text, at: text ? now : null };
  await setWorldAnnouncement(trx, w.id, text, text ? new Date(now) : null);
  await publish(trx, { topic: announcementTopic(w.id), kind: 'announcement', data: { ...after } });
  await recordAdminAction(
    trx,
    admin,
    text ? 'world-announcement' : 'world-announcement-removed',
    w.name,
    { reason: input.reason, before: { text: w.announcement }, after: { text } },
    now,
  );
  return after;
}

/** The announcement of the commander's world, if any. */
export async function announcementFor(ex: Executor, profileId: string): Promise<Announcement & { worldId: string }> {
  const p = await findProfile(ex, profileId);
  const w = p ? await findWorld(ex, p.world_id) : undefined;
  if (!w) throw worldsErrors.profileNotFound();
  return { worldId: w.id, text: w.announcement, at: w.announced_at?.getTime() ?? null };
}
