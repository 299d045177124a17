/**
 * Watching commanders (decision 068): a new profile's chain starts with its base; every sign-in
 * brings a ghost or removed base back as it stands and makes sure a chain is pending (the pending
 * event reads the new sign-in when it falls due, and looks again later).
 */
import type { Trx } from '../../platform/db.ts';
import { lockAndSettle, saveState } from '../../kernel/index.ts';
import { scheduleEvent } from '../../platform/timeline.ts';
import { baseIdOfProfile, setBaseRemoved } from '../bases/index.ts';
import { profilesOfAccounts } from '../worlds/index.ts';
import { findWatch, saveWatch } from './repo.ts';
import { INACTIVITY_EVENT } from './steps.ts';

const FIRST_LOOK_MS = 26 * 24 * 3_600_000;

/** Under the base's lock: the way back, then a chain pending. */
export async function watchCommander(trx: Trx, profileId: string, now: number): Promise<void> {
  const baseId = await baseIdOfProfile(trx, profileId);
  if (!baseId) return;
  // locked like every step: a sign-in and a ghost step at once are one after the other
  const b = await lockAndSettle(trx, baseId, now);
  if (!b) return;
  if (b.state.ghostSince !== undefined) await saveState(trx, baseId, { ...b.state, ghostSince: undefined });
  if (b.row.removed_at !== null) await setBaseRemoved(trx, baseId, null);
  const w = await findWatch(trx, profileId);
  if (w?.event_id && w.next_due_at && w.next_due_at.getTime() > now) return;
  const e = await scheduleEvent(trx, {
    baseId,
    kind: INACTIVITY_EVENT,
    payload: {},
    startsAt: now,
    dueAt: now + FIRST_LOOK_MS,
  });
  await saveWatch(trx, { profile_id: profileId, base_id: baseId, next_due_at: new Date(e.dueAt), event_id: e.id });
}

/** A sign-in: every profile of the account comes back and is watched. */
export async function comeBackOnSignIn(trx: Trx, accountId: string, now: number): Promise<void> {
  for (const p of await profilesOfAccounts(trx, [accountId])) await watchCommander(trx, p.id, now);
}
