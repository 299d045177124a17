/** A muted commander writes nothing (global, alliance or private) until the mute ends. */
import type { Executor } from '../../platform/db.ts';
import { mutedUntil } from './repo.ts';
import { chatError } from './errors.ts';

/** Refuses a muted commander's message ('You are muted in chat until … UTC'). */
export async function refuseIfMuted(ex: Executor, profileId: string, now: number) {
  const m = await mutedUntil(ex, profileId);
  if (m && m.until.getTime() > now)
    throw chatError('MUTED', { until: m.until.toISOString().slice(0, 16).replace('T', ' ') });
}
