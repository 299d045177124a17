/**
 * Watching commanders (decision 068): a new profile's first look is planned with its base; every
 * sign-in brings a ghost or removed base back as it stands and plans the next look afresh (the
 * pending one is replaced: its steps never come).
 */
import type { Trx } from '../../platform/db.ts';
import { lockAndSettle, saveState } from '../../kernel/index.ts';
import { baseIdOfProfile, setBaseRemoved } from '../bases/index.ts';
import { profilesOfAccounts } from '../worlds/index.ts';
import { planLook } from './steps.ts';

const FIRST_LOOK_MS = 26 * 24 * 3_600_000;

/** A new profile: its first look, 26 days on. */
export async function watchCommander(trx: Trx, profileId: string, now: number): Promise<void> {
  const baseId = await baseIdOfProfile(trx, profileId);
  if (baseId) await planLook(trx, profileId, baseId, now + FIRST_LOOK_MS);
}

/** A sign-in: every profile of the account comes back (under its base's lock, like every step). */
export async function comeBackOnSignIn(trx: Trx, accountId: string, now: number): Promise<void> {
  for (const p of await profilesOfAccounts(trx, [accountId])) {
    const baseId = await baseIdOfProfile(trx, p.id);
    if (!baseId) continue;
    // locked like every step: a sign-in and a ghost step at once are one after the other
    const b = await lockAndSettle(trx, baseId, now);
    if (!b) continue;
    if (b.state.ghostSince !== undefined) await saveState(trx, baseId, { ...b.state, ghostSince: undefined });
    if (b.row.removed_at !== null) await setBaseRemoved(trx, baseId, null);
    await planLook(trx, p.id, baseId, now + FIRST_LOOK_MS);
  }
}
