/**
 * Build plans end to end (decision 072): steps run on the timeline while their commander is signed
 * out, in order, each spending only as it starts; a step racing a manual upgrade of the same
 * building runs once and spends once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildingCost, STARTING_BUILDINGS } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const PLAN = '{ plan { checkAt steps { id kind target level status dueAt reason } } }';
const ADD =
  'mutation($k:PlanKind!,$t:String!){ addPlanStep(kind:$k,target:$t){ checkAt steps { id target level status dueAt } } }';
const MOVE = 'mutation($id:ID!,$d:PlanMove!){ movePlanStep(stepId:$id,direction:$d){ steps { id target level } } }';
const REMOVE = 'mutation($id:ID!){ removePlanStep(stepId:$id){ steps { id target level status } } }';
const BASE =
  '{ base { snapshot { amounts { food steel energy } } queue { id target level startsAt dueAt } buildings { id level } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id } }';

type Amounts = { food: number; steel: number; energy: number };

async function commander(tag: string, res: Amounts) {
  const p = await s.newPlayerWithProfile(`Plan${tag}`);
  await s.db
    .updateTable('bases')
    .set({ resources: { ...res, credits: 500 } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

const levelOf = (b: { buildings: { id: string; level: number }[] }, id: string) =>
  b.buildings.find((x) => x.id === id)?.level ?? 0;

/** The timeline's starts of building queue items on the commander's base, in order. */
async function buildingStarts(profileId: string) {
  const r = await sql<{ starts_at: Date; due_at: Date; payload: { buildingId: string; level: number } }>`
    select e.starts_at, e.due_at, e.payload from timeline_events e join bases b on b.id = e.base_id
    where b.profile_id = ${profileId} and e.kind = 'building' order by e.starts_at, e.id`.execute(s.db);
  return r.rows.map((x) => ({
    target: `${x.payload.buildingId} ${x.payload.level}`,
    startsAt: x.starts_at.getTime(),
    dueAt: x.due_at.getTime(),
  }));
}

/** Resources the ledger shows spent on the base (entries whose resources went down), with their causes. */
async function spends(profileId: string) {
  const r = await sql<{ kind: string; cause: string; resources: Record<string, number> }>`
    select kind, cause, resources from ledger_entries where profile_id = ${profileId} order by id`.execute(s.db);
  return r.rows.filter((x) => Object.values(x.resources).some((v) => v < 0));
}

describe('build plans', () => {
  test('three upgrades run while signed out, in order, each spending only as it starts', async () => {
    const p = await commander('A', { food: 5000, steel: 5000, energy: 5000 });
    const t0 = s.clock.now();
    const first = await s.gql(ADD, { k: 'building', t: 'steel-foundry' }, p.token);
    expect(first.errors).toBeUndefined();
    // the first step starts at once: it spent its cost, nothing more
    expect(first.data!.addPlanStep.steps[0]).toMatchObject({ target: 'steel-foundry', level: 2, status: 'running' });
    const afterFirst = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(afterFirst.snapshot.amounts.steel).toBe(5000 - buildingCost('steel-foundry', 2).steel);
    await s.gql(ADD, { k: 'building', t: 'command-center' }, p.token);
    const third = await s.gql(ADD, { k: 'building', t: 'steel-foundry' }, p.token);
    expect(
      third.data!.addPlanStep.steps.map((x: { target: string; level: number; status: string }) => x),
    ).toMatchObject([
      { target: 'steel-foundry', level: 2, status: 'running' },
      { target: 'command-center', level: 3, status: 'waiting' },
      { target: 'steel-foundry', level: 3, status: 'waiting' },
    ]);
    // adding waiting steps spent nothing
    const waiting = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(waiting.snapshot.amounts.steel).toBe(afterFirst.snapshot.amounts.steel);
    expect(waiting.queue).toHaveLength(1);

    // signed out: a day passes on the timeline alone
    await s.runDueJobs(t0 + 24 * H);
    s.clock.set(t0 + 24 * H);
    const starts = await buildingStarts(p.profileId);
    expect(starts.map((x) => x.target)).toEqual(['steel-foundry 2', 'command-center 3', 'steel-foundry 3']);
    // each started the instant the one before finished
    expect(starts[1]!.startsAt).toBe(starts[0]!.dueAt);
    expect(starts[2]!.startsAt).toBe(starts[1]!.dueAt);
    const done = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(levelOf(done, 'steel-foundry')).toBe(3);
    expect(levelOf(done, 'command-center')).toBe(3);
    // three spends, one per step, each its own cost
    const spent = await spends(p.profileId);
    expect(spent).toHaveLength(3);
    expect(spent.map((x) => -(x.resources.steel ?? 0))).toEqual([
      buildingCost('steel-foundry', 2).steel,
      buildingCost('command-center', 3).steel,
      buildingCost('steel-foundry', 3).steel,
    ]);
    expect((await s.gql(PLAN, {}, p.token)).data!.plan).toEqual({ checkAt: null, steps: [] });
  });

  test('a step waits for its resources and starts the moment production reaches its cost', async () => {
    const cost = buildingCost('hydroponic-farm', 2);
    const p = await commander('B', { food: cost.food, steel: cost.steel - 30, energy: cost.energy });
    const added = (await s.gql(ADD, { k: 'building', t: 'hydroponic-farm' }, p.token)).data!.addPlanStep;
    expect(added.steps[0]).toMatchObject({ status: 'waiting', level: 2 });
    const at = added.checkAt as number;
    expect(at).toBeGreaterThan(s.clock.now());
    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(before.queue).toHaveLength(0);
    await s.runDueJobs(at + H);
    s.clock.set(at + H);
    const starts = await buildingStarts(p.profileId);
    expect(starts).toHaveLength(1);
    expect(starts[0]!.startsAt).toBe(at);
  });

  test('reorder and remove; a step that can no longer start is skipped with its reason', async () => {
    const p = await commander('C', { food: 100, steel: 100, energy: 100 });
    await s.gql(ADD, { k: 'building', t: 'energy-plant' }, p.token);
    await s.gql(ADD, { k: 'building', t: 'hydroponic-farm' }, p.token);
    const three = (await s.gql(ADD, { k: 'building', t: 'energy-plant' }, p.token)).data!.addPlanStep.steps;
    expect(three.map((x: { target: string; level: number }) => `${x.target} ${x.level}`)).toEqual([
      'energy-plant 2',
      'hydroponic-farm 2',
      'energy-plant 3',
    ]);
    const moved = (await s.gql(MOVE, { id: three[1].id, d: 'up' }, p.token)).data!.movePlanStep.steps;
    expect(moved.map((x: { target: string; level: number }) => `${x.target} ${x.level}`)).toEqual([
      'hydroponic-farm 2',
      'energy-plant 2',
      'energy-plant 3',
    ]);
    // the first energy plant step goes: the other comes down a level
    const left = (await s.gql(REMOVE, { id: three[0].id }, p.token)).data!.removePlanStep.steps;
    expect(left.map((x: { target: string; level: number }) => `${x.target} ${x.level}`)).toEqual([
      'hydroponic-farm 2',
      'energy-plant 2',
    ]);
    // energy plant 3 needs a command center 3 nobody plans: skipped as a notice
    await s.gql(ADD, { k: 'building', t: 'energy-plant' }, p.token);
    await s.db
      .updateTable('bases')
      .set({ resources: { food: 9000, steel: 9000, energy: 9000, credits: 500 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const nudged = (await s.gql(MOVE, { id: left[0].id, d: 'down' }, p.token)).data!.movePlanStep;
    expect(nudged.steps.length).toBeGreaterThan(0);
    await s.runDueJobs(s.clock.now() + 24 * H);
    s.clock.advance(24 * H);
    const plan = (await s.gql(PLAN, {}, p.token)).data!.plan;
    expect(plan.steps).toEqual([
      expect.objectContaining({ target: 'energy-plant', level: 3, status: 'skipped', reason: 'REQUIREMENT_MISSING' }),
    ]);
    const errors = await s.gql(REMOVE, { id: '00000000-0000-4000-8000-000000000000' }, p.token);
    expect(errors.errors?.[0]?.message).toBe('This step is not in your plan');
  });

  test('at most 10 steps wait or run', async () => {
    const p = await commander('D', { food: 0, steel: 0, energy: 0 });
    for (const t of ['command-center', 'hydroponic-farm', 'steel-foundry', 'energy-plant', 'resource-depot'])
      for (let i = 0; i < 2; i++) expect((await s.gql(ADD, { k: 'building', t }, p.token)).errors).toBeUndefined();
    const over = await s.gql(ADD, { k: 'building', t: 'command-center' }, p.token);
    expect(over.errors?.[0]?.message).toBe('A build plan holds at most 10 steps');
  });
});

describe('a plan step racing a manual upgrade of the same building', () => {
  test('the commander upgrades by hand first: the step is skipped, nothing spent twice', async () => {
    const cost = buildingCost('energy-plant', 2);
    const p = await commander('E', { food: cost.food, steel: cost.steel, energy: cost.energy - 40 });
    const plan = (await s.gql(ADD, { k: 'building', t: 'energy-plant' }, p.token)).data!.addPlanStep;
    const at = plan.checkAt as number;
    // the commander tops up and upgrades by hand just before the plan would (a command center that
    // would allow a level more, so a step that forgot its level would take it)
    await s.db
      .updateTable('bases')
      .set({
        resources: { food: 9000, steel: 9000, energy: 9000, credits: 500 },
        buildings: { ...STARTING_BUILDINGS, 'command-center': 5 },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    s.clock.set(at - 1000);
    expect((await s.gql(UPGRADE, { b: 'energy-plant' }, p.token)).errors).toBeUndefined();
    await s.runDueJobs(at + 24 * H);
    s.clock.set(at + 24 * H);
    const base = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(levelOf(base, 'energy-plant')).toBe(2);
    expect((await spends(p.profileId)).map((x) => x.cause)).toEqual(['energy-plant 2']);
    const after = (await s.gql(PLAN, {}, p.token)).data!.plan;
    expect(after.steps).toEqual([expect.objectContaining({ status: 'skipped', reason: 'REACHED' })]);
  });

  test('both at the same instant: one upgrade, one spend', async () => {
    const p = await commander('F', { food: 9000, steel: 9000, energy: 9000 });
    // the queue is busy until `free`; the plan's step waits for it
    await s.gql(UPGRADE, { b: 'hydroponic-farm' }, p.token);
    const plan = (await s.gql(ADD, { k: 'building', t: 'steel-foundry' }, p.token)).data!.addPlanStep;
    const free = plan.checkAt as number;
    s.clock.set(free);
    const [manual] = await Promise.all([s.gql(UPGRADE, { b: 'steel-foundry' }, p.token), s.runDueJobs(free)]);
    await s.runDueJobs(free + 24 * H);
    s.clock.set(free + 24 * H);
    const base = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(levelOf(base, 'steel-foundry')).toBe(2);
    const foundry = (await spends(p.profileId)).filter((x) => x.cause !== 'hydroponic-farm 2');
    expect(foundry).toHaveLength(1);
    // the command settled the base first: the plan's step had started, so the hand's was refused
    expect(manual.errors?.[0]?.message ?? null).not.toBeNull();
  });
});
