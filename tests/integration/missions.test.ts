/**
 * Mission Control through GraphQL: the board (one mission of each type, redrawn at its refresh
 * time), deploying units through the portal (energy, the spec's refusals), the outcome on the other
 * side at its time (report, items, the march home), the task, and twenty deploys at once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createRng,
  drawSeed,
  MISSION_REFRESH_MS,
  MISSION_TYPES,
  missionTimes,
  PORTAL_OPEN_COST,
  recommendedInfluence,
  simulateBattle,
} from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const MISSION =
  'id type status level symbols recommendedInfluence progress refreshAt startedAt endsAt deployedUnits { type count } reward { resources { type count } items { type count } units { type count } } outcome { success share }';
const BOARD = `{ getMissions { ${MISSION} } }`;
const DEPLOY = `mutation($m:ID!,$u:[UnitCountInput!]!){ deployMission(missionId:$m,units:$u){ ${MISSION} } }`;
const BASE =
  '{ base { units { type count } snapshot { amounts { steel } } } portal { energy } backpack { type count } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const FLEET = [
  { type: 'interceptor', count: 400 },
  { type: 'cruiser', count: 100 },
];
type Mission = {
  id: string;
  type: string;
  status: string;
  level: number;
  endsAt: number;
  startedAt: number;
  refreshAt: number;
  progress: number;
  outcome: { success: boolean; share: number } | null;
  recommendedInfluence: number;
};

async function commander(name: string, opts: { portal?: number; cc?: number } = {}) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units: { interceptor: 400, cruiser: 100 },
      buildings: { ...(row.buildings as object), portal: opts.portal ?? 2, 'command-center': opts.cc ?? 3 },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  // an empty portal as of the test clock (the row was written at the database's own time)
  const base = await s.db
    .selectFrom('bases')
    .select('id')
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('portals' as never)
    .set({ energy: 0, energy_at: new Date(s.clock.now()) } as never)
    .where('base_id' as never, '=', base.id as never)
    .execute();
  return p;
}
const board = async (token: string) => (await s.gql(BOARD, {}, token)).data!.getMissions as Mission[];
const of = (b: Mission[], type: string) => b.find((m) => m.type === type)!;
const units = (b: { units: { type: string; count: number }[] }, t: string) =>
  b.units.find((u) => u.type === t)?.count ?? 0;

describe('Mission Control', () => {
  test('offers one mission of each type at the command center’s level; the same board until its refresh time, then new offers', async () => {
    const p = await commander('Explorer12', { cc: 4 });
    const first = await board(p.token);
    expect(first.map((m) => m.type)).toEqual([...MISSION_TYPES]);
    for (const m of first) {
      expect(m).toMatchObject({
        status: 'available',
        level: 4,
        progress: 0,
        outcome: null,
        recommendedInfluence: recommendedInfluence(m.type as never, 4),
      });
      expect(m.refreshAt).toBe(s.clock.now() + MISSION_REFRESH_MS);
    }
    // ten tabs asking at once draw it once
    await Promise.all(Array.from({ length: 10 }, () => board(p.token)));
    expect((await board(p.token)).map((m) => m.id)).toEqual(first.map((m) => m.id));
    expect(
      await s.db
        .selectFrom('portal_missions' as never)
        .select('id' as never)
        .where('profile_id' as never, '=', p.profileId as never)
        .execute(),
    ).toHaveLength(4);
    s.clock.advance(MISSION_REFRESH_MS);
    const next = await board(p.token);
    expect(next.map((m) => m.type)).toEqual([...MISSION_TYPES]);
    expect(next.some((m) => first.some((f) => f.id === m.id))).toBe(false);
  });

  test('a hostile mission: units through the portal for energy, the battle at its time, a report, items and the way home; refusals in the spec’s words', async () => {
    const p = await commander('Raider12');
    // an empty portal: no energy yet
    expect(err(await s.gql(DEPLOY, { m: of(await board(p.token), 'hostile').id, u: FLEET }, p.token))).toBe(
      'Portal energy limit reached',
    );
    s.clock.advance(20 * 3_600_000);
    // (the board was redrawn meanwhile: an offer not taken in time is gone)
    const hostile = of(await board(p.token), 'hostile');
    const before = (await s.gql(BASE, {}, p.token)).data!;
    expect(err(await s.gql(DEPLOY, { m: hostile.id, u: [] }, p.token))).toBe('You have to send at least one unit');
    expect(err(await s.gql(DEPLOY, { m: hostile.id, u: [{ type: 'cruiser', count: 101 }] }, p.token))).toBe(
      'You have to have units to send them',
    );
    const sent = (await s.gql(DEPLOY, { m: hostile.id, u: FLEET }, p.token)).data!.deployMission as Mission;
    const { outMs, backMs } = missionTimes('hostile', 1);
    expect(sent).toMatchObject({ status: 'active', startedAt: s.clock.now(), endsAt: s.clock.now() + outMs + backMs });
    const after = (await s.gql(BASE, {}, p.token)).data!;
    expect(units(after.base, 'cruiser')).toBe(0);
    expect(after.portal.energy).toBe(before.portal.energy - PORTAL_OPEN_COST);
    const march = (await s.gql('{ getMapMarches { kind status phase arrivesAt target { kind } } }', {}, p.token)).data!
      .getMapMarches[0];
    expect(march).toMatchObject({
      kind: 'portal',
      phase: 'portal travel',
      arrivesAt: s.clock.now() + outMs,
      target: { kind: 'portal-mission' },
    });
    expect(err(await s.gql(DEPLOY, { m: hostile.id, u: FLEET }, p.token))).toBe('Mission is already in progress');

    await s.runDueJobs(sent.startedAt + outMs - 1);
    expect(of(await board(p.token), 'hostile').status).toBe('active');
    await s.runDueJobs(sent.startedAt + outMs);
    const done = of(await board(p.token), 'hostile');
    expect(done).toMatchObject({ status: 'completed', progress: 1, outcome: { success: true, share: 1 } });
    const report = (
      (await s.gql('{ reports { kind data createdAt } }', {}, p.token)).data!.reports as {
        kind: string;
        data: string;
        createdAt: number;
      }[]
    ).find((r) => r.kind === 'portal-mission')!;
    expect(report.createdAt).toBe(sent.startedAt + outMs);
    const data = JSON.parse(report.data);
    expect(data).toMatchObject({ missionId: hostile.id, type: 'hostile', success: true });
    // the report replays the battle
    expect(simulateBattle(data.input, createRng(drawSeed(data.seed)))).toEqual(data.result);
    expect((await s.gql(BASE, {}, p.token)).data!.backpack).toEqual([{ type: 'unknown-fragment', count: 1 }]);
    const home = (await s.gql('{ getMapMarches { phase returnsAt loot { steel } } }', {}, p.token)).data!
      .getMapMarches[0];
    expect(home.phase).toBe('portal returning');
    expect(home.returnsAt).toBe(sent.startedAt + outMs + backMs);
    expect(home.loot.steel).toBe(data.reward.resources.steel);
    await s.runDueJobs(home.returnsAt);
    const back = (await s.gql(BASE, {}, p.token)).data!;
    expect(units(back.base, 'cruiser')).toBe(data.survivors.cruiser ?? 0);
    expect(back.base.snapshot.amounts.steel).toBeGreaterThanOrEqual(
      after.base.snapshot.amounts.steel + data.reward.resources.steel,
    );
    expect(err(await s.gql(DEPLOY, { m: hostile.id, u: FLEET }, p.token))).toBe('Mission is already finished');
  });

  test('an exploration pays in proportion to the influence sent; every finished mission counts for the task', async () => {
    const p = await commander('Scout12', { cc: 2 });
    s.clock.advance(20 * 3_600_000);
    const b = await board(p.token);
    const ex = of(b, 'exploration');
    // one interceptor: 4 influence of the 80 asked (one march slot: one mission at a time)
    await s.gql(DEPLOY, { m: ex.id, u: [{ type: 'interceptor', count: 1 }] }, p.token);
    const t = missionTimes('exploration', 1);
    s.clock.advance(t.outMs + t.backMs);
    await s.runDueJobs(s.clock.now());
    const rescue = of(b, 'rescue');
    expect(err(await s.gql(DEPLOY, { m: rescue.id, u: [{ type: 'cruiser', count: 100 }] }, p.token))).toBeUndefined();
    await s.runDueJobs(s.clock.now() + missionTimes('rescue', 1).outMs);
    const after = await board(p.token);
    expect(of(after, 'exploration').outcome).toEqual({
      success: false,
      share: 4 / recommendedInfluence('exploration', 2),
    });
    expect(of(after, 'rescue').outcome).toEqual({ success: true, share: 1 });
    const tasks = (await s.gql('{ tasks { id progress goal } }', {}, p.token)).data!.tasks as {
      id: string;
      progress: number;
      goal: number;
    }[];
    expect(tasks.find((t) => t.id === 'finish-portal-missions')).toEqual({
      id: 'finish-portal-missions',
      progress: 2,
      goal: 5,
    });
  });

  test('twenty deploys of one mission at once: it takes units and energy once; the rest hear it is under way', async () => {
    const p = await commander('Rush12');
    s.clock.advance(20 * 3_600_000);
    const art = of(await board(p.token), 'artifact-retrieval');
    const before = (await s.gql(BASE, {}, p.token)).data!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.gql(DEPLOY, { m: art.id, u: [{ type: 'interceptor', count: 10 }] }, p.token)),
    );
    expect(answers.filter((r) => !r.errors)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.errors).map(err))).toEqual(new Set(['Mission is already in progress']));
    const after = (await s.gql(BASE, {}, p.token)).data!;
    expect(units(after.base, 'interceptor')).toBe(units(before.base, 'interceptor') - 10);
    expect(after.portal.energy).toBe(before.portal.energy - PORTAL_OPEN_COST);
  });

  test('without a portal no mission goes', async () => {
    const p = await commander('Grounded12', { portal: 0 });
    const m = (await board(p.token))[0]!;
    expect(err(await s.gql(DEPLOY, { m: m.id, u: FLEET }, p.token))).toBe(
      'Required building does not have enough level',
    );
    expect(err(await s.gql(DEPLOY, { m: 'not-an-id', u: FLEET }, p.token))).toBe('Mission id must be a valid id');
  });
});
