/**
 * Battles counted for the rankings as their reports are filed, in the report's transaction (a
 * report is filed exactly once per battle and owner): won, enemy units destroyed, own units lost.
 */
import type { FiledReport } from '../reports/index.ts';
import type { Executor } from '../../platform/db.ts';
import { addBattle } from './repo.ts';

type Counts = Record<string, number>;
interface Side {
  before?: Counts;
  lost?: Counts;
  owners?: { ownerId: string; before?: Counts; lost?: Counts }[];
}
interface BattleData {
  role?: string;
  result?: { winner?: string; attacker?: Side; defender?: Side };
}

const sum = (c: Counts | undefined) => Object.values(c ?? {}).reduce((a, n) => a + (Number(n) || 0), 0);

/** One owner's part of a battle from its report: null when the report tells no battle. */
export function battleOutcome(profileId: string, data: unknown) {
  const d = (data ?? {}) as BattleData;
  const result = d.result;
  if (!result?.attacker || !result.defender || !result.winner) return null;
  const attacking = d.role === undefined || d.role === 'attack';
  const mine = attacking ? result.attacker : result.defender;
  const theirs = attacking ? result.defender : result.attacker;
  // with several owners on a side, each has its own losses and its share of what the side destroyed
  const owner = mine.owners?.find((o) => o.ownerId === profileId);
  const share = owner && sum(mine.before) > 0 ? sum(owner.before) / sum(mine.before) : 1;
  const won = attacking ? result.winner === 'attacker' : result.winner !== 'attacker';
  const lostUnits = (owner ? owner.lost : mine.lost) ?? {};
  return {
    won: won ? 1 : 0,
    destroyed: Math.round(sum(theirs.lost) * share),
    lost: sum(lostUnits),
    /** this owner's own units lost, by type (at home or in a fleet away) */
    lostUnits,
  };
}

export async function countBattle(ex: Executor, r: FiledReport): Promise<void> {
  if (r.kind !== 'battle') return;
  const o = battleOutcome(r.profileId, r.data);
  if (o) await addBattle(ex, r.profileId, o.won, o.destroyed, o.lost);
}
