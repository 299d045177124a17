/**
 * The living base as pure data, and time passing over it: resources grow at the rates of the
 * moment; each completion (building or research level) is applied at its due time, in order,
 * and changes the rates from then on.
 */
import { type BuildingId, type BuildingLevels, STARTING_BUILDINGS } from './buildings.ts';
import { economy } from './economy.ts';
import { activeBoosts, type TimedBoost } from './modifiers.ts';
import { type Flows, flowsOf, type ResourceSnapshot, settleResources } from './production.ts';
import type { ResearchLevels } from './research.ts';
import { emptyResources, type Resources, resources } from './resources.ts';
import { type Tally, tallyOf } from './tasks.ts';
import { type UnitCounts, type UnitId, upkeepPerHour } from './units.ts';

export interface BaseState {
  buildings: BuildingLevels;
  research: ResearchLevels;
  resources: Resources;
  remainder: Resources;
  /** units at home: they eat food (upkeep is part of the food rate) */
  units: UnitCounts;
  /** timed boosts (items, cores); they change the rates until they end */
  boosts: TimedBoost[];
  /** extra queues bought, per kind */
  extraQueues: { building: number; research: number };
  /** what the base has done (trained, mined, destroyed), for tasks; missing = nothing yet */
  tally?: Tally;
  /**
   * reinforcements stationed in the base, all owners together (their marches say whose): they eat
   * the base's food like its own units (docs/decisions/019-reinforcements.md); missing = none
   */
  guests?: UnitCounts;
  /** troops wounded defending the base, waiting in the recovery bay; missing = none */
  injured?: UnitCounts;
  /** epoch ms: the planetary shield is up until then */
  shieldUntil?: number;
  /** epoch ms: when the commander last took a shield down (no new one for 30 minutes) */
  shieldDownAt?: number;
  /** the world's economy speed: production and storage multiplied by it (decision 042); missing = 1 */
  economySpeed?: number;
  /**
   * epoch ms: vacation froze the base then (decision 055): from that instant nothing is produced or
   * eaten until it thaws; missing = not frozen
   */
  frozenSince?: number;
  /**
   * epoch ms: the base became a ghost then (decision 068): its commander away 35 days, it produces
   * nothing and its stores lie open to plunder; missing = not a ghost
   */
  ghostSince?: number;
  /**
   * What time produced and ate in the base since it was read from storage, per UTC day (YYYY-MM-DD):
   * never stored; the bases module hands it to the economy page when it saves the base and empties it
   * then, so what the next save counts starts there (decision 090). Missing = nothing yet.
   */
  accrued?: Record<string, Flows>;
  settledAt: number;
}

export type Completion =
  | { kind: 'building'; buildingId: BuildingId; level: number }
  | { kind: 'research'; researchId: string; level: number }
  | { kind: 'training'; unitId: UnitId; count: number }
  | { kind: 'healing'; unitId: UnitId; count: number };

/** A running upgrade, research or training batch as a player sees it in a queue (times in epoch ms). */
export interface QueueItem {
  id: string;
  kind: 'building' | 'research' | 'training' | 'healing';
  /** the building, research line or unit type */
  target: string;
  /** the level it reaches; for a training or healing batch, how many units */
  level: number;
  startsAt: number;
  dueAt: number;
}

export interface DueCompletion {
  id: string;
  dueAt: number;
  payload: Completion;
}

export const STARTING_RESOURCES: Resources = resources({ food: 1500, steel: 1500, energy: 1000, credits: 500 });

export function newBase(at: number): BaseState {
  return {
    buildings: { ...STARTING_BUILDINGS },
    research: {},
    resources: { ...STARTING_RESOURCES },
    remainder: emptyResources(),
    units: {},
    boosts: [],
    extraQueues: { building: 0, research: 0 },
    settledAt: at,
  };
}

/** Food eaten per hour in the base: its units at home and the reinforcements stationed in it. */
export const baseUpkeep = (state: Pick<BaseState, 'units' | 'guests'>) =>
  upkeepPerHour(state.units) + upkeepPerHour(state.guests ?? {});

const zeroRates = <T extends Record<string, number>>(r: T): T =>
  Object.fromEntries(Object.keys(r).map((k) => [k, 0])) as T;

/** The resource snapshot of a base: its amounts and today's rates (production minus upkeep) and caps. */
export function snapshotOf(state: BaseState): ResourceSnapshot {
  const e = economy(
    state.buildings,
    state.research,
    baseUpkeep(state),
    activeBoosts(state.boosts, state.settledAt),
    state.economySpeed ?? 1,
  );
  return {
    amounts: state.resources,
    remainder: state.remainder,
    // a frozen base (vacation) neither produces nor eats, a ghost produces nothing: rates read nothing
    ratePerHour:
      state.frozenSince === undefined && state.ghostSince === undefined ? e.ratePerHour : zeroRates(e.ratePerHour),
    capacity: e.capacity,
    settledAt: state.settledAt,
  };
}

/**
 * Resources produced up to `at`: at today's rates, and where a boost ends on the way, at the old
 * rates up to that instant and the new ones after it. Ended boosts are dropped.
 */
export function advance(state: BaseState, at: number): BaseState {
  let s = state;
  // a frozen base produces up to the freeze, then time passes over it without a trace
  const end = state.frozenSince === undefined ? at : Math.min(at, Math.max(state.frozenSince, state.settledAt));
  while (end > s.settledAt) {
    const endsOnTheWay = s.boosts.filter((b) => b.endsAt > s.settledAt && b.endsAt < end).map((b) => b.endsAt);
    // a stretch ends at UTC midnight too, so each day's flows are its own (the amounts are the same:
    // settling twice is settling once)
    const midnight = (Math.floor(s.settledAt / DAY_MS) + 1) * DAY_MS;
    const until = Math.min(end, midnight, ...endsOnTheWay);
    const snap = snapshotOf({ ...s, frozenSince: undefined });
    const { amounts, remainder } = settleResources(snap, until);
    const boosts = s.boosts.filter((b) => b.endsAt > until);
    const gained = producedBetween(snap, amounts);
    const tally = gained > 0 ? { ...tallyOf(s.tally), produced: tallyOf(s.tally).produced + gained } : s.tally;
    // a ghost's rates read nothing: its units eat nothing either
    const flows = flowsOf(snap, s.ghostSince === undefined ? { food: baseUpkeep(s) } : {}, amounts, until);
    const accrued = accrue(s.accrued, new Date(s.settledAt).toISOString().slice(0, 10), flows);
    s = {
      ...s,
      resources: amounts,
      remainder,
      settledAt: until,
      boosts,
      ...(tally ? { tally } : {}),
      ...(accrued ? { accrued } : {}),
    };
  }
  return at > s.settledAt ? { ...s, settledAt: at, boosts: s.boosts.filter((b) => b.endsAt > at) } : s;
}

const DAY_MS = 86_400_000;

/** `acc` with a stretch's flows added to its day (a new object; `acc` itself unchanged); `acc` when nothing flowed. */
function accrue(acc: BaseState['accrued'], day: string, f: Flows): BaseState['accrued'] {
  const any = (r: Resources) => Object.values(r).some((n) => n !== 0);
  if (!any(f.produced) && !any(f.eaten)) return acc;
  const was = acc?.[day];
  if (!was) return { ...acc, [day]: f };
  const sum = (a: Resources, b: Resources) =>
    Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof Resources] + b[k as keyof Resources]])) as Resources;
  return { ...acc, [day]: { produced: sum(was.produced, f.produced), eaten: sum(was.eaten, f.eaten) } };
}

/** What production added between a snapshot and the amounts settled from it (growing kinds only). */
function producedBetween(snap: ResourceSnapshot, amounts: BaseState['resources']): number {
  let n = 0;
  for (const k of Object.keys(amounts) as (keyof typeof amounts)[])
    if (snap.ratePerHour[k] > 0) n += Math.max(0, amounts[k] - snap.amounts[k]);
  return n;
}

/** When the rates change next without a completion: the end of the earliest boost, if any. */
export function nextBoostEnd(state: BaseState): number | null {
  const ends = state.boosts.filter((b) => b.endsAt > state.settledAt).map((b) => b.endsAt);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/**
 * A completion's effect on the base. Levels are only ever raised, so a stale one changes nothing;
 * trained units are added, which the timeline makes safe by applying each event exactly once.
 */
export function applyCompletion(state: BaseState, c: Completion): BaseState {
  if (c.kind === 'healing') {
    // the batch left the injured list when it started: the troops are back on their feet
    const tally = tallyOf(state.tally);
    tally.healed += c.count;
    return { ...state, units: { ...state.units, [c.unitId]: (state.units[c.unitId] ?? 0) + c.count }, tally };
  }
  if (c.kind === 'training') {
    const tally = tallyOf(state.tally);
    tally.trained[c.unitId] = (tally.trained[c.unitId] ?? 0) + c.count;
    return { ...state, units: { ...state.units, [c.unitId]: (state.units[c.unitId] ?? 0) + c.count }, tally };
  }
  if (c.kind === 'building') {
    // a level is only ever raised: a duplicate or stale completion changes nothing
    if ((state.buildings[c.buildingId] ?? 0) >= c.level) return state;
    return { ...state, buildings: { ...state.buildings, [c.buildingId]: c.level } };
  }
  if ((state.research[c.researchId] ?? 0) >= c.level) return state;
  return { ...state, research: { ...state.research, [c.researchId]: c.level } };
}

/** Order of due events: by due time, then by id (the order they were scheduled in). */
export function byDueOrder(a: { id: string; dueAt: number }, b: { id: string; dueAt: number }): number {
  return a.dueAt - b.dueAt || a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Lets time pass to `now`: every completion due by then is applied at its own due time, in order,
 * with resources credited at the old rates before it and the new rates after.
 */
export function settleBase(
  state: BaseState,
  due: DueCompletion[],
  now: number,
): { state: BaseState; applied: string[] } {
  let s = state;
  const applied: string[] = [];
  for (const e of [...due].sort(byDueOrder)) {
    if (e.dueAt > now) break;
    s = applyCompletion(advance(s, e.dueAt), e.payload);
    applied.push(e.id);
  }
  return { state: advance(s, now), applied };
}

export function addToResources(state: BaseState, delta: Partial<Resources>, sign: 1 | -1): BaseState {
  const r = { ...state.resources };
  for (const [k, v] of Object.entries(delta) as [keyof Resources, number][]) r[k] = r[k] + sign * v;
  return { ...state, resources: r };
}
