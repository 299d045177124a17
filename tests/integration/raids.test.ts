/** Raids on players' bases through GraphQL: the defender's timeline, incoming attacks, both reports, plunder, injured, recall, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRng, drawSeed, simulateJointBattle } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind status arrivesAt departsAt } }';
const BASE = '{ base { x y units { type count } injured { type count } snapshot { amounts { food steel energy } } } }';
const INCOMING = '{ getIncomingAttacks { id status attacker arrivesAt units } }';
const REPORTS = '{ reports { kind createdAt data } }';
const count = (list: { type: string; count: number }[], type: string) => list.find((u) => u.type === type)?.count ?? 0;

/** An attacker with a fleet, and a defender two cells east of it with a garrison and a recovery bay. */
async function pair(tag: string, garrison: Record<string, number> = { guardian: 60, ranger: 40 }) {
  const a = await s.newPlayerWithProfile(`Raider${tag}`);
  const d = await s.newPlayerWithProfile(`Keeper${tag}`);
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 600, cruiser: 100 } } as never)
    .where('profile_id', '=', a.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, a.token)).data!.base;
  await s.db
    .updateTable('bases')
    .set({
      x: home.x + 2,
      y: home.y,
      units: garrison,
      buildings: {
        'command-center': 3,
        'recovery-bay': 1,
        'resource-depot': 1,
        'hydroponic-farm': 1,
        'steel-foundry': 1,
        'energy-plant': 1,
      },
    } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  return { a, d, at: { x: home.x + 2, y: home.y } };
}
const FLEET = [
  { type: 'interceptor', count: 600 },
  { type: 'cruiser', count: 100 },
];

describe('a raid on a player', () => {
  test('shows as an incoming attack, is fought on the defender’s timeline, reports to both, plunders, and leaves injured in the bay', async () => {
    const { a, d, at } = await pair('1');
    const sent = (await s.gql(SEND, { ...at, u: FLEET }, a.token)).data!.sendUnits;
    expect(sent.kind).toBe('raid');
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([
      { id: sent.id, status: 'marching', attacker: 'Raider1', arrivesAt: sent.arrivesAt, units: 700 },
    ]);
    const before = (await s.gql(BASE, {}, d.token)).data!.base;

    await s.runDueJobs(sent.arrivesAt);
    const defence = (await s.gql(REPORTS, {}, d.token)).data!.reports;
    const attack = (await s.gql(REPORTS, {}, a.token)).data!.reports;
    expect(defence).toHaveLength(1);
    expect(attack).toHaveLength(1);
    const dd = JSON.parse(defence[0].data);
    expect(dd).toMatchObject({ role: 'defence', attacker: 'Raider1', target: { owner: 'Keeper1' } });
    expect(JSON.parse(attack[0].data).role).toBe('attack');
    expect(dd.result.winner).toBe('attacker');
    // the battle replays from the report: same input, same seed (the defender's side may hold reinforcements: the joint engine)
    expect(simulateJointBattle(dd.input, createRng(drawSeed(dd.seed)))).toEqual(dd.result);

    const after = (await s.gql(BASE, {}, d.token)).data!.base;
    const injured = count(after.injured, 'guardian') + count(after.injured, 'ranger');
    expect(injured).toBeGreaterThan(0);
    expect(injured).toBeLessThanOrEqual(100); // the bay at level 1
    expect(count(after.units, 'guardian') + count(after.units, 'ranger') + injured).toBeLessThan(100);
    expect(dd.loot.steel).toBeGreaterThan(0);
    // what was taken is gone from the stores (production since is a few units at most)
    expect(before.snapshot.amounts.steel - after.snapshot.amounts.steel).toBeGreaterThanOrEqual(dd.loot.steel - 5);
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([]);

    // home with the plunder
    const march = (await s.gql('{ getMapMarches { status returnsAt loot { steel } } }', {}, a.token)).data!
      .getMapMarches[0];
    expect(march).toMatchObject({ status: 'returning', loot: { steel: dd.loot.steel } });
    s.clock.set(march.returnsAt - 1);
    const aBefore = (await s.gql(BASE, {}, a.token)).data!.base.snapshot.amounts.steel;
    await s.runDueJobs(march.returnsAt);
    const gained = (await s.gql(BASE, {}, a.token)).data!.base.snapshot.amounts.steel - aBefore;
    expect(gained - dd.loot.steel).toBeGreaterThanOrEqual(0); // plus at most the last millisecond's production
    expect(gained - dd.loot.steel).toBeLessThanOrEqual(1);
  });

  test('one’s own base is no target; a raid on its way can be recalled and the defender stops seeing it', async () => {
    const { a, d, at } = await pair('2');
    const home = (await s.gql(BASE, {}, a.token)).data!.base;
    expect((await s.gql(SEND, { x: home.x, y: home.y, u: FLEET }, a.token)).errors?.[0]?.message).toBe(
      'Invalid celestial object, contact support',
    );
    const sent = (await s.gql(SEND, { ...at, u: FLEET }, a.token)).data!.sendUnits;
    s.clock.advance(Math.floor((sent.arrivesAt - sent.departsAt) / 2));
    const r = await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ status } }', { id: sent.id }, a.token);
    expect(r.data!.recallMarch.status).toBe('returning');
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([]);
    await s.runDueJobs(sent.arrivesAt + 1);
    expect((await s.gql(REPORTS, {}, d.token)).data!.reports).toEqual([]);
  });

  test('at the arrival, the job and both commanders’ reads racing fight the battle once', async () => {
    const { a, d, at } = await pair('3');
    const sent = (await s.gql(SEND, { ...at, u: FLEET }, a.token)).data!.sendUnits;
    s.clock.set(sent.arrivesAt + 1);
    await Promise.all([
      s.runDueJobs(sent.arrivesAt + 1),
      s.gql(BASE, {}, d.token),
      s.gql(BASE, {}, d.token),
      s.gql(BASE, {}, a.token),
      s.gql(INCOMING, {}, d.token),
    ]);
    expect((await s.gql(REPORTS, {}, d.token)).data!.reports).toHaveLength(1);
    expect((await s.gql(REPORTS, {}, a.token)).data!.reports).toHaveLength(1);
    // and once arrived, it cannot be called back
    expect(
      (await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ status } }', { id: sent.id }, a.token)).errors?.[0]
        ?.message,
    ).toBe('This march can no longer be recalled');
  });

  test('a garrison that holds keeps its stores', async () => {
    const { a, d, at } = await pair('4', { guardian: 3000, phantom: 1000 });
    const sent = (await s.gql(SEND, { ...at, u: [{ type: 'interceptor', count: 20 }] }, a.token)).data!.sendUnits;
    const before = (await s.gql(BASE, {}, d.token)).data!.base.snapshot.amounts.steel;
    await s.runDueJobs(sent.arrivesAt);
    const dd = JSON.parse((await s.gql(REPORTS, {}, d.token)).data!.reports[0].data);
    expect(dd.result.winner).not.toBe('attacker');
    expect(dd.loot.steel).toBe(0);
    expect((await s.gql(BASE, {}, d.token)).data!.base.snapshot.amounts.steel).toBeGreaterThanOrEqual(before);
  });
});
