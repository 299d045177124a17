/**
 * One modifier system: research levels and boosts (items and Ephoran cores, keyed by the same
 * effect names as the research lines) turn into multipliers and additions that every rule reads.
 * A multiplier of 1.25 means 25 % more (or 25 % faster).
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

/**
 * Effects that do not come from research, by effect name (a research line's id): an item's
 * "+25 % food output" is `{ 'food-output': 0.25 }`, a core's "+10 % ranger attack" is
 * `{ 'ranger-attack': 0.1 }`. They add to the research of the same name.
 */
export type Boosts = Record<string, number>;

/** A boost for a while (an item used, a core embraced): `amount` added to `effect` until `endsAt`. */
export interface TimedBoost {
  effect: string;
  amount: number;
  /** epoch ms; the boost counts while time < endsAt (PERMANENT for an Ephoran core's catalysts) */
  endsAt: number;
  /** where it comes from when it is not an item: 'core' (catalysts), 'embrace' */
  source?: string;
}

/** The boosts that count at `at`, summed per effect. */
export function activeBoosts(list: readonly TimedBoost[], at: number): Boosts {
  const out: Boosts = {};
  for (const b of list) if (b.endsAt > at) out[b.effect] = (out[b.effect] ?? 0) + b.amount;
  return out;
}

export function modifiersFrom(research: ResearchLevels, boosts: Boosts = {}): Modifiers {
  const sum = (id: string) => (research[id] ?? 0) * (RESEARCH_BY_ID[id]?.perLevel ?? 0) + (boosts[id] ?? 0);
  const mult = (id: string) => 1 + sum(id);
  return {
    constructionSpeed: mult('construction-speed'),
    researchSpeed: mult('research-speed'),
    healingSpeed: mult('healing-speed'),
    trainingSpeed: { barracks: mult('barracks-speed'), shipyard: mult('shipyard-speed') },
    trainingCapacity: { barracks: sum('barracks-capacity'), shipyard: sum('shipyard-capacity') },
    output: { food: mult('food-output'), steel: mult('steel-output'), energy: mult('energy-output') },
    mining: {
      astromite: mult('astromite-mining'),
      astromiteSpeed: mult('astromite-mining-speed'),
      quantarite: mult('quantarite-mining'),
      quantariteSpeed: mult('quantarite-mining-speed'),
    },
    unit: Object.fromEntries(
      UNIT_IDS.map((u) => [
        u,
        { attack: mult(`${u}-attack`), defense: mult(`${u}-defense`), health: mult(`${u}-health`) },
      ]),
    ) as Modifiers['unit'],
    rallyCapacity: sum('rally-capacity'),
    reinforcementCapacity: sum('reinforcement-capacity'),
  };
}

/** A duration shortened by a speed multiplier, in whole seconds (never below one second). */
export const spedUp = (durationMs: number, speed: number) =>
  Math.max(1000, Math.ceil(durationMs / speed / 1000) * 1000);
