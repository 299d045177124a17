/** The six unit types: ground units ride in space ships; stats used by training and combat. */
import type { Resources } from './resources.ts';

export const GROUND_UNITS = ['ranger', 'guardian', 'phantom'] as const;
export const SPACE_UNITS = ['interceptor', 'cruiser', 'battleship'] as const;
export const UNIT_IDS = [...GROUND_UNITS, ...SPACE_UNITS] as const;
export type UnitId = (typeof UNIT_IDS)[number];

export interface UnitDef {
  id: UnitId;
  domain: 'ground' | 'space';
  attack: number;
  defense: number;
  health: number;
  range: number;
  /** map cells per hour (ground units ride in ships: 0) */
  speed: number;
  carry: number;
  /** ground troops one ship carries (space units only) */
  troopCapacity: number;
  cost: Partial<Resources>;
  /** food eaten per unit per hour */
  upkeepPerHour: number;
  influence: number;
  /** seconds to train one unit, before research and world speed */
  trainSeconds: number;
}

export const UNITS: Record<UnitId, UnitDef> = {
  ranger: {
    id: 'ranger',
    domain: 'ground',
    attack: 12,
    defense: 8,
    health: 40,
    range: 2,
    speed: 0,
    carry: 20,
    troopCapacity: 0,
    cost: { food: 60, steel: 30, energy: 10 },
    upkeepPerHour: 1,
    influence: 1,
    trainSeconds: 30,
  },
  guardian: {
    id: 'guardian',
    domain: 'ground',
    attack: 8,
    defense: 16,
    health: 60,
    range: 1,
    speed: 0,
    carry: 15,
    troopCapacity: 0,
    cost: { food: 70, steel: 60, energy: 10 },
    upkeepPerHour: 1,
    influence: 2,
    trainSeconds: 40,
  },
  phantom: {
    id: 'phantom',
    domain: 'ground',
    attack: 18,
    defense: 6,
    health: 35,
    range: 3,
    speed: 0,
    carry: 10,
    troopCapacity: 0,
    cost: { food: 80, steel: 40, energy: 40 },
    upkeepPerHour: 2,
    influence: 3,
    trainSeconds: 60,
  },
  interceptor: {
    id: 'interceptor',
    domain: 'space',
    attack: 20,
    defense: 10,
    health: 80,
    range: 3,
    speed: 120,
    carry: 100,
    troopCapacity: 5,
    cost: { food: 50, steel: 150, energy: 100 },
    upkeepPerHour: 2,
    influence: 4,
    trainSeconds: 90,
  },
  cruiser: {
    id: 'cruiser',
    domain: 'space',
    attack: 35,
    defense: 30,
    health: 200,
    range: 2,
    speed: 80,
    carry: 300,
    troopCapacity: 20,
    cost: { food: 100, steel: 400, energy: 250, astromite: 20 },
    upkeepPerHour: 4,
    influence: 10,
    trainSeconds: 240,
  },
  battleship: {
    id: 'battleship',
    domain: 'space',
    attack: 80,
    defense: 60,
    health: 500,
    range: 4,
    speed: 50,
    carry: 600,
    troopCapacity: 50,
    cost: { food: 200, steel: 900, energy: 600, astromite: 60, quantarite: 10 },
    upkeepPerHour: 8,
    influence: 25,
    trainSeconds: 600,
  },
};

/** Units by type (at home, in a march, in a group). */
export type UnitCounts = Partial<Record<UnitId, number>>;

/** Food the units eat per hour. */
export function upkeepPerHour(units: UnitCounts): number {
  let total = 0;
  for (const id of UNIT_IDS) total += (units[id] ?? 0) * UNITS[id].upkeepPerHour;
  return total;
}

/** Combined influence of the units: their share of a player's power. */
export function influenceOf(units: UnitCounts): number {
  let total = 0;
  for (const id of UNIT_IDS) total += (units[id] ?? 0) * UNITS[id].influence;
  return total;
}
