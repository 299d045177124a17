/**
 * What a base can do right now: building effects with every modifier applied. The base screen
 * shows it, and training, healing, gathering, rallies and reinforcements read the same numbers.
 */
import { type BuildingLevels, levelOf } from './buildings.ts';
import {
  defenseBonus,
  HEALING_TIME_SHARE,
  healingCapacity,
  heroRallyCapacity,
  MINING_PER_HOUR,
  marchSlots,
  protectedShare,
  rallyCapacity,
  reinforcementCapacity,
  trainingCapacity,
} from './effects.ts';
import { activeBoosts, type Boosts, modifiersFrom, spedUp, type TimedBoost } from './modifiers.ts';
import type { ResearchLevels } from './research.ts';
import { type UnitCounts, type UnitId, UNITS, upkeepPerHour } from './units.ts';

export interface UnitStats {
  attack: number;
  defense: number;
  health: number;
  /** ms to train one, research and world speed applied */
  trainMs: number;
  /** ms to heal one */
  healMs: number;
}

export interface BaseStats {
  constructionSpeed: number;
  researchSpeed: number;
  training: Record<'barracks' | 'shipyard', { capacity: number; speed: number }>;
  healing: { capacity: number; speed: number };
  /** per gathering march, per hour */
  mining: { astromite: number; quantarite: number; astromiteLoad: number; quantariteLoad: number };
  units: Record<UnitId, UnitStats>;
  rallyCapacity: number;
  reinforcementCapacity: number;
  marchSlots: number;
  defenseBonus: number;
  /** share of each stored resource plunder cannot take */
  protectedShare: number;
  upkeepPerHour: number;
}

/** Rounds a stat to two decimals (12 × 1.02 = 12.24). */
const stat = (v: number) => Math.round(v * 100) / 100;

export function baseStats(
  buildings: BuildingLevels,
  research: ResearchLevels,
  units: UnitCounts = {},
  worldSpeed = 1,
  boosts: Boosts = {},
): BaseStats {
  const m = modifiersFrom(research, boosts);
  const yardOf = (id: UnitId) => (UNITS[id].domain === 'ground' ? 'barracks' : 'shipyard');
  const unitStats = Object.fromEntries(
    (Object.keys(UNITS) as UnitId[]).map((id) => {
      const u = UNITS[id];
      const trainMs = spedUp(u.trainSeconds * 1000, m.trainingSpeed[yardOf(id)] * worldSpeed);
      return [
        id,
        {
          attack: stat(u.attack * m.unit[id].attack),
          defense: stat(u.defense * m.unit[id].defense),
          health: stat(u.health * m.unit[id].health),
          trainMs,
          healMs: spedUp(u.trainSeconds * 1000 * HEALING_TIME_SHARE, m.healingSpeed * worldSpeed),
        },
      ];
    }),
  ) as Record<UnitId, UnitStats>;
  const barracks = levelOf(buildings, 'barracks');
  const shipyard = levelOf(buildings, 'shipyard');
  const bay = levelOf(buildings, 'recovery-bay');
  const embassy = levelOf(buildings, 'alliance-embassy');
  return {
    constructionSpeed: m.constructionSpeed,
    researchSpeed: m.researchSpeed,
    training: {
      // research adds capacity only where the building stands
      barracks: {
        capacity: barracks > 0 ? trainingCapacity(barracks) + m.trainingCapacity.barracks : 0,
        speed: m.trainingSpeed.barracks,
      },
      shipyard: {
        capacity: shipyard > 0 ? trainingCapacity(shipyard) + m.trainingCapacity.shipyard : 0,
        speed: m.trainingSpeed.shipyard,
      },
    },
    healing: { capacity: healingCapacity(bay), speed: m.healingSpeed },
    mining: {
      astromite: Math.floor(MINING_PER_HOUR.astromite * m.mining.astromiteSpeed),
      quantarite: Math.floor(MINING_PER_HOUR.quantarite * m.mining.quantariteSpeed),
      astromiteLoad: m.mining.astromite,
      quantariteLoad: m.mining.quantarite,
    },
    units: unitStats,
    rallyCapacity:
      rallyCapacity(levelOf(buildings, 'command-center')) +
      heroRallyCapacity(levelOf(buildings, 'hero-quarters')) +
      m.rallyCapacity,
    reinforcementCapacity: embassy > 0 ? reinforcementCapacity(embassy) + m.reinforcementCapacity : 0,
    marchSlots: marchSlots(buildings),
    defenseBonus: defenseBonus(levelOf(buildings, 'defense-command')),
    protectedShare: protectedShare(levelOf(buildings, 'resource-depot')),
    upkeepPerHour: upkeepPerHour(units),
  };
}

/** A base's stats at `now`: its buildings, research and units with the boosts in force then. */
export function statsAt(
  base: { buildings: BuildingLevels; research: ResearchLevels; units: UnitCounts; boosts: readonly TimedBoost[] },
  worldSpeed: number,
  now: number,
): BaseStats {
  return baseStats(base.buildings, base.research, base.units, worldSpeed, activeBoosts(base.boosts, now));
}
