import { describe, expect, test } from 'vitest';
import { advance, applyCompletion, type BaseState, type Completion, newBase } from './base.ts';
import { checkUpgrade, type InProgress } from './checks.ts';
import {
  FIRST_FLEET,
  FIRST_PIRATE_LEVEL,
  fleetReach,
  type GuideInput,
  guideStep,
  sendableFleet,
} from './first-hour.ts';
import { idleUpgrade } from './idle-upgrade.ts';
import { distance, FIRST_PIRATE_REACH, isSpawnSpot, objectsIn } from './galaxy.ts';
import { pirateFleet, travelMs } from './marches.ts';
import { plainStats } from './combat.ts';
import { previewBattle } from './preview.ts';
import { addResources, subtractResources } from './resources.ts';
import { taskStates, tallyOf } from './tasks.ts';
import { checkTraining } from './training.ts';

const input = (over: Partial<GuideInput> = {}): GuideInput => ({
  buildings: newBase(0).buildings,
  units: {},
  queue: [],
  tasks: [],
  piratesDestroyed: 0,
  marchesOut: 0,
  ...over,
});

describe('the guided first hour', () => {
  test('a reward waiting to be claimed comes first; then the barracks', () => {
    expect(guideStep(input({ tasks: [{ id: 'command-center-2', claimable: true, claimed: false }] }))).toEqual({
      step: { kind: 'claim', taskId: 'command-center-2' },
      waiting: false,
    });
    expect(guideStep(input())).toEqual({ step: { kind: 'build', building: 'barracks', level: 1 }, waiting: false });
  });

  test('while the barracks go up there is nothing else to do: wait for them', () => {
    const queue: InProgress[] = [{ kind: 'building', target: 'barracks', level: 1 }];
    expect(guideStep(input({ queue }))).toEqual({
      step: { kind: 'build', building: 'barracks', level: 1 },
      waiting: true,
    });
  });

  test('with the barracks the shipyard is next, and rangers train while it is built', () => {
    const buildings = { ...newBase(0).buildings, barracks: 1 };
    expect(guideStep(input({ buildings })).step).toEqual({ kind: 'build', building: 'shipyard', level: 1 });
    const queue: InProgress[] = [{ kind: 'building', target: 'shipyard', level: 1 }];
    expect(guideStep(input({ buildings, queue })).step).toEqual({ kind: 'train', unit: 'ranger', count: 10 });
    // rangers at home and in training count: only the rest is asked for
    expect(guideStep(input({ buildings, queue, units: { ranger: 3 } })).step).toEqual({
      kind: 'train',
      unit: 'ranger',
      count: 7,
    });
  });

  test('interceptors after the shipyard; then the fleet waits to be home, then attacks a pirate', () => {
    const buildings = { ...newBase(0).buildings, barracks: 1, shipyard: 1 };
    expect(guideStep(input({ buildings, units: { ranger: 10 } })).step).toEqual({
      kind: 'train',
      unit: 'interceptor',
      count: 4,
    });
    const training: InProgress[] = [{ kind: 'training', target: 'interceptor', level: 4 }];
    expect(guideStep(input({ buildings, units: { ranger: 10 }, queue: training }))).toMatchObject({
      step: { kind: 'attack-pirate' },
      waiting: true,
    });
    expect(guideStep(input({ buildings, units: { ranger: 10, interceptor: 4 } }))).toMatchObject({
      step: { kind: 'attack-pirate' },
      waiting: false,
    });
    expect(guideStep(input({ buildings, units: { ranger: 10, interceptor: 4 }, marchesOut: 1 }))).toMatchObject({
      step: { kind: 'attack-pirate' },
      waiting: true,
    });
  });

  test('after the first pirate the tasks lead: the first unfinished one', () => {
    const tasks = [
      { id: 'command-center-2', claimable: false, claimed: true },
      { id: 'command-center-3', claimable: false, claimed: false },
    ];
    expect(guideStep(input({ piratesDestroyed: 1, tasks }))).toEqual({
      step: { kind: 'tasks', taskId: 'command-center-3' },
      waiting: false,
    });
  });

  test('after the first pirate the guide names the task done soonest: the fifth interceptor before command center 3', () => {
    // command center 3 is hours of energy away while one interceptor pays the space task's 1,000 energy
    const buildings = { ...newBase(0).buildings, barracks: 1, shipyard: 1 };
    const tasks = [
      { id: 'command-center-2', claimable: false, claimed: true, goal: 2, progress: 2 },
      { id: 'command-center-3', claimable: false, claimed: false, goal: 3, progress: 2 },
      { id: 'train-rangers', claimable: false, claimed: false, goal: 20, progress: 10 },
      { id: 'train-space', claimable: false, claimed: false, goal: 5, progress: 4 },
      { id: 'destroy-pirates', claimable: false, claimed: false, goal: 10, progress: 1 },
    ];
    const resources = { food: 900, steel: 600, energy: 210, astromite: 0, quantarite: 0, credits: 550 };
    const ratePerHour = { food: 128, steel: 142, energy: 142, astromite: 0, quantarite: 0, credits: 0 };
    expect(guideStep(input({ buildings, piratesDestroyed: 1, tasks, resources, ratePerHour })).step).toEqual({
      kind: 'tasks',
      taskId: 'train-space',
    });
  });

  test('when only tasks that take a march are left, the guide names the pirates: a fight minutes away, not hours of mining', () => {
    const buildings = { ...newBase(0).buildings, 'command-center': 3, barracks: 1, shipyard: 1 };
    const done = ['command-center-2', 'command-center-3', 'train-rangers', 'train-ground', 'train-space'];
    const tasks = [
      ...done.map((id) => ({ id, claimable: false, claimed: true })),
      { id: 'mine-astromite', claimable: false, claimed: false, goal: 2000, progress: 0 },
      { id: 'mine-quantarite', claimable: false, claimed: false, goal: 200, progress: 0 },
      { id: 'destroy-pirates', claimable: false, claimed: false, goal: 10, progress: 1 },
      { id: 'heal-units', claimable: false, claimed: false, goal: 1, progress: 0 },
      { id: 'finish-portal-missions', claimable: false, claimed: false, goal: 5, progress: 0 },
    ];
    expect(guideStep(input({ buildings, piratesDestroyed: 1, tasks })).step).toEqual({
      kind: 'tasks',
      taskId: 'destroy-pirates',
    });
  });

  test('a free building queue is kept busy while the next task waits on a fleet; a building task still comes first', () => {
    const buildings = { ...newBase(0).buildings, 'command-center': 3, barracks: 1, shipyard: 1 };
    const done = ['command-center-2', 'command-center-3', 'train-rangers', 'train-ground', 'train-space'];
    const pirates = { id: 'destroy-pirates', claimable: false, claimed: false, goal: 10, progress: 4 };
    const tasks = [...done.map((id) => ({ id, claimable: false, claimed: true })), pirates];
    // the stores pay for the cheapest useful upgrade and nothing builds: the guide names it
    const rich = {
      ...newBase(0),
      buildings,
      resources: { ...newBase(0).resources, food: 5000, steel: 5000, energy: 5000 },
    };
    const idle = idleUpgrade(rich, []);
    expect(idle).not.toBeNull();
    expect(checkUpgrade(rich, [], idle!.building).ok).toBe(true);
    expect(guideStep(input({ buildings, piratesDestroyed: 4, tasks, idle })).step).toEqual({
      kind: 'build',
      building: idle!.building,
      level: (buildings[idle!.building] ?? 0) + 1,
    });
    // a building under way, or stores short of it: no idle upgrade, the task
    expect(idleUpgrade(rich, [{ kind: 'building', target: 'steel-foundry', level: 2 }])).toBeNull();
    expect(idleUpgrade({ ...rich, resources: subtractResources(rich.resources, rich.resources) }, [])).toBeNull();
    expect(guideStep(input({ buildings, piratesDestroyed: 4, tasks, idle: null })).step).toEqual({
      kind: 'tasks',
      taskId: 'destroy-pirates',
    });
    // a task the base builds or trains for is the step, idle queue or not
    const training = [
      ...done.filter((id) => id !== 'train-space').map((id) => ({ id, claimable: false, claimed: true })),
      { id: 'train-space', claimable: false, claimed: false, goal: 5, progress: 2 },
      pirates,
    ];
    expect(guideStep(input({ buildings, piratesDestroyed: 4, tasks: training, idle })).step).toEqual({
      kind: 'tasks',
      taskId: 'train-space',
    });
  });

  test('when no pirate crew in reach is one the fleet beats, the guide names the units that make it one, or the asteroid while the stores pay for none', () => {
    const buildings = { ...newBase(0).buildings, 'command-center': 3, barracks: 1, shipyard: 1 };
    const done = ['command-center-2', 'command-center-3', 'train-rangers', 'train-ground', 'train-space'];
    const tasks = [
      ...done.map((id) => ({ id, claimable: false, claimed: true })),
      { id: 'destroy-pirates', claimable: false, claimed: false, goal: 10, progress: 4 },
      { id: 'mine-astromite', claimable: false, claimed: false, goal: 2000, progress: 0 },
    ];
    const home = { x: 50, y: 50 };
    const fleet = { ...FIRST_FLEET };
    // the level-1 crews in sight are beaten and gone: a level-2 crew and an asteroid are left
    const map = [
      { x: 53, y: 52, type: 'pirate-ship', level: 2 },
      { x: 47, y: 55, type: 'astromite-asteroid', level: 1 },
    ];
    const reach = fleetReach(home, map, fleet, plainStats());
    expect(reach.beatablePirate).toBe(false);
    expect(reach.asteroid).toBe(true);
    expect(reach.stronger).not.toBeNull();
    const at = (over: Partial<GuideInput>) =>
      guideStep(input({ buildings, piratesDestroyed: 4, tasks, reach, ...over })).step;
    const { unit, count } = reach.stronger!;
    const each = unit === 'ranger' ? { food: 60, steel: 30, energy: 10 } : { food: 50, steel: 150, energy: 100 };
    // stores that pay for n of them and not one more
    const stores = (n: number) => ({
      food: each.food * n + 9,
      steel: each.steel * n + 9,
      energy: each.energy * n + 9,
      astromite: 0,
      quantarite: 0,
      credits: 0,
    });
    // the stores pay for some of the units that beat the level-2 crew: as many as they pay for (a fight minutes away)
    if (count > 1) expect(at({ resources: stores(1) })).toEqual({ kind: 'train', unit, count: 1 });
    expect(at({ resources: stores(count + 5) })).toEqual({ kind: 'train', unit, count });
    // they pay for none, the fleet is home and nothing trains: it mines the asteroid meanwhile
    expect(at({ resources: stores(0) })).toEqual({ kind: 'tasks', taskId: 'mine-astromite' });
    // not while units are in training for the fight, nor while the fleet is out: the units, waiting for the stores
    const growing: InProgress[] = [{ kind: 'training', target: 'interceptor', level: 2 }];
    expect(at({ resources: stores(0), queue: growing })).toEqual({ kind: 'train', unit, count: 1 });
    expect(at({ resources: stores(0), marchesOut: 1 })).toEqual({ kind: 'train', unit, count: 1 });
    // the mining task done too: the stronger fleet
    const mined = tasks.map((t) => (t.id === 'mine-astromite' ? { ...t, claimed: true } : t));
    expect(at({ tasks: mined, resources: stores(0) })).toEqual({ kind: 'train', unit, count: 1 });
    // no asteroid in reach: the same
    expect(at({ resources: stores(0), reach: { ...reach, asteroid: false } })).toEqual({
      kind: 'train',
      unit,
      count: 1,
    });
    // an idle queue the stores pay for still comes first
    expect(at({ idle: { building: 'steel-foundry', level: 3 } })).toEqual({
      kind: 'build',
      building: 'steel-foundry',
      level: 3,
    });
    // a crew the fleet beats is in reach: the pirates, as before
    const easy = fleetReach(home, [...map, { x: 55, y: 45, type: 'pirate-ship', level: 1 }], fleet, plainStats());
    expect(easy).toEqual({ beatablePirate: true, asteroid: true, stronger: null });
    expect(at({ reach: easy })).toEqual({ kind: 'tasks', taskId: 'destroy-pirates' });
    // out of reach (beyond the map's first window) counts as not there
    expect(fleetReach(home, [{ x: 58, y: 50, type: 'pirate-ship', level: 1 }], fleet, plainStats())).toEqual({
      beatablePirate: false,
      asteroid: false,
      stronger: null,
    });
  });

  test('a crew the fleet beats back in reach while the fleet mines: the guide calls the fleet home to hunt', () => {
    const buildings = { ...newBase(0).buildings, 'command-center': 3, barracks: 1, shipyard: 1 };
    const tasks = [
      { id: 'command-center-3', claimable: false, claimed: true },
      { id: 'destroy-pirates', claimable: false, claimed: false, goal: 10, progress: 6 },
      { id: 'mine-astromite', claimable: false, claimed: false, goal: 2000, progress: 0 },
    ];
    const home = { x: 50, y: 50 };
    const asteroid = { x: 47, y: 55, type: 'astromite-asteroid', level: 1 };
    const back = fleetReach(
      home,
      [asteroid, { x: 55, y: 45, type: 'pirate-ship', level: 1 }],
      FIRST_FLEET,
      plainStats(),
    );
    const gone = fleetReach(home, [asteroid], FIRST_FLEET, plainStats());
    const at = (over: Partial<GuideInput>) =>
      guideStep(input({ buildings, piratesDestroyed: 6, tasks, marchesOut: 1, ...over })).step;
    expect(at({ reach: back, gathering: 'm-1' })).toEqual({ kind: 'recall', marchId: 'm-1' });
    // no crew it beats in reach: it mines on; the fleet out on another errand (or coming home): the pirates, waiting
    expect(at({ reach: gone, gathering: 'm-1' })).not.toEqual(expect.objectContaining({ kind: 'recall' }));
    expect(at({ reach: back, gathering: null })).toEqual({ kind: 'tasks', taskId: 'destroy-pirates' });
    // an idle queue the stores pay for, and a reward, still come first
    expect(at({ reach: back, gathering: 'm-1', idle: { building: 'steel-foundry', level: 3 } }).kind).toBe('build');
    const won = tasks.map((t) => (t.id === 'destroy-pirates' ? { ...t, claimable: true } : t));
    expect(at({ reach: back, gathering: 'm-1', tasks: won }).kind).toBe('claim');
  });

  test('training what the guide names, step by step, gives a fleet that beats the nearest pirate crew', () => {
    const home = { x: 10, y: 10 };
    for (const level of [2, 3]) {
      const map = [{ x: 12, y: 13, type: 'pirate-ship', level }];
      let fleet: Record<string, number> = { ...FIRST_FLEET };
      const asked: string[] = [];
      for (let i = 0; i < 6; i++) {
        const reach = fleetReach(home, map, fleet, plainStats());
        if (reach.beatablePirate) break;
        expect(reach.stronger).not.toBeNull();
        const { unit, count } = reach.stronger!;
        expect(count).toBeGreaterThan(0);
        asked.push(`${count} ${unit}`);
        fleet = { ...fleet, [unit]: (fleet[unit] ?? 0) + count };
      }
      expect(fleetReach(home, map, fleet, plainStats()).beatablePirate, asked.join(', ')).toBe(true);
      // and what it takes into the fight wins at good odds, as the send dialog previews it
      expect(previewBattle(sendableFleet(fleet), plainStats(), pirateFleet(level)).winChance).toBeGreaterThanOrEqual(
        0.75,
      );
      // free seats filled with rangers, the interceptors, the rangers they seat: three steps at most
      expect(asked.length, asked.join(', ')).toBeLessThanOrEqual(3);
    }
  });

  test('the first fleet beats a level-1 pirate crew on every preview seed', () => {
    const odds = previewBattle({ ...FIRST_FLEET }, plainStats(), pirateFleet(FIRST_PIRATE_LEVEL));
    expect(odds.winChance).toBe(1);
  });

  test('every start spot has a level-1 pirate within reach', () => {
    for (const seed of [1, 77, 4242]) {
      const size = 200;
      for (let x = 0; x < size; x += 5) {
        for (let y = 0; y < size; y += 5) {
          if (!isSpawnSpot(seed, size, { x, y })) continue;
          const near = objectsIn(
            seed,
            size,
            { x: x - FIRST_PIRATE_REACH, y: y - FIRST_PIRATE_REACH },
            { x: x + FIRST_PIRATE_REACH, y: y + FIRST_PIRATE_REACH },
          );
          expect(
            near.some(
              (o) =>
                o.kind === 'pirate-ship' &&
                o.level === FIRST_PIRATE_LEVEL &&
                distance(o, { x, y }) <= FIRST_PIRATE_REACH,
            ),
          ).toBe(true);
        }
      }
    }
  });
});

/**
 * The golden figure of decision 030: a commander who does what the guide says, the moment it can be
 * done, on a world of speed 1 with no credits spent, lands the first fleet on a level-1 pirate this
 * many minutes after creating the profile (the pirate as far as a start spot allows).
 */
function followTheGuide(worldSpeed: number) {
  const SECOND = 1000;
  let t = 0;
  let state: BaseState = newBase(0);
  let queue: { dueAt: number; item: InProgress; completion: Completion }[] = [];
  const claimed = new Set<string>();
  const log: string[] = [];
  for (let guard = 0; guard < 10_000; guard++) {
    // what is due by now lands, in order
    for (const q of [...queue].sort((a, b) => a.dueAt - b.dueAt)) {
      if (q.dueAt > t) break;
      state = applyCompletion(advance(state, q.dueAt), q.completion);
      queue = queue.filter((x) => x !== q);
    }
    state = advance(state, t);
    const tasks = taskStates(tallyOf(state.tally), state.buildings, claimed);
    const { step, waiting } = guideStep({
      buildings: state.buildings,
      units: state.units,
      queue: queue.map((q) => q.item),
      tasks,
      piratesDestroyed: 0,
      marchesOut: 0,
    });
    let acted = false;
    if (!waiting) {
      if (step.kind === 'claim') {
        claimed.add(step.taskId);
        state = { ...state, resources: addResources(state.resources, tasks.find((x) => x.id === step.taskId)!.reward) };
        acted = true;
      } else if (step.kind === 'build') {
        const c = checkUpgrade(
          state,
          queue.map((q) => q.item),
          step.building,
          worldSpeed,
        );
        if (c.ok) {
          state = { ...state, resources: subtractResources(state.resources, c.cost) };
          queue.push({
            dueAt: t + c.durationMs,
            item: { kind: 'building', target: step.building, level: c.level },
            completion: { kind: 'building', buildingId: step.building, level: c.level },
          });
          acted = true;
        }
      } else if (step.kind === 'train') {
        const c = checkTraining(
          state,
          queue.map((q) => q.item),
          step.unit,
          step.count,
          worldSpeed,
        );
        if (c.ok) {
          state = { ...state, resources: subtractResources(state.resources, c.cost) };
          queue.push({
            dueAt: t + c.durationMs,
            item: { kind: 'training', target: step.unit, level: step.count },
            completion: { kind: 'training', unitId: step.unit, count: step.count },
          });
          acted = true;
        }
      } else if (step.kind === 'attack-pirate') {
        const flight = travelMs({ x: 0, y: 0 }, { x: FIRST_PIRATE_REACH, y: 0 }, step.fleet, worldSpeed);
        log.push(`${Math.round(t / SECOND)} s: the fleet leaves`);
        return { landsAtMs: t + flight, log };
      }
      if (acted) {
        log.push(`${Math.round(t / SECOND)} s: ${JSON.stringify(step)}`);
        continue;
      }
    }
    // nothing to do this second: wait for the next completion, or for resources (checked every 10 s)
    const next = Math.min(...queue.map((q) => q.dueAt), t + 10 * SECOND);
    t = Math.max(t + SECOND, next);
  }
  throw new Error(`the guide never reached the attack:\n${log.join('\n')}`);
}

describe('the first fleet, at world speed 1, without credits', () => {
  test('lands on a level-1 pirate within 15 minutes of the new profile', () => {
    const run = followTheGuide(1);
    expect(run.log).toMatchSnapshot();
    expect(run.landsAtMs).toBeLessThanOrEqual(15 * 60_000);
  });
});
