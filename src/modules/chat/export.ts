/** What the chat holds of a commander, for their data export: their chat lines and private messages. */
import type { Executor } from '../../platform/db.ts';
import { profileNames } from '../worlds/index.ts';
import { privateMessagesOf } from './private-repo.ts';
import { commentsOf } from './repo.ts';

export async function chatDataOf(ex: Executor, profileId: string) {
  const [comments, messages] = await Promise.all([commentsOf(ex, profileId), privateMessagesOf(ex, profileId)]);
  const names = await profileNames(ex, [...new Set(messages.flatMap((m) => [m.from_profile, m.to_profile]))]);
  return {
    chatLines: comments.map((c) => ({
      channel: c.channel.startsWith('alliance') ? 'alliance' : 'global',
      text: c.text,
      at: c.created_at.toISOString(),
    })),
    privateMessages: messages.map((m) => ({
      from: names.get(m.from_profile) ?? '',
      to: names.get(m.to_profile) ?? '',
      text: m.text,
      at: m.created_at.toISOString(),
    })),
  };
}
