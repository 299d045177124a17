/** Raids on players' bases through GraphQL: the defender's timeline, incoming attacks, both reports, plunder, injured, recall, races. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createRng,
  drawSeed,
  injuredOf,
  PLUNDER_KINDS,
  plunderable,
  plunderOf,
  resourcesAt,
  simulateJointBattle,
} from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind status arrivesAt departsAt } }';
const R = '{ food steel energy astromite quantarite credits }';
const BASE = `{ base { x y units { type count } injured { type count } snapshot { amounts ${R} remainder ${R} ratePerHour ${R} capacity ${R} settledAt } } }`;
const INCOMING = '{ getIncomingAttacks { id status attacker arrivesAt units } }';
const REPORTS = '{ reports { kind createdAt data } }';
const count = (list: { type: string; count: number }[], type: string) => list.find((u) => u.type === type)?.count ?? 0;
const countsOf = (list: { type: string; count: number }[]) =>
  Object.fromEntries(list.filter((u) => u.count > 0).map((u) => [u.type, u.count]));
const nonzero = (u: Record<string, number>) => Object.fromEntries(Object.entries(u).filter(([, n]) => n > 0));

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
    s.clock.set(sent.arrivesAt - 1);
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
    expect(dd.input.defender.host.units).toEqual({ guardian: 60, ranger: 40 });

    // the garrison's loss is the rules' own: the survivors stay, 40 % of the dead (the bay at level 1 has
    // room for 100) are injured, the rest are gone
    const after = (await s.gql(BASE, {}, d.token)).data!.base;
    const host = dd.result.defender.owners[0];
    const dead = { guardian: 60 - (host.survivors.guardian ?? 0), ranger: 40 - (host.survivors.ranger ?? 0) };
    expect(host.injured).toEqual(injuredOf(dead, 100));
    expect(countsOf(after.units)).toEqual(nonzero(host.survivors));
    expect(countsOf(after.injured)).toEqual(nonzero(host.injured));
    for (const t of ['guardian', 'ranger'])
      expect(count(after.units, t) + count(after.injured, t) + (host.lost[t] ?? 0)).toBe(t === 'guardian' ? 60 : 40);
    // the plunder is what the survivors carry of the stores less the depot's share, and exactly that leaves them
    const stores = resourcesAt(before.snapshot, sent.arrivesAt);
    expect(dd.loot).toEqual(plunderOf(dd.result.attacker.survivors, plunderable(stores, 1)));
    expect(dd.loot.steel).toBeGreaterThan(0);
    const left = resourcesAt(after.snapshot, sent.arrivesAt);
    for (const k of PLUNDER_KINDS) expect(stores[k] - left[k], k).toBe(dd.loot[k]);
    expect((await s.gql(INCOMING, {}, d.token)).data!.getIncomingAttacks).toEqual([]);

    // home with the plunder: the stores gain exactly it, the fleet's survivors are back
    const march = (await s.gql('{ getMapMarches { status returnsAt loot { steel } } }', {}, a.token)).data!
      .getMapMarches[0];
    expect(march).toMatchObject({ status: 'returning', loot: { steel: dd.loot.steel } });
    s.clock.set(march.returnsAt - 1);
    const aBefore = (await s.gql(BASE, {}, a.token)).data!.base;
    await s.runDueJobs(march.returnsAt);
    const aAfter = (await s.gql(BASE, {}, a.token)).data!.base;
    const had = resourcesAt(aBefore.snapshot, march.returnsAt);
    const has = resourcesAt(aAfter.snapshot, march.returnsAt);
    for (const k of PLUNDER_KINDS) expect(has[k] - had[k], k).toBe(dd.loot[k]);
    expect(countsOf(aAfter.units)).toEqual(nonzero(dd.result.attacker.survivors));
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
    s.clock.set(sent.arrivesAt - 1);
    const before = (await s.gql(BASE, {}, d.token)).data!.base.snapshot;
    await s.runDueJobs(sent.arrivesAt);
    const dd = JSON.parse((await s.gql(REPORTS, {}, d.token)).data!.reports[0].data);
    expect(dd.result.winner).toBe('defender');
    expect(dd.loot).toEqual({ food: 0, steel: 0, energy: 0, astromite: 0, quantarite: 0, credits: 0 });
    // not a unit of the stores is gone: they are what they would have been without the raid
    const after = (await s.gql(BASE, {}, d.token)).data!.base.snapshot;
    expect(resourcesAt(after, sent.arrivesAt)).toEqual(resourcesAt(before, sent.arrivesAt));
  });
});
