/**
 * Influence: a commander's standing in the world, for the leaderboards. Units count by their
 * influence stat; every building and research level adds a little. What is away on a march does
 * not count until it is home.
 */
import type { BuildingLevels } from './buildings.ts';
import type { ResearchLevels } from './research.ts';
import { influenceOf, type UnitCounts } from './units.ts';

/** Influence per building level and per research level. */
export const INFLUENCE_PER_BUILDING_LEVEL = 10;
export const INFLUENCE_PER_RESEARCH_LEVEL = 5;

export function baseInfluence(buildings: BuildingLevels, research: ResearchLevels, units: UnitCounts): number {
  const levels = (m: Record<string, number | undefined>) => Object.values(m).reduce<number>((s, l) => s + (l ?? 0), 0);
  return (
    influenceOf(units) +
    levels(buildings) * INFLUENCE_PER_BUILDING_LEVEL +
    levels(research) * INFLUENCE_PER_RESEARCH_LEVEL
  );
}
