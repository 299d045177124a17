/** What building levels give: production, storage, protection, slots and capacities. */
import { type BuildingLevels, levelOf } from './buildings.ts';

/** Production per hour of a farm, foundry or plant at `level` (a base makes 30/h with none). */
export const productionPerHour = (level: number) => (level <= 0 ? 0 : Math.floor(100 * level * 1.12 ** level));
export const BASE_PRODUCTION_PER_HOUR = 30;

/** Storage per resource of the resource depot at `level`. */
export const depotCapacity = (level: number) => Math.floor(5000 * 1.4 ** level);
/** Credits are not stored in a depot. */
export const CREDITS_CAP = Number.MAX_SAFE_INTEGER;

/** Share of each stored resource that plunder cannot take. */
export const protectedShare = (depotLevel: number) => Math.min(0.6, 0.1 + 0.02 * depotLevel);

/** Officers the hero quarters house to lead marches: one from level 1, another at 10 and at 20. */
export const heroOfficers = (level: number) => (level >= 1 ? 1 : 0) + (level >= 10 ? 1 : 0) + (level >= 20 ? 1 : 0);
/** Troops more a rally led from this base may hold: 200 for every level of the hero quarters (every level counts). */
export const heroRallyCapacity = (level: number) => 200 * Math.max(0, Math.floor(level));

/**
 * March slots: one, one more every 5 command center levels, one more at the trading outpost's top
 * level, and one per officer of the hero quarters.
 */
export function marchSlots(levels: BuildingLevels): number {
  const cc = levelOf(levels, 'command-center');
  return (
    1 +
    Math.floor(cc / 5) +
    (levelOf(levels, 'trading-outpost') >= 10 ? 1 : 0) +
    heroOfficers(levelOf(levels, 'hero-quarters'))
  );
}

/** Units trained at once: barracks (ground) and shipyard (space). */
export const trainingCapacity = (level: number) => (level <= 0 ? 0 : 20 + 15 * level);
/** Injured troops the recovery bay can hold. */
export const healingCapacity = (level: number) => (level <= 0 ? 0 : 100 * level);
/** Troops the alliance embassy can host as reinforcements. */
export const reinforcementCapacity = (level: number) => (level <= 0 ? 0 : 500 * level);
/** Base defense bonus of the defense command. */
export const defenseBonus = (level: number) => 0.02 * level;

/** Troops a rally led from this base can hold: the command center sets it, research adds to it. */
export const rallyCapacity = (commandCenterLevel: number) => (commandCenterLevel <= 0 ? 0 : 1000 * commandCenterLevel);

/** Astromite and quantarite a gathering march mines per hour on an asteroid, before research. */
export const MINING_PER_HOUR = { astromite: 600, quantarite: 90 } as const;

/** A healed troop takes this share of its training time in the recovery bay. */
export const HEALING_TIME_SHARE = 0.25;
