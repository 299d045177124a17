/**
 * Units conservation (decision 091): a commander's units change only by what the records explain —
 * trained (the bases' tallies), lost in battle, lost on a portal mission or in the vault, brought home
 * as a mission's reward (their reports, counted here as each is filed, in its transaction). Injured
 * troops, healing batches, fleets away and stationed at a host are still the commander's units.
 * Between two runs, any other change is reported per commander; nothing is repaired.
 */
import type { Executor } from '../../platform/db.ts';
import { battleOutcome } from '../leaderboards/index.ts';
import type { FiledReport } from '../reports/index.ts';
import { addUnitMoves, type CensusRow } from './repo.ts';

type Counts = Record<string, number> | undefined;
const sum = (c: Counts) => Object.values(c ?? {}).reduce((a, n) => a + (Number(n) || 0), 0);

/** Units made and destroyed that a report tells of, counted for its owner. */
export async function countUnitMoves(ex: Executor, r: FiledReport): Promise<void> {
  const d = (r.data ?? {}) as { units?: Counts; survivors?: Counts; reward?: { units?: Counts } };
  // a rally's members read their battle in a rally report (their own losses: battleOutcome's owner)
  if (r.kind === 'battle' || r.kind === 'rally') {
    const o = battleOutcome(r.profileId, r.data);
    if (o) await addUnitMoves(ex, r.profileId, 0, o.lost);
  } else if (r.kind === 'portal-mission')
    await addUnitMoves(ex, r.profileId, sum(d.reward?.units), Math.max(0, sum(d.units) - sum(d.survivors)));
  else if (r.kind === 'ephoran-vault')
    await addUnitMoves(ex, r.profileId, 0, Math.max(0, sum(d.units) - sum(d.survivors)));
}

/** A commander whose units changed since the last census by more or less than the records explain. */
export function unexplainedUnits(before: Map<string, CensusRow & { taken_at: Date }>, now: CensusRow[]) {
  const out: { subject: string; details: Record<string, unknown> }[] = [];
  for (const n of now) {
    const b = before.get(n.profile_id);
    if (!b) continue; // first seen in this run: the next run compares
    const trained = Number(n.trained) - Number(b.trained);
    const created = Number(n.created) - Number(b.created);
    const destroyed = Number(n.destroyed) - Number(b.destroyed);
    const expected = Number(b.units) + trained + created - destroyed;
    if (Number(n.units) !== expected)
      out.push({
        subject: n.profile_id,
        details: {
          since: b.taken_at,
          before: Number(b.units),
          trained,
          rewarded: created,
          lost: destroyed,
          expected,
          now: Number(n.units),
          difference: Number(n.units) - expected,
        },
      });
  }
  return out;
}
