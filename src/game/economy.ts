/** A base's rates per hour and storage caps, from its buildings, research and upkeep. */
import { type BuildingLevels, levelOf } from './buildings.ts';
import { BASE_PRODUCTION_PER_HOUR, CREDITS_CAP, depotCapacity, productionPerHour, protectedShare } from './effects.ts';
import { type Boosts, modifiersFrom } from './modifiers.ts';
import type { ResearchLevels } from './research.ts';
import { mapResources, type Resources } from './resources.ts';

export interface Economy {
  ratePerHour: Resources;
  capacity: Resources;
}

/**
 * Food is production minus the units' upkeep and may be negative: stores then shrink and stop at
 * zero (units do not starve or desert; see docs/decisions/009-upkeep-and-stats.md).
 * `economySpeed` is the world's economy speed (decision 042): production and storage are multiplied
 * by it; upkeep is not (units eat at one pace on every world).
 */
export function economy(
  buildings: BuildingLevels,
  research: ResearchLevels,
  upkeepPerHour = 0,
  boosts: Boosts = {},
  economySpeed = 1,
): Economy {
  const m = modifiersFrom(research, boosts);
  const e = Math.max(1, economySpeed);
  const make = (level: number, mult: number) =>
    Math.floor((BASE_PRODUCTION_PER_HOUR + productionPerHour(level)) * mult * e);
  const cap = depotCapacity(levelOf(buildings, 'resource-depot')) * e;
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

/** What plunder may take from stored `amounts`: all but the depot's protected share; never credits. */
export function plunderable(amounts: Resources, depotLevel: number): Resources {
  const keep = protectedShare(depotLevel);
  return mapResources(amounts, (k, v) => (k === 'credits' ? 0 : Math.max(0, v - Math.ceil(v * keep))));
}

export interface RateBreakdown {
  /** what the base makes with no building */
  base: number;
  /** what the building adds at its level */
  building: number;
  /** research and boosts on top */
  bonus: number;
  /** food the units eat (0 for the others) */
  upkeep: number;
  /** the rate the snapshot uses: base + building + bonus − upkeep */
  net: number;
}

const PRODUCER = { food: 'hydroponic-farm', steel: 'steel-foundry', energy: 'energy-plant' } as const;

/** Where a produced resource's rate comes from; `net` equals `economy(…).ratePerHour` exactly. */
export function rateBreakdown(
  buildings: BuildingLevels,
  research: ResearchLevels,
  upkeepPerHour = 0,
  boosts: Boosts = {},
  economySpeed = 1,
): Record<keyof typeof PRODUCER, RateBreakdown> {
  const rates = economy(buildings, research, upkeepPerHour, boosts, economySpeed).ratePerHour;
  const e = Math.max(1, economySpeed);
  const one = (kind: keyof typeof PRODUCER): RateBreakdown => {
    const building = productionPerHour(levelOf(buildings, PRODUCER[kind])) * e;
    const upkeep = kind === 'food' ? upkeepPerHour : 0;
    const net = rates[kind];
    return {
      base: BASE_PRODUCTION_PER_HOUR * e,
      building,
      bonus: net + upkeep - BASE_PRODUCTION_PER_HOUR * e - building,
      upkeep,
      net,
    };
  };
  return { food: one('food'), steel: one('steel'), energy: one('energy') };
}
