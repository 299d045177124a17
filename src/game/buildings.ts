/**
 * The 16 buildings: max level, cost and build time per level, requirements, and what each level
 * gives. Numbers are balance: change them here and the golden test shows the diff.
 */
import { type Resources, resources } from './resources.ts';

export const BUILDING_IDS = [
  'command-center',
  'hydroponic-farm',
  'steel-foundry',
  'energy-plant',
  'barracks',
  'research-lab',
  'shipyard',
  'defense-command',
  'resource-depot',
  'portal',
  'intelligence-agency',
  'alliance-embassy',
  'galactic-observatory',
  'hero-quarters',
  'recovery-bay',
  'trading-outpost',
] as const;
export type BuildingId = (typeof BUILDING_IDS)[number];
export type BuildingLevels = Partial<Record<BuildingId, number>>;

export interface BuildingDef {
  id: BuildingId;
  maxLevel: number;
  /** cost of level 1; level n costs base × growth^(n−1), rounded down to tens */
  baseCost: Partial<Resources>;
  costGrowth: number;
  /** build time of level 1 in seconds; level n takes base × timeGrowth^(n−1) */
  baseSeconds: number;
  timeGrowth: number;
  /** buildings needed (at these levels) before level 1 can be built */
  requires: Partial<Record<BuildingId, number>>;
}

const def = (
  id: BuildingId,
  maxLevel: number,
  baseCost: Partial<Resources>,
  baseSeconds: number,
  requires: Partial<Record<BuildingId, number>> = {},
): BuildingDef => ({
  id,
  maxLevel,
  baseCost,
  costGrowth: 1.5,
  baseSeconds,
  timeGrowth: 1.45,
  requires,
});

export const BUILDINGS: Record<BuildingId, BuildingDef> = {
  'command-center': def('command-center', 25, { food: 400, steel: 500, energy: 300 }, 120),
  'hydroponic-farm': def('hydroponic-farm', 25, { food: 60, steel: 120, energy: 60 }, 30),
  'steel-foundry': def('steel-foundry', 25, { food: 120, steel: 60, energy: 60 }, 30),
  'energy-plant': def('energy-plant', 25, { food: 100, steel: 100, energy: 30 }, 30),
  'resource-depot': def('resource-depot', 25, { food: 150, steel: 200, energy: 100 }, 45),
  barracks: def('barracks', 25, { food: 200, steel: 250, energy: 120 }, 60, { 'command-center': 2 }),
  'research-lab': def('research-lab', 25, { food: 250, steel: 200, energy: 250 }, 90, { 'command-center': 3 }),
  shipyard: def('shipyard', 25, { food: 300, steel: 500, energy: 300 }, 120, { barracks: 1 }),
  'defense-command': def('defense-command', 25, { food: 200, steel: 400, energy: 200 }, 90, { barracks: 2 }),
  portal: def('portal', 10, { food: 800, steel: 800, energy: 1200, astromite: 200 }, 300, {
    'command-center': 5,
    'research-lab': 3,
  }),
  'intelligence-agency': def('intelligence-agency', 25, { food: 250, steel: 250, energy: 300 }, 120, {
    'command-center': 4,
  }),
  'alliance-embassy': def('alliance-embassy', 25, { food: 300, steel: 300, energy: 200 }, 90, { 'command-center': 3 }),
  'galactic-observatory': def('galactic-observatory', 25, { food: 300, steel: 350, energy: 400 }, 150, {
    'command-center': 6,
    'intelligence-agency': 2,
  }),
  'hero-quarters': def('hero-quarters', 25, { food: 500, steel: 400, energy: 400 }, 180, {
    'command-center': 8,
    barracks: 5,
  }),
  'recovery-bay': def('recovery-bay', 25, { food: 300, steel: 200, energy: 200 }, 90, { barracks: 2 }),
  'trading-outpost': def('trading-outpost', 10, { food: 400, steel: 400, energy: 400, astromite: 100 }, 180, {
    'command-center': 7,
  }),
};

/** Levels a new base starts with. */
export const STARTING_BUILDINGS: BuildingLevels = {
  'command-center': 2,
  'hydroponic-farm': 1,
  'steel-foundry': 1,
  'energy-plant': 1,
  'resource-depot': 1,
};

/** Cost of building `level` (≥ 1). */
export function buildingCost(id: BuildingId, level: number): Resources {
  const d = BUILDINGS[id];
  const f = d.costGrowth ** (level - 1);
  const out = resources();
  for (const [k, v] of Object.entries(d.baseCost) as [keyof Resources, number][])
    out[k] = Math.floor((v * f) / 10) * 10;
  return out;
}

/** Build time of `level` in ms, before research speed-ups. */
export function buildingDurationMs(id: BuildingId, level: number): number {
  const d = BUILDINGS[id];
  return Math.round(d.baseSeconds * d.timeGrowth ** (level - 1)) * 1000;
}

/**
 * What `level` of a building needs: its own requirements for level 1, and for every building but
 * the command center, a command center at least at that level (the command center caps the rest).
 */
export function buildingRequirements(id: BuildingId, level: number): Partial<Record<BuildingId, number>> {
  const req: Partial<Record<BuildingId, number>> = level === 1 ? { ...BUILDINGS[id].requires } : {};
  if (id !== 'command-center') req['command-center'] = Math.max(req['command-center'] ?? 0, level);
  return req;
}

export const levelOf = (levels: BuildingLevels, id: BuildingId) => levels[id] ?? 0;
