/**
 * Units lost in battle, counted for the economy page as each battle report is filed (one report per
 * battle and owner, in the battle's transaction): the owner's own losses by type, at home or in a
 * fleet away — an attacker's losses at a pirate ship or an enemy base never reach its home base's
 * ledger, which counted only the defenders' (decision 098).
 */
import type { Executor } from '../../platform/db.ts';
import { battleOutcome } from '../leaderboards/index.ts';
import type { FiledReport } from '../reports/index.ts';
import { worldOfProfile } from '../worlds/index.ts';
import { addUnitsLost } from './repo.ts';

export async function countUnitsLost(ex: Executor, r: FiledReport): Promise<void> {
  // a rally's members read their battle in a rally report, each with its own losses
  if (r.kind !== 'battle' && r.kind !== 'rally') return;
  const o = battleOutcome(r.profileId, r.data);
  if (!o || o.lost <= 0) return;
  const world = await worldOfProfile(ex, r.profileId);
  await addUnitsLost(ex, world.worldId, new Date(r.at).toISOString().slice(0, 10), o.lostUnits);
}
