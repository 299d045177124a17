/**
 * What other modules may read of a base. Anything the timeline changes (levels, stores, units) is
 * read settled: the base is locked and brought to `now` first, so an embassy finished by the clock
 * counts even when nothing else has settled the base yet. Where a base stands is not timeline state
 * (a move is a command under the lock), so positions are read as stored.
 *
 * Summaries written on the row by every settle (influence, the command center's level on the map)
 * are read as stored by lists that span many bases (leaderboards, an alliance's members, the map):
 * locking every listed base would make a read contend with the game; the timeline's alarm applies
 * each event at its due time, so such a figure trails the clock by at most the applied-late figure
 * /control shows. docs/decisions/016-timeline-across-bases.md.
 */
import type { BaseState } from '../../game/index.ts';
import type { Db, Executor } from '../../platform/db.ts';
import { lockAndSettleProfile } from '../../kernel/index.ts';
import { findBase, findBaseByProfile } from './repo.ts';

/** The profile's base settled to `now` (its own short transaction): levels, stores, units as of now. */
export async function settledBaseOfProfile(db: Db, profileId: string, now: number): Promise<BaseState> {
  return db.transaction().execute(async (trx) => (await lockAndSettleProfile(trx, profileId, now)).state);
}

/** Where the profile's base stands, and its command center's level as stored (null when it has none). */
export async function basePositionOfProfile(
  ex: Executor,
  profileId: string,
): Promise<{ id: string; x: number; y: number; commandCenter: number } | null> {
  const b = await findBaseByProfile(ex, profileId);
  return b ? { id: b.id, x: b.x, y: b.y, commandCenter: b.buildings['command-center'] ?? 1 } : null;
}

/** Where a base stands, whose it is and whether it is on vacation (null when there is none). */
export async function basePosition(
  ex: Executor,
  baseId: string,
): Promise<{ id: string; x: number; y: number; profileId: string; onVacation: boolean } | null> {
  const b = await findBase(ex, baseId);
  return b ? { id: b.id, x: b.x, y: b.y, profileId: b.profile_id, onVacation: b.frozen_since !== null } : null;
}
