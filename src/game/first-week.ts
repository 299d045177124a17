/**
 * The first week as a free player lives it (docs/decisions/042-the-first-week.md): a pure
 * simulation, minute by minute, of a commander who follows the guide (src/game/first-hour.ts) and
 * then plays sensibly and greedily — claims every task, builds the cheapest useful next level,
 * trains what a task asks for and a fleet that can hunt, hunts the richest pirate it beats with a
 * profit, mines astromite for the tasks and the portal, runs the vault and the portal missions when
 * they are ready. No credits are spent, nobody attacks it, it never sleeps. What it measures is
 * the waits: the longest stretch with nothing worth doing. The golden table of first-week.test.ts
 * is the document of the balance: a change of a cost, a rate or a reward shows in it as a diff.
 */
import { advance, applyCompletion, type BaseState, type Completion, newBase } from './base.ts';
import { type BuildingId, levelOf } from './buildings.ts';
import { checkUpgrade, type InProgress } from './checks.ts';
import { plainStats, simulateBattle } from './combat.ts';
import { checkBuildCore, CORE_SHARDS_PER_CORE, MAX_CORES } from './cores.ts';
import { economy } from './economy.ts';
import { marchSlots } from './effects.ts';
import { guideStep } from './first-hour.ts';
import { idleUpgrade } from './idle-upgrade.ts';
import { gatherPlan, pirateFleet, pirateLoot, pirateRespawnMs, travelMs } from './marches.ts';
import { missionLevel, missionReward, missionTimes, recommendedInfluence, resolveMission } from './missions.ts';
import { plunderOf } from './plunder.ts';
import { portalEnergyCap, PORTAL_ENERGY_PER_HOUR, PORTAL_OPEN_COST } from './portal.ts';
import { previewBattle } from './preview.ts';
import { HOUR_MS } from './production.ts';
import { createRng } from './random.ts';
import { addResources, type Resources, subtractResources } from './resources.ts';
import { baseStats } from './stats.ts';
import { taskStates, tallyOf } from './tasks.ts';
import { checkTraining } from './training.ts';
import { influenceOf, type UnitCounts } from './units.ts';
import { runVault, VAULT_COOLDOWN_MS, VAULT_STAGE_MS, vaultReward } from './vault.ts';

const MINUTE = 60_000;

/** Where things stand from a frontier base: cells to a pirate ship of each level, to an asteroid, to the vault. */
export const WEEK_MAP = {
  pirateCells: [6, 9, 12, 15] as const,
  /** pirate ships of each level within those cells */
  piratesPerLevel: 3,
  asteroidCells: 6,
  vaultCells: 80,
} as const;

export interface WeekRow {
  hour: number;
  cc: number;
  farm: number;
  foundry: number;
  plant: number;
  depot: number;
  barracks: number;
  shipyard: number;
  lab: number;
  portal: number;
  food: number;
  steel: number;
  energy: number;
  astromite: number;
  /** steel per hour: the producers are raised in step, one rate stands for the three */
  steelPerHour: number;
  rangers: number;
  interceptors: number;
  pirates: number;
  tasks: number;
  missions: number;
  vaultRuns: number;
  shards: number;
  cores: number;
  /** the longest wait with nothing worth doing, in minutes, in the hours since the row before */
  longestWait: number;
}

export interface WeekRun {
  rows: WeekRow[];
  /** longest waits in minutes */
  waits: { firstHour: number; firstDay: number; week: number };
  /** the first claims and sends of the day, for the eye (not asserted) */
  log: string[];
  /** a mission's full reward over an hour of production, by command-center level seen */
  missionHours: Record<string, number>;
  firstCoreAtHour: number | null;
}

interface Pending {
  dueAt: number;
  item: InProgress;
  completion: Completion;
}

interface Fleet {
  kind: 'pirate' | 'gather' | 'vault' | 'mission';
  units: UnitCounts;
  backAt: number;
  bring: Resources;
  shards: number;
  mined: number;
  mission: boolean;
  won: boolean;
}

const nothing = (): Resources => ({ food: 0, steel: 0, energy: 0, astromite: 0, quantarite: 0, credits: 0 });
const total = (r: Resources) => r.food + r.steel + r.energy + r.astromite + 10 * r.quantarite;
const worth = (u: UnitCounts) => (u.ranger ?? 0) * 100 + (u.interceptor ?? 0) * 300;

/** The hunting fleet a base aims for at a command-center level: rangers and the interceptors to carry them. */
export function huntingFleet(cc: number): UnitCounts {
  const rangers = 10 + 10 * Math.max(0, cc - 2);
  return { ranger: rangers, interceptor: Math.ceil(rangers / 5) };
}

export function simulateFirstWeek(hours = 7 * 24, worldSpeed = 1): WeekRun {
  const end = hours * HOUR_MS;
  let state: BaseState = newBase(0);
  let queue: Pending[] = [];
  const claimed = new Set<string>();
  const log: string[] = [];
  const rows: WeekRow[] = [];
  const missionHours: Record<string, number> = {};
  let fleets: Fleet[] = [];
  /** when each nearby pirate ship is back after its destruction, by level (elsewhere nearby: the same distance) */
  const pirateBack: number[][] = WEEK_MAP.pirateCells.map(() =>
    Array.from({ length: WEEK_MAP.piratesPerLevel }, () => 0),
  );
  let shards = 0;
  let cores = 0;
  let vaultRuns = 0;
  let lastVault: number | null = null;
  let missions = 0;
  let boardAt = -1;
  let board = new Set<string>();
  let portalEnergy = 0;
  let portalSettled = 0;
  let firstCoreAt: number | null = null;
  let lastAction = 0;
  let waitInPeriod = 0;
  const waits = { firstHour: 0, firstDay: 0, week: 0 };
  const odds = new Map<string, ReturnType<typeof previewBattle>>();
  const rowHours = new Set([1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 36, 48, 72, 96, 120, 144, 168]);

  const acted = (t: number, what: string) => {
    const gap = (t - lastAction) / MINUTE;
    waitInPeriod = Math.max(waitInPeriod, gap);
    if (t <= HOUR_MS) waits.firstHour = Math.max(waits.firstHour, gap);
    if (t <= 24 * HOUR_MS) waits.firstDay = Math.max(waits.firstDay, gap);
    waits.week = Math.max(waits.week, gap);
    lastAction = t;
    if (t < 24 * HOUR_MS && log.length < 400) log.push(`${fmt(t)} ${what}`);
  };
  const pay = (r: Resources) => {
    state = { ...state, resources: addResources(state.resources, r) };
  };
  const start = (t: number, c: Completion, item: InProgress, ms: number, cost: Resources) => {
    state = { ...state, resources: subtractResources(state.resources, cost) };
    queue.push({ dueAt: t + ms, item, completion: c });
  };
  const busy = () => queue.map((q) => q.item);
  const slotsFree = () => marchSlots(state.buildings) - fleets.length;
  const away = () => {
    const out: UnitCounts = {};
    for (const f of fleets)
      for (const [id, n] of Object.entries(f.units))
        out[id as keyof UnitCounts] = (out[id as keyof UnitCounts] ?? 0) + n;
    return out;
  };

  const tryBuild = (t: number, id: BuildingId): boolean => {
    const c = checkUpgrade(state, busy(), id, worldSpeed);
    if (!c.ok) return false;
    start(
      t,
      { kind: 'building', buildingId: id, level: c.level },
      { kind: 'building', target: id, level: c.level },
      c.durationMs,
      c.cost,
    );
    acted(t, `build ${id} ${c.level}`);
    return true;
  };
  const tryTrain = (t: number, unit: 'ranger' | 'interceptor', count: number): boolean => {
    if (count <= 0) return false;
    const c = checkTraining(state, busy(), unit, count, worldSpeed);
    if (!c.ok) return false;
    start(
      t,
      { kind: 'training', unitId: unit, count },
      { kind: 'training', target: unit, level: count },
      c.durationMs,
      c.cost,
    );
    acted(t, `train ${count} ${unit}`);
    return true;
  };
  /** `leaving`: the units that leave (the fleet's `units` are those that come back) */
  const send = (
    t: number,
    f: Omit<Fleet, 'backAt'>,
    outMs: number,
    backMs: number,
    what: string,
    leaving: UnitCounts = f.units,
  ) => {
    const home = { ...state.units };
    for (const [id, n] of Object.entries(leaving))
      home[id as keyof UnitCounts] = (home[id as keyof UnitCounts] ?? 0) - n;
    state = { ...state, units: home };
    fleets.push({ ...f, backAt: t + outMs + backMs });
    acted(t, what);
  };

  for (let t = 0; t <= end; t += MINUTE) {
    // what is due lands, in order
    for (const q of [...queue].sort((a, b) => a.dueAt - b.dueAt)) {
      if (q.dueAt > t) break;
      state = applyCompletion(advance(state, q.dueAt), q.completion);
      queue = queue.filter((x) => x !== q);
    }
    state = advance(state, t);
    for (const f of fleets.filter((x) => x.backAt <= t)) {
      const home = { ...state.units };
      for (const [id, n] of Object.entries(f.units))
        home[id as keyof UnitCounts] = (home[id as keyof UnitCounts] ?? 0) + n;
      const tally = tallyOf(state.tally);
      if (f.kind === 'pirate' && f.won) tally.piratesDestroyed += 1;
      if (f.kind === 'gather') tally.mined.astromite += f.mined;
      if (f.mission) tally.missionsFinished += 1;
      state = { ...state, units: home, tally };
      pay(f.bring);
      shards += f.shards;
      fleets = fleets.filter((x) => x !== f);
    }
    // the portal's energy and the mission board (one offer of each kind per refresh)
    const portal = levelOf(state.buildings, 'portal');
    portalEnergy = Math.min(
      portalEnergyCap(portal),
      portalEnergy + ((t - portalSettled) / HOUR_MS) * PORTAL_ENERGY_PER_HOUR * worldSpeed,
    );
    portalSettled = t;
    const window = Math.floor((t * worldSpeed) / (8 * HOUR_MS));
    if (window !== boardAt) {
      boardAt = window;
      board = new Set(['exploration', 'hostile', 'rescue']);
    }

    // 1. rewards waiting: claim them
    const tasks = taskStates(tallyOf(state.tally), state.buildings, claimed);
    for (const task of tasks.filter((x) => x.claimable)) {
      claimed.add(task.id);
      pay(task.reward);
      acted(t, `claim ${task.id}`);
    }
    while (cores < MAX_CORES && checkBuildCore(shards, cores).ok) {
      shards -= CORE_SHARDS_PER_CORE;
      cores += 1;
      firstCoreAt ??= t;
      acted(t, 'build a core');
    }

    const pirates = tallyOf(state.tally).piratesDestroyed;
    if (pirates === 0 && fleets.length === 0) {
      // 2. the guided first hour
      const { step, waiting } = guideStep({
        buildings: state.buildings,
        units: state.units,
        queue: busy(),
        tasks: taskStates(tallyOf(state.tally), state.buildings, claimed),
        piratesDestroyed: 0,
        marchesOut: 0,
      });
      if (!waiting) {
        if (step.kind === 'build') tryBuild(t, step.building);
        else if (step.kind === 'train') tryTrain(t, step.unit as 'ranger' | 'interceptor', step.count);
        else if (step.kind === 'attack-pirate') hunt(t, 1, step.fleet);
      }
      if (!waiting && step.kind === 'build') tryTrainGuided(t);
      continue;
    }
    if (pirates === 0) continue;

    // 3. training: what a task asks for, then the hunting fleet
    trainTowards(t);
    // 4. the cheapest useful building, when the queue is free (the guide names the same: idle-upgrade.ts)
    const up = idleUpgrade(state, busy(), worldSpeed);
    if (up) tryBuild(t, up.building);
    // 5. the fleet: vault, missions, a profitable pirate, astromite
    while (slotsFree() > 0 && fleetAction(t));

    if (rowHours.has(t / HOUR_MS)) {
      rows.push(row(t / HOUR_MS));
      waitInPeriod = 0;
    }
  }
  return {
    rows,
    waits: roundWaits(waits),
    log,
    missionHours,
    firstCoreAtHour: firstCoreAt === null ? null : firstCoreAt / HOUR_MS,
  };

  function tryTrainGuided(t: number) {
    const { step, waiting } = guideStep({
      buildings: state.buildings,
      units: state.units,
      queue: busy(),
      tasks: taskStates(tallyOf(state.tally), state.buildings, claimed),
      piratesDestroyed: 0,
      marchesOut: 0,
    });
    if (!waiting && step.kind === 'train') tryTrain(t, step.unit as 'ranger' | 'interceptor', step.count);
  }

  function trainTowards(t: number) {
    const trained = tallyOf(state.tally).trained;
    const inTraining = (u: string) =>
      busy()
        .filter((q) => q.kind === 'training' && q.target === u)
        .reduce((s, q) => s + q.level, 0);
    const out = away();
    const have = (u: 'ranger' | 'interceptor') => (state.units[u] ?? 0) + (out[u] ?? 0) + inTraining(u);
    const aim = huntingFleet(levelOf(state.buildings, 'command-center'));
    const rangerGoal = Math.max(
      aim.ranger ?? 0,
      claimed.has('train-ground') ? 0 : 30 - (trained.ranger ?? 0) + have('ranger'),
    );
    const spaceTask = claimed.has('train-space') ? 0 : 5 - (trained.interceptor ?? 0) + have('interceptor');
    const shipGoal = Math.max(aim.interceptor ?? 0, Math.ceil(rangerGoal / 5), spaceTask);
    const cap = (yard: 'barracks' | 'shipyard') => 20 + 15 * levelOf(state.buildings, yard);
    // a batch worth starting: what is missing, or at least five (no unit at a time to look busy)
    const batch = (unit: 'ranger' | 'interceptor', goal: number, yard: 'barracks' | 'shipyard', least = 5) => {
      const missing = Math.min(cap(yard), goal - have(unit));
      const n = Math.min(missing, affordable(unit));
      if (missing > 0 && n >= Math.max(1, Math.min(least, missing))) return tryTrain(t, unit, n);
      return false;
    };
    // the last interceptors of the space task are worth training one by one: the reward is near
    batch('interceptor', shipGoal, 'shipyard', claimed.has('train-space') ? 5 : 5 - (trained.interceptor ?? 0));
    batch('ranger', rangerGoal, 'barracks');
  }

  function affordable(unit: 'ranger' | 'interceptor'): number {
    const cost: Resources = checkTrainingCost(unit);
    let n = Number.POSITIVE_INFINITY;
    for (const k of ['food', 'steel', 'energy'] as const)
      if (cost[k] > 0) n = Math.min(n, Math.floor(state.resources[k] / cost[k]));
    return n;
  }

  function checkTrainingCost(unit: 'ranger' | 'interceptor'): Resources {
    return unit === 'ranger'
      ? { food: 60, steel: 30, energy: 10, astromite: 0, quantarite: 0, credits: 0 }
      : { food: 50, steel: 150, energy: 100, astromite: 0, quantarite: 0, credits: 0 };
  }

  /** A pirate ship of this level is there to hunt now (the nearby ones not destroyed, or respawned). */
  function pirateReady(t: number, level: number): number {
    return (pirateBack[level - 1] ?? []).findIndex((at) => at <= t);
  }

  function hunt(t: number, level: number, units: UnitCounts): boolean {
    const ship = pirateReady(t, level);
    if (ship < 0) return false;
    const cells = WEEK_MAP.pirateCells[level - 1] ?? 15;
    const result = simulateBattle(
      { attacker: { units, stats: plainStats() }, defender: { units: pirateFleet(level), stats: plainStats() } },
      createRng(Math.floor(t / MINUTE) + 1),
    );
    const won = result.winner === 'attacker';
    const leg = travelMs({ x: 0, y: 0 }, { x: cells, y: 0 }, units, worldSpeed);
    if (won) (pirateBack[level - 1] ?? [])[ship] = t + leg + pirateRespawnMs(level, worldSpeed);
    const survivors = result.attacker.survivors;
    const bring = won ? plunderOf(survivors, pirateLoot(level)) : nothing();
    send(
      t,
      { kind: 'pirate', units: survivors, bring, shards: 0, mined: 0, mission: false, won },
      leg,
      leg,
      `hunt a level-${level} pirate (${won ? 'won' : 'lost'})`,
      units,
    );
    return true;
  }

  /** The units the next fleet takes: all at home on the last free slot, else half of them. */
  function nextFleet(): UnitCounts {
    const home = state.units;
    const share = slotsFree() > 1 ? 0.5 : 1;
    const ships = Math.floor((home.interceptor ?? 0) * share);
    return { interceptor: ships, ranger: Math.min(Math.floor((home.ranger ?? 0) * share), ships * 5) };
  }

  function fleetAction(t: number): boolean {
    const units = nextFleet();
    const ships = units.interceptor ?? 0;
    if (ships === 0) return false;
    // the vault, when it rests no more and the fleet clears a stage (and another slot keeps hunting)
    const cooldown = VAULT_COOLDOWN_MS / worldSpeed;
    if ((lastVault === null || t >= lastVault + cooldown) && marchSlots(state.buildings) > 1) {
      const run = runVault(units, plainStats(), `week:${t}`);
      if (run.cleared > 0) {
        const leg = travelMs({ x: 0, y: 0 }, { x: WEEK_MAP.vaultCells, y: 0 }, units, worldSpeed);
        lastVault = t;
        vaultRuns += 1;
        const paid = vaultReward(run.cleared).items['core-shard'] ?? 0;
        send(
          t,
          { kind: 'vault', units: run.survivors, bring: nothing(), shards: paid, mined: 0, mission: false, won: true },
          leg + (run.stages.length * VAULT_STAGE_MS) / worldSpeed,
          leg,
          `run the vault (${run.cleared} stages, ${paid} shards)`,
          units,
        );
        return true;
      }
    }
    // a mission through the portal
    const cc = levelOf(state.buildings, 'command-center');
    if (levelOf(state.buildings, 'portal') >= 1 && portalEnergy >= PORTAL_OPEN_COST) {
      const level = missionLevel(cc);
      for (const type of ['hostile', 'exploration', 'rescue'] as const) {
        if (!board.has(type)) continue;
        if (type === 'rescue' && influenceOf(units) < recommendedInfluence(type, level)) continue;
        const outcome = resolveMission(type, level, units, plainStats(), Math.floor(t / MINUTE) + 7);
        if (type !== 'exploration' && !outcome.success) continue;
        board.delete(type);
        portalEnergy -= PORTAL_OPEN_COST;
        missions += 1;
        const rate = economy(state.buildings, state.research).ratePerHour.steel;
        const full = total(missionReward(type, level).resources) / (3 * Math.max(1, rate));
        missionHours[`${type} ${level}`] = Math.round(full * 10) / 10;
        const { outMs, backMs } = missionTimes(type, worldSpeed);
        const back = { ...outcome.survivors };
        const rescued = outcome.reward.units.ranger ?? 0;
        if (rescued > 0) back.ranger = (back.ranger ?? 0) + rescued;
        const paid = outcome.reward.items['core-shard'] ?? 0;
        send(
          t,
          {
            kind: 'mission',
            units: back,
            bring: outcome.reward.resources,
            shards: paid,
            mined: 0,
            mission: true,
            won: true,
          },
          outMs,
          backMs,
          `mission ${type} ${level} (${Math.round(outcome.share * 100)} %)`,
          units,
        );
        return true;
      }
    }
    // the richest pirate it beats for a profit (any while the pirate task is open)
    let best: { level: number; gain: number } | null = null;
    for (let level = 1; level <= WEEK_MAP.pirateCells.length; level++) {
      if (pirateReady(t, level) < 0) continue;
      const key = `${units.ranger}:${units.interceptor}:${level}`;
      let o = odds.get(key);
      if (!o) {
        o = previewBattle(units, plainStats(), pirateFleet(level), plainStats(), 6);
        odds.set(key, o);
      }
      if (o.winChance < 1) continue;
      const survivors = {
        ranger: (units.ranger ?? 0) - (o.expectedLosses.ranger ?? 0),
        interceptor: ships - (o.expectedLosses.interceptor ?? 0),
      };
      const gain = total(plunderOf(survivors, pirateLoot(level))) - worth(o.expectedLosses);
      if ((gain > 0 || !claimed.has('destroy-pirates')) && (!best || gain > best.gain)) best = { level, gain };
    }
    if (best) return hunt(t, best.level, units);
    // astromite: for the task, and for the portal
    const portalWants = levelOf(state.buildings, 'portal') < 1 && state.resources.astromite < 200;
    if (!claimed.has('mine-astromite') || portalWants) {
      const mining = baseStats(state.buildings, state.research, {}, worldSpeed).mining;
      const full = gatherPlan('astromite-asteroid', 1, units, mining, worldSpeed);
      // mines until the next pirate is back (a recall brings home what is mined): the slot is not lost for hours
      const until = Math.min(...pirateBack.flat().filter((at) => at > t), t + 2 * HOUR_MS) - t;
      const amount = Math.min(full.amount, Math.floor((full.ratePerHour * Math.max(until, 10 * MINUTE)) / HOUR_MS));
      const plan = { ...full, amount, durationMs: Math.ceil((amount / full.ratePerHour) * HOUR_MS) };
      if (plan.amount <= 0) return false;
      const leg = travelMs({ x: 0, y: 0 }, { x: WEEK_MAP.asteroidCells, y: 0 }, units, worldSpeed);
      const bring = { ...nothing(), astromite: plan.amount };
      send(
        t,
        { kind: 'gather', units, bring, shards: 0, mined: plan.amount, mission: false, won: true },
        leg + plan.durationMs,
        leg,
        `gather ${plan.amount} astromite`,
      );
      return true;
    }
    return false;
  }

  function row(hour: number): WeekRow {
    const b = state.buildings;
    const all = { ...state.units };
    const out = away();
    return {
      hour,
      cc: levelOf(b, 'command-center'),
      farm: levelOf(b, 'hydroponic-farm'),
      foundry: levelOf(b, 'steel-foundry'),
      plant: levelOf(b, 'energy-plant'),
      depot: levelOf(b, 'resource-depot'),
      barracks: levelOf(b, 'barracks'),
      shipyard: levelOf(b, 'shipyard'),
      lab: levelOf(b, 'research-lab'),
      portal: levelOf(b, 'portal'),
      food: state.resources.food,
      steel: state.resources.steel,
      energy: state.resources.energy,
      astromite: state.resources.astromite,
      steelPerHour: economy(b, state.research).ratePerHour.steel,
      rangers: (all.ranger ?? 0) + (out.ranger ?? 0),
      interceptors: (all.interceptor ?? 0) + (out.interceptor ?? 0),
      pirates: tallyOf(state.tally).piratesDestroyed,
      tasks: claimed.size,
      missions,
      vaultRuns,
      shards,
      cores,
      longestWait: Math.round(waitInPeriod),
    };
  }
}

const roundWaits = (w: { firstHour: number; firstDay: number; week: number }) => ({
  firstHour: Math.round(w.firstHour),
  firstDay: Math.round(w.firstDay),
  week: Math.round(w.week),
});

function fmt(t: number): string {
  const m = Math.round(t / MINUTE);
  return `${String(Math.floor(m / 60)).padStart(3, ' ')}h${String(m % 60).padStart(2, '0')}`;
}

/** The golden table as text, one row per line. */
export function weekTable(rows: readonly WeekRow[]): string {
  const cols = Object.keys(rows[0] ?? {}) as (keyof WeekRow)[];
  const head = cols.join(' | ');
  return [head, ...rows.map((r) => cols.map((c) => String(r[c])).join(' | '))].join('\n');
}
