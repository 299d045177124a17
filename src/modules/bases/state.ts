/** Conversion between the `bases` row and the pure `BaseState` of src/game. */
import { type BaseState, baseInfluence, resources, type Tally, tallyOf, type UnitCounts } from '../../game/index.ts';
import { noteWorld } from './flows.ts';
import type { BaseRow } from './repo.ts';

export function toState(row: BaseRow): BaseState {
  if (row.world_id) noteWorld(row.id, row.world_id);
  return {
    buildings: row.buildings ?? {},
    research: row.research ?? {},
    resources: resources(row.resources ?? {}),
    remainder: resources(row.remainder ?? {}),
    units: (row.units ?? {}) as UnitCounts,
    boosts: Array.isArray(row.boosts) ? row.boosts : [],
    extraQueues: { building: row.extra_queues?.building ?? 0, research: row.extra_queues?.research ?? 0 },
    tally: tallyOf(row.tally as Partial<Tally>),
    injured: (row.injured ?? {}) as UnitCounts,
    guests: (row.guests ?? {}) as UnitCounts,
    shieldUntil: row.shield_until?.getTime(),
    shieldDownAt: row.shield_down_at?.getTime(),
    economySpeed: row.economy_speed ?? 1,
    frozenSince: row.frozen_since?.getTime(),
    ghostSince: row.ghost_since?.getTime(),
    settledAt: row.settled_at.getTime(),
  };
}

export function fromState(s: BaseState) {
  return {
    buildings: s.buildings as Record<string, number>,
    research: s.research,
    resources: s.resources as Record<string, number>,
    remainder: s.remainder as Record<string, number>,
    extraQueues: s.extraQueues as Record<string, number>,
    units: s.units as Record<string, number>,
    boosts: s.boosts,
    tally: tallyOf(s.tally),
    injured: (s.injured ?? {}) as Record<string, number>,
    guests: (s.guests ?? {}) as Record<string, number>,
    shieldUntil: s.shieldUntil === undefined ? null : new Date(s.shieldUntil),
    shieldDownAt: s.shieldDownAt === undefined ? null : new Date(s.shieldDownAt),
    frozenSince: s.frozenSince === undefined ? null : new Date(s.frozenSince),
    ghostSince: s.ghostSince === undefined ? null : new Date(s.ghostSince),
    influence: baseInfluence(s.buildings, s.research, s.units),
    settledAt: new Date(s.settledAt),
  };
}
