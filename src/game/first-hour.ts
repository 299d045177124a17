/**
 * The guided path of a new commander's first hour (issue 14, docs/decisions/030-the-first-hour.md):
 * from a new base to a first won fight against a pirate ship, one thing to do at a time. The base
 * page shows the step with a button that does it; after the first pirate falls, the tasks are the
 * guide. The browser computes it from what it already has (the base, the tasks, the marches): it is
 * advice, the server checks every action as always.
 */
import type { BuildingId, BuildingLevels } from './buildings.ts';
import type { InProgress } from './checks.ts';
import type { UnitCounts, UnitId } from './units.ts';

/** The first fleet the guide trains: it beats a level-1 pirate crew (3 interceptors, 6 rangers) on every preview seed. */
export const FIRST_FLEET = { ranger: 10, interceptor: 4 } as const satisfies UnitCounts;
/** The pirates the guide sends the first fleet against. */
export const FIRST_PIRATE_LEVEL = 1;

export type GuideStep =
  | { kind: 'claim'; taskId: string }
  | { kind: 'build'; building: BuildingId; level: number }
  | { kind: 'train'; unit: UnitId; count: number }
  | { kind: 'attack-pirate'; fleet: UnitCounts }
  /** the guide is done: the first unfinished task is next */
  | { kind: 'tasks'; taskId: string | null };

export interface Guide {
  step: GuideStep;
  /** true when the step cannot be done yet because what it needs is still under way (shown with its countdown) */
  waiting: boolean;
}

export interface GuideInput {
  buildings: BuildingLevels;
  /** units at home */
  units: UnitCounts;
  queue: readonly InProgress[];
  tasks: readonly { id: string; claimable: boolean; claimed: boolean }[];
  piratesDestroyed: number;
  /** the commander's own marches under way (a fleet already sent) */
  marchesOut: number;
}

interface Candidate {
  step: GuideStep;
  done: boolean;
  /** under way, or its requirement is */
  waiting: boolean;
}

const training = (queue: readonly InProgress[], unit: UnitId) =>
  queue.filter((q) => q.kind === 'training' && q.target === unit).reduce((n, q) => n + q.level, 0);
const building = (queue: readonly InProgress[], id: BuildingId) =>
  queue.some((q) => q.kind === 'building' && q.target === id);

/** The one thing to do next. */
export function guideStep(input: GuideInput): Guide {
  const claimable = input.tasks.find((t) => t.claimable && !t.claimed);
  if (claimable) return { step: { kind: 'claim', taskId: claimable.id }, waiting: false };
  if (input.piratesDestroyed > 0)
    return {
      step: { kind: 'tasks', taskId: input.tasks.find((t) => !t.claimed && !t.claimable)?.id ?? null },
      waiting: false,
    };

  const level = (id: BuildingId) => input.buildings[id] ?? 0;
  const have = (unit: UnitId) => (input.units[unit] ?? 0) + training(input.queue, unit);
  const ready = (Object.entries(FIRST_FLEET) as [UnitId, number][]).every(([u, n]) => (input.units[u] ?? 0) >= n);
  const candidates: Candidate[] = [
    {
      step: { kind: 'build', building: 'barracks', level: 1 },
      done: level('barracks') >= 1,
      waiting: building(input.queue, 'barracks'),
    },
    {
      step: { kind: 'build', building: 'shipyard', level: 1 },
      done: level('shipyard') >= 1,
      waiting: building(input.queue, 'shipyard') || level('barracks') < 1,
    },
    {
      step: { kind: 'train', unit: 'ranger', count: FIRST_FLEET.ranger - have('ranger') },
      done: have('ranger') >= FIRST_FLEET.ranger,
      waiting: level('barracks') < 1 || training(input.queue, 'ranger') > 0,
    },
    {
      step: { kind: 'train', unit: 'interceptor', count: FIRST_FLEET.interceptor - have('interceptor') },
      done: have('interceptor') >= FIRST_FLEET.interceptor,
      waiting: level('shipyard') < 1 || training(input.queue, 'interceptor') > 0,
    },
    {
      step: { kind: 'attack-pirate', fleet: { ...FIRST_FLEET } },
      done: false,
      waiting: !ready || input.marchesOut > 0,
    },
  ];
  const open = candidates.filter((c) => !c.done);
  const now = open.find((c) => !c.waiting);
  if (now) return { step: now.step, waiting: false };
  // nothing can be done this minute: the first step still open, with what it waits for
  const first = open[0]!;
  return { step: first.step, waiting: true };
}
