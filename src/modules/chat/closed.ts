/**
 * A closed world's chat is read-only (decision 069): once its season has ended (by the clock, job
 * run or not) its world chat, alliance chats and private chats keep every message for reading and
 * take no new one — the world is frozen as its hall of fame shows it. Reporting a message to the
 * moderators still works.
 */
import type { Executor } from '../../platform/db.ts';
import { findWorldOfProfile, phaseOf, seasonOf } from '../worlds/index.ts';
import { chatError } from './errors.ts';

export async function refuseIfWorldClosed(ex: Executor, profileId: string, now: number): Promise<void> {
  const w = await findWorldOfProfile(ex, profileId);
  if (w && phaseOf(seasonOf(w), now) === 'ended') throw chatError('CHAT_CLOSED');
}
