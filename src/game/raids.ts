/**
 * A fleet attacking a player's base: the garrison at home defends with its research, the defense
 * command's bonus and the recovery bay's room for injured. A winning attacker carries home what
 * plunder may take (the depot protects a share), up to what its survivors carry. With reinforcements
 * in the base (`hostSide`, `simulateJointBattle`) only the host's own outcome changes the base
 * (`afterHostDefence`): the reinforcements' survivors stay the reinforcements' owners'.
 */
import type { BaseState } from './base.ts';
import type { BattleResult, Contingent, DefenderSide, JointBattleResult, JointDefenderSide } from './combat.ts';
import { plunderOf } from './plunder.ts';
import { plunderable } from './economy.ts';
import { activeBoosts } from './modifiers.ts';
import { type Resources, resources, subtractResources } from './resources.ts';
import { baseStats } from './stats.ts';
import { UNIT_IDS, type UnitCounts } from './units.ts';

const total = (u: UnitCounts | undefined) => UNIT_IDS.reduce((s, id) => s + (u?.[id] ?? 0), 0);

/** The base's side in a battle at `at`: its garrison, stats, defense bonus and room for injured. */
export function defenderSide(state: BaseState, worldSpeed: number, at: number): DefenderSide {
  const stats = baseStats(state.buildings, state.research, state.units, worldSpeed, activeBoosts(state.boosts, at));
  return {
    units: { ...state.units },
    stats: stats.units,
    bonus: { defense: stats.defenseBonus },
    healingCapacity: Math.max(0, stats.healing.capacity - total(state.injured)),
  };
}

/** What a raid takes: nothing unless the attacker won, else what its survivors carry of the unprotected stores. */
export function raidPlunder(state: BaseState, result: BattleResult): Resources {
  if (result.winner !== 'attacker') return resources();
  return plunderOf(result.attacker.survivors, raidPlunderable(state));
}

/** The base after the battle: survivors at home, the injured in the recovery bay, the plunder gone. */
export function afterDefence(state: BaseState, result: BattleResult, plunder: Resources): BaseState {
  const injured: UnitCounts = { ...(state.injured ?? {}) };
  for (const id of UNIT_IDS)
    if ((result.defender.injured[id] ?? 0) > 0) injured[id] = (injured[id] ?? 0) + (result.defender.injured[id] ?? 0);
  const units: UnitCounts = {};
  for (const id of UNIT_IDS) if ((result.defender.survivors[id] ?? 0) > 0) units[id] = result.defender.survivors[id];
  return { ...state, units, injured, resources: subtractResources(state.resources, plunder) };
}

/**
 * What a raid on the base may take: its stores less the depot's protected share; a ghost's stores
 * all (decision 068: nobody tends the depot, it can be plundered down).
 */
export function raidPlunderable(state: BaseState): Resources {
  if (state.ghostSince !== undefined) return { ...state.resources, credits: 0 };
  return plunderable(state.resources, state.buildings['resource-depot'] ?? 0);
}

/**
 * The base's side with reinforcements in it: the host's garrison, stats, defense bonus and bay as
 * `defenderSide`, and the reinforcements, each with its own owner's stats (the caller's to give).
 */
export function hostSide(
  state: BaseState,
  worldSpeed: number,
  at: number,
  hostId: string,
  reinforcements: Contingent[] = [],
): JointDefenderSide {
  const { units, stats, bonus, healingCapacity } = defenderSide(state, worldSpeed, at);
  return { host: { ownerId: hostId, units, stats }, reinforcements, bonus, healingCapacity };
}

/**
 * The host's base after a battle with reinforcements (`simulateJointBattle` with `plunderable:
 * raidPlunderable(state)`): the host's survivors at home, its injured in the bay, the plunder gone.
 * Not `afterDefence` with the joint result: its side totals would move the reinforcements'
 * survivors into the host's garrison.
 */
export function afterHostDefence(state: BaseState, result: JointBattleResult): BaseState {
  const host = result.defender.owners[0];
  const defender = host
    ? { before: host.before, lost: host.lost, injured: host.injured, survivors: host.survivors }
    : { before: {}, lost: {}, injured: {}, survivors: {} };
  return afterDefence(state, { ...result, defender }, result.plunder);
}
