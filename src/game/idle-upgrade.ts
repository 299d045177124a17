/**
 * The upgrade a free building queue should take (decision 042): the cheapest of the buildings worth
 * raising now, when the stores already pay for it. The guide names it once the guided hour is over
 * and the next task needs a fleet (a wait for pirates is no reason to leave the queue idle), and the
 * first-week simulation builds by the same rule, so its waits measure what the guide says.
 */
import type { BaseState } from './base.ts';
import { type BuildingId, levelOf } from './buildings.ts';
import { checkUpgrade, type InProgress } from './checks.ts';
import { economy } from './economy.ts';
import type { Resources } from './resources.ts';

/** The buildings the sensible player raises, each while it is useful. */
export const GROWTH: BuildingId[] = [
  'command-center',
  'hydroponic-farm',
  'steel-foundry',
  'energy-plant',
  'resource-depot',
  'barracks',
  'shipyard',
  'research-lab',
  'portal',
];

const total = (r: Resources) => r.food + r.steel + r.energy + r.astromite + 10 * r.quantarite;

/** Whether raising a building now is worth its cost (a depot when the stores press against the cap). */
function useful(state: BaseState, id: BuildingId): boolean {
  const l = levelOf(state.buildings, id);
  const cc = levelOf(state.buildings, 'command-center');
  if (id === 'resource-depot') {
    const capacity = economy(state.buildings, state.research).capacity.food;
    return state.resources.food > 0.7 * capacity || state.resources.steel > 0.7 * capacity;
  }
  if (id === 'barracks' || id === 'shipyard') return l < Math.ceil(cc / 2);
  if (id === 'research-lab') return cc >= 3 && l < 3;
  if (id === 'portal') return l < 1;
  return true;
}

/**
 * With no building in the queue: the cheapest useful upgrade, when it can start now (null when the
 * queue builds, or the cheapest one is not yet paid for: it is worth waiting for).
 */
export function idleUpgrade(
  state: BaseState,
  queue: readonly InProgress[],
  worldSpeed = 1,
): { building: BuildingId; level: number } | null {
  if (queue.some((q) => q.kind === 'building')) return null;
  const options = GROWTH.filter((id) => useful(state, id))
    .map((id) => ({ id, c: checkUpgrade(state, [], id, worldSpeed) }))
    .filter((o) => o.c.ok || o.c.reason === 'NOT_ENOUGH_RESOURCES')
    .map((o) => ({ id: o.id, cost: 'cost' in o.c ? total(o.c.cost) : 0, ok: o.c.ok }))
    .sort((a, b) => a.cost - b.cost);
  const cheapest = options[0];
  return cheapest?.ok ? { building: cheapest.id, level: levelOf(state.buildings, cheapest.id) + 1 } : null;
}
