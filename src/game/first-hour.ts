/**
 * The guided path of a new commander's first hour (docs/decisions/030-the-first-hour.md):
 * from a new base to a first won fight against a pirate ship, one thing to do at a time. The base
 * page shows the step with a button that does it; after the first pirate falls, the tasks are the
 * guide. The browser computes it from what it already has (the base, the tasks, the marches): it is
 * advice, the server checks every action as always.
 */
import { type BuildingId, type BuildingLevels, buildingCost, buildingDurationMs } from './buildings.ts';
import type { InProgress } from './checks.ts';
import type { CombatStats } from './combat.ts';
import { pirateFleet } from './marches.ts';
import { previewBattle } from './preview.ts';
import { HOUR_MS } from './production.ts';
import { RESOURCES, type Resources } from './resources.ts';
import { trainingCost } from './training.ts';
import { GROUND_UNITS, SPACE_UNITS, UNITS, type UnitCounts, type UnitId } from './units.ts';

/** The first fleet the guide trains: it beats a level-1 pirate crew (3 interceptors, 6 rangers) on every preview seed. */
export const FIRST_FLEET = { ranger: 10, interceptor: 4 } as const satisfies UnitCounts;
/** The pirates the guide sends the first fleet against. */
export const FIRST_PIRATE_LEVEL = 1;

export type GuideStep =
  | { kind: 'claim'; taskId: string }
  | { kind: 'build'; building: BuildingId; level: number }
  | { kind: 'train'; unit: UnitId; count: number }
  | { kind: 'attack-pirate'; fleet: UnitCounts }
  /** a crew the fleet beats is in reach again while the fleet mines: call it home to hunt (decision 101) */
  | { kind: 'recall'; marchId: string }
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
  /**
   * what the map around the base offers the commander's fleet (`fleetReach`, from the map window the
   * browser already asks for): without it the guide names the pirates as before
   */
  reach?: FleetReach;
  /** one of the commander's fleets on its way to an asteroid or mining it (its march id), if any */
  gathering?: string | null;
}

/** What the map around the base offers the commander's whole fleet (at home, in training and out). */
export interface FleetReach {
  /** a pirate crew in reach that the fleet beats at good odds (BEATABLE_ODDS) */
  beatablePirate: boolean;
  /** an asteroid in reach to gather at */
  asteroid: boolean;
  /** what to train next so that the fleet beats the nearest pirate crew in reach (null: none in reach, or none needed) */
  stronger: { unit: UnitId; count: number } | null;
}

/** Odds the guide sends a fleet at: the send dialog marks them green. */
export const BEATABLE_ODDS = 0.75;
/** How far the guide looks for pirates and asteroids: the map's default window around the base (cells each way). */
export const GUIDE_REACH = 7;
/** The most of one unit the guide asks for at once when it looks for a stronger fleet. */
const MOST_TO_TRAIN = 60;

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
    // the pirates are next but none in reach is one the fleet beats: what brings the next fight or task
    // closer. Units the stores pay for now first (a fight minutes away); the asteroid when none can be
    // paid and none are in training (mining takes the fleet away for an hour: not while it grows for a
    // fight); else the units still, waiting for the stores.
    // a crew the fleet beats is back in reach while the fleet mines: the hunt pays more and sooner
    // (loot and the task's reward) than the rest of the load, which comes home pro rata
    if (taskId === 'destroy-pirates' && input.reach?.beatablePirate && input.gathering)
      return { step: { kind: 'recall', marchId: input.gathering }, waiting: false };
    if (taskId === 'destroy-pirates' && input.reach && !input.reach.beatablePirate) {
      const stronger = input.reach.stronger;
      const afford = stronger ? affordable(UNITS[stronger.unit].cost, input.resources) : 0;
      const train = (n: number): Guide => ({
        step: { kind: 'train', unit: stronger!.unit, count: Math.max(1, Math.min(stronger!.count, n)) },
        waiting: false,
      });
      if (stronger && afford >= 1) return train(afford);
      const mining = input.tasks.some((t) => t.id === 'mine-astromite' && !t.claimed && !t.claimable);
      const growing = input.queue.some((q) => q.kind === 'training');
      if (mining && input.reach.asteroid && input.marchesOut === 0 && !growing)
        return { step: { kind: 'tasks', taskId: 'mine-astromite' }, waiting: false };
      // as many of them as the stores pay for now (one at least): each batch is a step closer
      if (stronger) return train(afford);
    }
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

/** How many of something costing `each` the stores pay for (Infinity when the stores are not known). */
function affordable(each: Partial<Resources>, have?: Resources): number {
  if (!have) return Number.POSITIVE_INFINITY;
  let n = Number.POSITIVE_INFINITY;
  for (const k of RESOURCES) {
    const c = each[k] ?? 0;
    if (c > 0) n = Math.min(n, Math.floor(have[k] / c));
  }
  return n;
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

/** What a fleet takes into a fight: every ship, and the ground units its ships seat. */
export function sendableFleet(units: UnitCounts): UnitCounts {
  const out: UnitCounts = {};
  let seats = 0;
  for (const id of SPACE_UNITS) {
    const n = units[id] ?? 0;
    if (n > 0) out[id] = n;
    seats += n * UNITS[id].troopCapacity;
  }
  for (const id of GROUND_UNITS) {
    const n = Math.min(units[id] ?? 0, seats);
    if (n > 0) out[id] = n;
    seats -= n;
  }
  return out;
}

interface ReachObject {
  x: number;
  y: number;
  /** the map's kind of object (null: nothing there, as a map answer may say) */
  type: string | null;
  level: number;
}

/**
 * What the map around `home` offers the commander's `fleet` (all its units, at home, in training and
 * out): a pirate crew in reach it beats at BEATABLE_ODDS by the send dialog's preview, an asteroid in
 * reach, and else the units to train next so that it beats the nearest pirate crew — rangers while
 * the ships have free seats, else interceptors (each seats five rangers more).
 */
export function fleetReach(
  home: { x: number; y: number },
  objects: readonly ReachObject[],
  fleet: UnitCounts,
  stats: Record<UnitId, CombatStats>,
  reach = GUIDE_REACH,
): FleetReach {
  const near = objects
    .filter((o) => Math.abs(o.x - home.x) <= reach && Math.abs(o.y - home.y) <= reach)
    .sort((a, b) => Math.hypot(a.x - home.x, a.y - home.y) - Math.hypot(b.x - home.x, b.y - home.y));
  const asteroid = near.some((o) => o.type === 'astromite-asteroid');
  const pirates = near.filter((o) => o.type === 'pirate-ship');
  const odds = new Map<string, number>();
  const beats = (units: UnitCounts, level: number) => {
    const sent = sendableFleet(units);
    const key = `${level}:${JSON.stringify(sent)}`;
    let p = odds.get(key);
    if (p === undefined) {
      p = Object.keys(sent).length > 0 ? previewBattle(sent, stats, pirateFleet(level)).winChance : 0;
      odds.set(key, p);
    }
    return p >= BEATABLE_ODDS;
  };
  const levels = [...new Set(pirates.map((p) => p.level))];
  if (levels.some((l) => beats(fleet, l))) return { beatablePirate: true, asteroid, stronger: null };
  const nearest = pirates[0];
  if (!nearest) return { beatablePirate: false, asteroid, stronger: null };
  const seats = SPACE_UNITS.reduce((n, id) => n + (fleet[id] ?? 0) * UNITS[id].troopCapacity, 0);
  const ground = GROUND_UNITS.reduce((n, id) => n + (fleet[id] ?? 0), 0);
  const free = Math.max(0, seats - ground);
  const plus = (more: UnitCounts) => {
    const out: UnitCounts = { ...fleet };
    for (const [id, n] of Object.entries(more) as [UnitId, number][]) out[id] = (out[id] ?? 0) + n;
    return out;
  };
  // the fewest of one unit that does it (the odds grow with the fleet: a binary search)
  const fewest = (most: number, fleetWith: (n: number) => UnitCounts) => {
    if (most < 1 || !beats(fleetWith(most), nearest.level)) return null;
    let lo = 1;
    let hi = most;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (beats(fleetWith(mid), nearest.level)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const rangers = fewest(free, (n) => plus({ ranger: n }));
  if (rangers !== null) return { beatablePirate: false, asteroid, stronger: { unit: 'ranger', count: rangers } };
  // interceptors, with the rangers they seat (trained next, when the seats are free)
  const interceptors = fewest(MOST_TO_TRAIN, (n) =>
    plus({ interceptor: n, ranger: free + UNITS.interceptor.troopCapacity * n }),
  );
  if (interceptors !== null)
    return {
      beatablePirate: false,
      asteroid,
      stronger: { unit: free > 0 ? 'ranger' : 'interceptor', count: free > 0 ? free : interceptors },
    };
  return { beatablePirate: false, asteroid, stronger: null };
}
