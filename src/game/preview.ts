/**
 * A battle's odds before sending: the same engine the server fights with, run over a
 * handful of seeds, from what the player knows (a pirate ship's crew is public: its level says it).
 * The browser shows it in the send dialog; the server never reads it.
 */
import { type CombatStats, plainStats, simulateBattle } from './combat.ts';
import { createRng } from './random.ts';
import { UNIT_IDS, type UnitCounts, type UnitId } from './units.ts';

export const PREVIEW_SEEDS = 24;

export interface BattlePreview {
  /** 0 to 1: the share of the seeds the attacker won */
  winChance: number;
  /** units lost on average, rounded */
  expectedLosses: UnitCounts;
  /** seeds tried */
  runs: number;
}

export function previewBattle(
  attacker: UnitCounts,
  attackerStats: Record<UnitId, CombatStats>,
  defender: UnitCounts,
  defenderStats: Record<UnitId, CombatStats> = plainStats(),
  runs = PREVIEW_SEEDS,
): BattlePreview {
  let wins = 0;
  const lost: Record<string, number> = {};
  for (let seed = 1; seed <= runs; seed++) {
    const r = simulateBattle(
      { attacker: { units: attacker, stats: attackerStats }, defender: { units: defender, stats: defenderStats } },
      createRng(seed * 7919),
    );
    if (r.winner === 'attacker') wins++;
    for (const id of UNIT_IDS) lost[id] = (lost[id] ?? 0) + (r.attacker.lost[id] ?? 0);
  }
  const expectedLosses: UnitCounts = {};
  for (const id of UNIT_IDS) {
    const n = Math.round((lost[id] ?? 0) / runs);
    if (n > 0) expectedLosses[id] = n;
  }
  return { winChance: wins / runs, expectedLosses, runs };
}
