/** A base's rates per hour and storage caps, from its buildings, research and upkeep. */
import { type BuildingLevels, levelOf } from './buildings.ts';
import { BASE_PRODUCTION_PER_HOUR, CREDITS_CAP, depotCapacity, productionPerHour } from './effects.ts';
import { modifiersFrom } from './modifiers.ts';
import type { ResearchLevels } from './research.ts';
import type { Resources } from './resources.ts';

export interface Economy {
  ratePerHour: Resources;
  capacity: Resources;
}

export function economy(buildings: BuildingLevels, research: ResearchLevels, upkeepPerHour = 0): Economy {
  const m = modifiersFrom(research);
  const make = (level: number, mult: number) => Math.floor((BASE_PRODUCTION_PER_HOUR + productionPerHour(level)) * mult);
  const cap = depotCapacity(levelOf(buildings, 'resource-depot'));
  return {
    ratePerHour: {
      food: make(levelOf(buildings, 'hydroponic-farm'), m.output.food) - upkeepPerHour,
      steel: make(levelOf(buildings, 'steel-foundry'), m.output.steel),
      energy: make(levelOf(buildings, 'energy-plant'), m.output.energy),
      // astromite and quantarite come from gathering marches; credits from tasks, events and trade
      astromite: 0,
      quantarite: 0,
      credits: 0,
    },
    capacity: { food: cap, steel: cap, energy: cap, astromite: cap, quantarite: cap, credits: CREDITS_CAP },
  };
}
