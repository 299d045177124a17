/**
 * Tasks: the spec's goals, each claimable once for a reward. Progress comes from the base's tally
 * (what it has trained, mined and destroyed, counted where it happens) and its levels.
 */
import type { BuildingLevels } from './buildings.ts';
import { type Resources, resources } from './resources.ts';
import { GROUND_UNITS, SPACE_UNITS, type UnitCounts } from './units.ts';

/** What a base has done so far, for tasks (and later events and rankings). */
export interface Tally {
  /** units trained, by type */
  trained: UnitCounts;
  /** minerals brought home by gathering marches */
  mined: { astromite: number; quantarite: number };
  piratesDestroyed: number;
  /** injured troops healed */
  healed: number;
  /** portal missions finished (whatever their outcome) */
  missionsFinished: number;
  /** resources the base's own production added to its stores, all kinds together (rankings) */
  produced: number;
}

export const emptyTally = (): Tally => ({
  trained: {},
  mined: { astromite: 0, quantarite: 0 },
  piratesDestroyed: 0,
  healed: 0,
  missionsFinished: 0,
  produced: 0,
});

/** A tally read from storage: whatever is missing counts as nothing yet. */
export function tallyOf(raw: Partial<Tally> | null | undefined): Tally {
  return {
    trained: { ...(raw?.trained ?? {}) },
    mined: { astromite: raw?.mined?.astromite ?? 0, quantarite: raw?.mined?.quantarite ?? 0 },
    piratesDestroyed: raw?.piratesDestroyed ?? 0,
    healed: raw?.healed ?? 0,
    missionsFinished: raw?.missionsFinished ?? 0,
    produced: raw?.produced ?? 0,
  };
}

export interface TaskDef {
  id: string;
  goal: number;
  reward: Resources;
  progress: (tally: Tally, buildings: BuildingLevels) => number;
}

const sum = (u: UnitCounts, ids: readonly string[]) => ids.reduce((s, id) => s + (u[id as keyof UnitCounts] ?? 0), 0);

/** The spec's task goals. */
export const TASKS: TaskDef[] = [
  {
    id: 'command-center-2',
    goal: 2,
    reward: resources({ credits: 50, food: 500, steel: 500, energy: 500 }),
    progress: (_t, b) => b['command-center'] ?? 0,
  },
  {
    id: 'command-center-3',
    goal: 3,
    reward: resources({ credits: 100, food: 1000, steel: 1000, energy: 500 }),
    progress: (_t, b) => b['command-center'] ?? 0,
  },
  {
    id: 'train-rangers',
    goal: 20,
    reward: resources({ credits: 100, food: 1500 }),
    progress: (t) => t.trained.ranger ?? 0,
  },
  {
    id: 'train-ground',
    goal: 30,
    reward: resources({ credits: 150, food: 2000, steel: 1000 }),
    progress: (t) => sum(t.trained, GROUND_UNITS),
  },
  {
    id: 'train-space',
    goal: 5,
    reward: resources({ credits: 150, steel: 2000, energy: 1000 }),
    progress: (t) => sum(t.trained, SPACE_UNITS),
  },
  {
    id: 'mine-astromite',
    goal: 2000,
    reward: resources({ credits: 200, energy: 2000 }),
    progress: (t) => t.mined.astromite,
  },
  {
    id: 'mine-quantarite',
    goal: 200,
    reward: resources({ credits: 250, astromite: 500 }),
    progress: (t) => t.mined.quantarite,
  },
  {
    id: 'destroy-pirates',
    goal: 10,
    reward: resources({ credits: 300, steel: 3000 }),
    progress: (t) => t.piratesDestroyed,
  },
  { id: 'heal-units', goal: 1, reward: resources({ credits: 100, food: 1000 }), progress: (t) => t.healed },
  {
    id: 'finish-portal-missions',
    goal: 5,
    reward: resources({ credits: 250, astromite: 500, quantarite: 50 }),
    progress: (t) => t.missionsFinished,
  },
];

// null prototype: an id such as 'toString' from a request finds nothing, not Object.prototype's
export const TASKS_BY_ID: Record<string, TaskDef> = Object.assign(
  Object.create(null),
  Object.fromEntries(TASKS.map((t) => [t.id, t])),
);

export interface TaskState {
  id: string;
  goal: number;
  /** capped at the goal */
  progress: number;
  reward: Resources;
  claimed: boolean;
  claimable: boolean;
}

/** Every task with its progress, for a base's tally and levels and the tasks already claimed. */
export function taskStates(tally: Tally, buildings: BuildingLevels, claimed: ReadonlySet<string>): TaskState[] {
  return TASKS.map((d) => {
    const progress = Math.min(d.goal, d.progress(tally, buildings));
    const done = claimed.has(d.id);
    return {
      id: d.id,
      goal: d.goal,
      progress,
      reward: d.reward,
      claimed: done,
      claimable: !done && progress >= d.goal,
    };
  });
}
