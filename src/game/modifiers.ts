/**
 * One modifier system: research levels (later also items and Ephoran cores) turn into multipliers
 * and additions that every rule reads. A multiplier of 1.25 means 25 % more (or 25 % faster).
 */
import { RESEARCH_BY_ID, type ResearchLevels } from './research.ts';
import { UNIT_IDS, type UnitId } from './units.ts';

export interface Modifiers {
  constructionSpeed: number;
  researchSpeed: number;
  healingSpeed: number;
  trainingSpeed: { barracks: number; shipyard: number };
  trainingCapacity: { barracks: number; shipyard: number };
  output: { food: number; steel: number; energy: number };
  mining: { astromite: number; astromiteSpeed: number; quantarite: number; quantariteSpeed: number };
  unit: Record<UnitId, { attack: number; defense: number; health: number }>;
  rallyCapacity: number;
  reinforcementCapacity: number;
}

const sum = (levels: ResearchLevels, id: string) => (levels[id] ?? 0) * (RESEARCH_BY_ID[id]?.perLevel ?? 0);
const mult = (levels: ResearchLevels, id: string) => 1 + sum(levels, id);

export function modifiersFrom(research: ResearchLevels): Modifiers {
  return {
    constructionSpeed: mult(research, 'construction-speed'),
    researchSpeed: mult(research, 'research-speed'),
    healingSpeed: mult(research, 'healing-speed'),
    trainingSpeed: { barracks: mult(research, 'barracks-speed'), shipyard: mult(research, 'shipyard-speed') },
    trainingCapacity: { barracks: sum(research, 'barracks-capacity'), shipyard: sum(research, 'shipyard-capacity') },
    output: { food: mult(research, 'food-output'), steel: mult(research, 'steel-output'), energy: mult(research, 'energy-output') },
    mining: {
      astromite: mult(research, 'astromite-mining'),
      astromiteSpeed: mult(research, 'astromite-mining-speed'),
      quantarite: mult(research, 'quantarite-mining'),
      quantariteSpeed: mult(research, 'quantarite-mining-speed'),
    },
    unit: Object.fromEntries(
      UNIT_IDS.map((u) => [u, { attack: mult(research, `${u}-attack`), defense: mult(research, `${u}-defense`), health: mult(research, `${u}-health`) }]),
    ) as Modifiers['unit'],
    rallyCapacity: sum(research, 'rally-capacity'),
    reinforcementCapacity: sum(research, 'reinforcement-capacity'),
  };
}

/** A duration shortened by a speed multiplier, in whole seconds (never below one second). */
export const spedUp = (durationMs: number, speed: number) => Math.max(1000, Math.ceil(durationMs / speed / 1000) * 1000);
