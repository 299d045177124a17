/**
 * The guided path of a new commander's first hour (docs/decisions/030-the-first-hour.md):
 * from a new base to a first won fight against a pirate ship, one thing to do at a time. The base
 * page shows the step with a button that does it; after the first pirate falls, the tasks are the
 * guide. The browser computes it from what it already has (the base, the tasks, the marches): it is
 * advice, the server checks every action as always.
 */
import { type BuildingId, type BuildingLevels, buildingCost, buildingDurationMs } from './buildings.ts';
import type { InProgress } from './checks.ts';
import { HOUR_MS } from './production.ts';
import { RESOURCES, type Resources } from './resources.ts';
import { trainingCost } from './training.ts';
import { UNITS, type UnitCounts, type UnitId } from './units.ts';

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
  tasks: readonly { id: string; claimable: boolean; claimed: boolean; goal?: number; progress?: number }[];
  piratesDestroyed: number;
  /** the commander's own marches under way (a fleet already sent) */
  marchesOut: number;
  /** stores and net rates now: after the first pirate the task done soonest is named (without them, the quickest to build or train) */
  resources?: Resources;
  ratePerHour?: Resources;
  /**
   * the upgrade a free building queue should take now (`idleUpgrade`): after the guided hour it comes
   * before a task that needs a fleet, so a wait for pirates never leaves the queue idle
   */
  idle?: { building: BuildingId; level: number } | null;
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
  if (input.piratesDestroyed > 0) {
    const taskId = soonestTask(input);
    if (input.idle && (taskId === null || MARCH_ORDER.includes(taskId)))
      return { step: { kind: 'build', building: input.idle.building, level: input.idle.level }, waiting: false };
    return { step: { kind: 'tasks', taskId }, waiting: false };
  }

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

/** ms until stores reach `cost` at these rates (0 when they already do; Infinity when a rate never gets there). */
export function msToAfford(cost: Resources, have?: Resources, ratePerHour?: Resources): number {
  if (!have) return 0;
  let ms = 0;
  for (const k of RESOURCES) {
    const short = cost[k] - have[k];
    if (short <= 0) continue;
    const rate = ratePerHour?.[k] ?? 0;
    if (rate <= 0) return Number.POSITIVE_INFINITY;
    ms = Math.max(ms, Math.ceil((short / rate) * HOUR_MS));
  }
  return ms;
}

/** The tasks a base can bring about by building or training, and the unit or building each one takes. */
const TASK_WORK: Record<string, { build: 'command-center' } | { unit: UnitId }> = {
  'command-center-2': { build: 'command-center' },
  'command-center-3': { build: 'command-center' },
  'train-rangers': { unit: 'ranger' },
  'train-ground': { unit: 'ranger' },
  'train-space': { unit: 'interceptor' },
};

/**
 * The tasks that take a march, by how soon the next bit of them is done: a pirate a few cells away
 * is a fight every few minutes, an asteroid fills a fleet's hold in an hour or more, a portal
 * mission needs the portal first. A task not named here comes after them.
 */
const MARCH_ORDER = ['destroy-pirates', 'mine-astromite', 'heal-units', 'finish-portal-missions', 'mine-quantarite'];

/**
 * After the guided hour the guide names the unfinished task that can be done soonest (a
 * reward is a step like any other): the time to afford what is missing and to build or train it.
 * Tasks that take a march (pirates, asteroids, missions) or a wound come after those, in MARCH_ORDER.
 */
export function soonestTask(input: GuideInput): string | null {
  const open = input.tasks.filter((t) => !t.claimed && !t.claimable);
  const rank = (id: string) => {
    const i = MARCH_ORDER.indexOf(id);
    return i < 0 ? MARCH_ORDER.length : i;
  };
  let best: { id: string; ms: number } | null = null;
  for (const t of open) {
    const ms = taskEtaMs(input, t);
    if (!best || ms < best.ms || (ms === best.ms && rank(t.id) < rank(best.id))) best = { id: t.id, ms };
  }
  return best?.id ?? null;
}

function taskEtaMs(input: GuideInput, t: { id: string; goal?: number; progress?: number }): number {
  const work = TASK_WORK[t.id];
  if (!work) return Number.POSITIVE_INFINITY;
  const missing = Math.max(0, (t.goal ?? 0) - (t.progress ?? 0));
  if ('build' in work) {
    const level = (input.buildings['command-center'] ?? 0) + 1;
    if (input.queue.some((q) => q.kind === 'building' && q.target === 'command-center')) return 0;
    return (
      msToAfford(buildingCost('command-center', level), input.resources, input.ratePerHour) +
      buildingDurationMs('command-center', level)
    );
  }
  const yard = UNITS[work.unit].domain === 'ground' ? 'barracks' : 'shipyard';
  if ((input.buildings[yard] ?? 0) < 1) return Number.POSITIVE_INFINITY;
  const count = Math.max(1, missing);
  return (
    msToAfford(trainingCost(work.unit, count), input.resources, input.ratePerHour) +
    count * UNITS[work.unit].trainSeconds * 1000
  );
}
