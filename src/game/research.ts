/**
 * Research lines in three categories. Each level costs more, takes longer, needs a research lab
 * at least at that level, and adds its effect (a share, or troops for capacities) to the modifiers.
 */
import { type Resources, resources } from './resources.ts';
import { UNIT_IDS } from './units.ts';

export const RESEARCH_CATEGORIES = ['development', 'resource-management', 'tactical-warfare'] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

export interface ResearchDef {
  id: string;
  category: ResearchCategory;
  maxLevel: number;
  /** effect per level: a fraction (0.05 = +5 %) or, for capacities, a count */
  perLevel: number;
  baseCost: Partial<Resources>;
  baseSeconds: number;
}

const line = (
  id: string,
  category: ResearchCategory,
  perLevel: number,
  baseCost: Partial<Resources>,
  baseSeconds = 120,
  maxLevel = 10,
): ResearchDef => ({
  id,
  category,
  maxLevel,
  perLevel,
  baseCost,
  baseSeconds,
});

const dev = { food: 300, steel: 300, energy: 400 };
const eco = { food: 250, steel: 250, energy: 250 };
const war = { food: 350, steel: 450, energy: 300 };

export const RESEARCH: ResearchDef[] = [
  line('construction-speed', 'development', 0.05, dev),
  line('research-speed', 'development', 0.05, dev),
  line('healing-speed', 'development', 0.05, dev),
  line('barracks-capacity', 'development', 10, dev),
  line('barracks-speed', 'development', 0.05, dev),
  line('shipyard-capacity', 'development', 5, dev),
  line('shipyard-speed', 'development', 0.05, dev),
  line('food-output', 'resource-management', 0.05, eco, 90),
  line('steel-output', 'resource-management', 0.05, eco, 90),
  line('energy-output', 'resource-management', 0.05, eco, 90),
  line('astromite-mining', 'resource-management', 0.05, { ...eco, astromite: 50 }),
  line('astromite-mining-speed', 'resource-management', 0.05, { ...eco, astromite: 50 }),
  line('quantarite-mining', 'resource-management', 0.05, { ...eco, quantarite: 20 }),
  line('quantarite-mining-speed', 'resource-management', 0.05, { ...eco, quantarite: 20 }),
  ...UNIT_IDS.flatMap((u) => [
    line(`${u}-attack`, 'tactical-warfare', 0.02, war, 150),
    line(`${u}-defense`, 'tactical-warfare', 0.02, war, 150),
    line(`${u}-health`, 'tactical-warfare', 0.02, war, 150),
  ]),
  line('rally-capacity', 'tactical-warfare', 1000, war, 180),
  line('reinforcement-capacity', 'tactical-warfare', 500, war, 180),
];

// null prototype: an id such as 'toString' from a request finds nothing, not Object.prototype's
export const RESEARCH_BY_ID: Record<string, ResearchDef> = Object.assign(
  Object.create(null),
  Object.fromEntries(RESEARCH.map((r) => [r.id, r])),
);
export type ResearchLevels = Record<string, number>;

export function researchCost(id: string, level: number): Resources {
  const d = RESEARCH_BY_ID[id];
  const out = resources();
  if (!d) return out;
  for (const [k, v] of Object.entries(d.baseCost) as [keyof Resources, number][])
    out[k] = Math.floor((v * 1.6 ** (level - 1)) / 10) * 10;
  return out;
}

/** Research time of `level` in ms, before research speed. */
export function researchDurationMs(id: string, level: number): number {
  const d = RESEARCH_BY_ID[id];
  return d ? Math.round(d.baseSeconds * 1.5 ** (level - 1)) * 1000 : 0;
}

/** Research lab level needed for `level` of any line. */
export const labLevelFor = (level: number) => level;
