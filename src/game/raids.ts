/**
 * A fleet attacking a player's base: the garrison at home defends with its research, the defense
 * command's bonus and the recovery bay's room for injured. A winning attacker carries home what
 * plunder may take (the depot protects a share), up to what its survivors carry.
 */
import type { BaseState } from './base.ts';
import { type BattleResult, type DefenderSide, plunderOf } from './combat.ts';
import { plunderable } from './economy.ts';
import { activeBoosts } from './modifiers.ts';
import { type Resources, resources, subtractResources } from './resources.ts';
import { baseStats } from './stats.ts';
import { UNIT_IDS, type UnitCounts } from './units.ts';

const total = (u: UnitCounts | undefined) => UNIT_IDS.reduce((s, id) => s + (u?.[id] ?? 0), 0);

/** The base's side in a battle at `at`: its garrison, stats, defense bonus and room for injured. */
export function defenderSide(state: BaseState, worldSpeed: number, at: number): DefenderSide {
  const stats = baseStats(state.buildings, state.research, state.units, worldSpeed, activeBoosts(state.boosts, at));
  return { units: { ...state.units }, stats: stats.units, bonus: { defense: stats.defenseBonus }, healingCapacity: Math.max(0, stats.healing.capacity - total(state.injured)) };
}

/** What a raid takes: nothing unless the attacker won, else what its survivors carry of the unprotected stores. */
export function raidPlunder(state: BaseState, result: BattleResult): Resources {
  if (result.winner !== 'attacker') return resources();
  return plunderOf(result.attacker.survivors, plunderable(state.resources, state.buildings['resource-depot'] ?? 0));
}

/** The base after the battle: survivors at home, the injured in the recovery bay, the plunder gone. */
export function afterDefence(state: BaseState, result: BattleResult, plunder: Resources): BaseState {
  const injured: UnitCounts = { ...(state.injured ?? {}) };
  for (const id of UNIT_IDS) if ((result.defender.injured[id] ?? 0) > 0) injured[id] = (injured[id] ?? 0) + (result.defender.injured[id] ?? 0);
  const units: UnitCounts = {};
  for (const id of UNIT_IDS) if ((result.defender.survivors[id] ?? 0) > 0) units[id] = result.defender.survivors[id];
  return { ...state, units, injured, resources: subtractResources(state.resources, plunder) };
}
