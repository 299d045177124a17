/** Marches through GraphQL: a fleet attacks a pirate ship, a battle report is filed, survivors come home with loot. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRng, drawSeed, distance, HOUR_MS, simulateBattle } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const MARCH =
  'id kind status target { x y kind level } units { type count } loot { food steel energy astromite quantarite } departsAt arrivesAt returnsAt gatherEndsAt';
const SEND = `mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ ${MARCH} } }`;
const MARCHES = `{ getMapMarches { ${MARCH} } }`;
const BASE = '{ base { x y units { type count } snapshot { amounts { food steel energy astromite } } } }';
const REPORTS = '{ reports { id kind createdAt read data } me { newReports } }';

type Units = Record<string, number>;
// enough to beat a pirate ship of any level (a level-10 crew has about 11,000 health)
const FLEET = { interceptor: 400, cruiser: 100, ranger: 200 };

async function armed(name: string, units: Units = FLEET) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({ units } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, p.token)).data!.base;
  const map = (
    await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }',
      { x: home.x, y: home.y },
      p.token,
    )
  ).data!.getMap;
  const pirates = map.items
    .filter((i: { type: string }) => i.type === 'pirate-ship')
    .sort((a: never, b: never) => distance(a, home) - distance(b, home));
  return { ...p, home, pirate: pirates[0] as { x: number; y: number; level: number }, pirates };
}
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const count = (b: { units: { type: string; count: number }[] }, type: string) =>
  b.units.find((u) => u.type === type)?.count ?? 0;

describe('a fleet against a pirate ship', () => {
  test('flies out, fights at its arrival time, files a battle report, and comes home with loot', async () => {
    const p = await armed('Corsair1');
    const sent = (await s.gql(SEND, { x: p.pirate.x, y: p.pirate.y, u: list(FLEET) }, p.token)).data!.sendUnits;
    expect(sent).toMatchObject({
      kind: 'attack',
      status: 'marching',
      target: { x: p.pirate.x, y: p.pirate.y, kind: 'pirate-ship' },
      returnsAt: null,
    });
    // the slowest ship sets the pace: cruisers fly 80 cells an hour
    expect(sent.arrivesAt - sent.departsAt).toBe(
      Math.max(1000, Math.ceil((distance(p.home, p.pirate) / 80) * 3600) * 1000),
    );
    expect(count((await s.gql(BASE, {}, p.token)).data!.base, 'interceptor')).toBe(0);

    await s.runDueJobs(sent.arrivesAt - 1);
    expect((await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0].status).toBe('marching');
    expect((await s.gql(REPORTS, {}, p.token)).data!.me.newReports).toBe(false);

    await s.runDueJobs(sent.arrivesAt);
    const r = (await s.gql(REPORTS, {}, p.token)).data!;
    expect(r.me.newReports).toBe(true);
    expect(r.reports).toHaveLength(1);
    const report = r.reports[0];
    expect(report).toMatchObject({ kind: 'battle', read: false, createdAt: sent.arrivesAt });
    const data = JSON.parse(report.data);
    expect(data.result.winner).toBe('attacker');
    // the report replays: same engine, seed and input give the same battle
    expect(simulateBattle(data.input, createRng(drawSeed(data.seed)))).toEqual(data.result);

    const back = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0];
    expect(back.status).toBe('returning');
    expect(back.returnsAt).toBe(sent.arrivesAt + (sent.arrivesAt - sent.departsAt));
    expect(back.loot).toEqual({
      food: data.loot.food,
      steel: data.loot.steel,
      energy: data.loot.energy,
      astromite: data.loot.astromite,
      quantarite: data.loot.quantarite,
    });
    expect(back.loot.steel).toBeGreaterThan(0);
    // the ship is gone from the map until it respawns
    const around = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:1){ items { x y type } } }', p.pirate, p.token)
    ).data!.getMap.items;
    expect(around.find((i: { x: number; y: number }) => i.x === p.pirate.x && i.y === p.pirate.y)).toBeUndefined();

    const before = (await s.gql(BASE, {}, p.token)).data!.base;
    await s.runDueJobs(back.returnsAt);
    const home = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(count(home, 'interceptor')).toBe(data.result.attacker.survivors.interceptor ?? 0);
    expect(count(home, 'ranger')).toBe(data.result.attacker.survivors.ranger ?? 0);
    expect(home.snapshot.amounts.astromite - before.snapshot.amounts.astromite).toBe(data.loot.astromite);
    expect((await s.gql(MARCHES, {}, p.token)).data!.getMapMarches).toEqual([]);

    // opening the report reads it
    await s.gql('mutation($id:ID!){ openReport(reportId:$id){ read } }', { id: report.id }, p.token);
    expect((await s.gql(REPORTS, {}, p.token)).data!.me.newReports).toBe(false);
  });

  test('refusals carry the spec texts', async () => {
    const p = await armed('Corsair2', { interceptor: 2, ranger: 30 });
    const send = async (u: Units, at = p.pirate) =>
      (await s.gql(SEND, { x: at.x, y: at.y, u: list(u) }, p.token)).errors?.[0]?.message;
    expect(await send({ interceptor: 0 })).toBe('You have to send at least one unit');
    expect(await send({ interceptor: 3 })).toBe('You have to have units to send them');
    expect(await send({ ranger: 30 })).toBe('Not enough space ships to deploy 30 ground units');
    expect(await send({ interceptor: 2, ranger: 11 })).toBe('Not enough space ships to deploy 11 ground units'); // 2 × 5 seats
    expect(await send({ interceptor: 1 }, { x: p.home.x, y: p.home.y, level: 0 })).toBe(
      'Invalid celestial object, contact support',
    );
    expect(await send({ interceptor: 1, ranger: 5 })).toBeUndefined();
    // one march slot at command center 2
    expect(await send({ interceptor: 1 }, p.pirates[1])).toBe('All march slots are in use');
  });

  test('a player away for three days finds the battle fought at arrival and the fleet home, in order', async () => {
    const p = await armed('Corsair3');
    const sent = (await s.gql(SEND, { x: p.pirate.x, y: p.pirate.y, u: list(FLEET) }, p.token)).data!.sendUnits;
    s.clock.advance(3 * 24 * HOUR_MS); // no worker ran meanwhile: the next read settles both legs
    const home = (await s.gql(BASE, {}, p.token)).data!.base;
    const report = (await s.gql(REPORTS, {}, p.token)).data!.reports[0];
    expect(report.createdAt).toBe(sent.arrivesAt);
    const data = JSON.parse(report.data);
    expect(count(home, 'interceptor')).toBe(data.result.attacker.survivors.interceptor ?? 0);
    expect((await s.gql(MARCHES, {}, p.token)).data!.getMapMarches).toEqual([]);
  });

  test('two fleets reaching one pirate ship at once: one fights it, the other finds it gone', async () => {
    const a = await armed('Corsair4');
    const b = await armed('Corsair5');
    // both aim at the same ship from the same distance (B's base mirrors A's across it), so both
    // arrive at the same instant; each base is settled by its own read, at once
    const target = a.pirate;
    await s.db
      .updateTable('bases')
      .set({ x: 2 * target.x - a.home.x, y: 2 * target.y - a.home.y } as never)
      .where('profile_id', '=', b.profileId)
      .execute();
    const sa = (await s.gql(SEND, { x: target.x, y: target.y, u: list(FLEET) }, a.token)).data!.sendUnits;
    const sb = (await s.gql(SEND, { x: target.x, y: target.y, u: list(FLEET) }, b.token)).data!.sendUnits;
    expect(sb.arrivesAt).toBe(sa.arrivesAt);
    s.clock.set(sa.arrivesAt + 1);
    await Promise.all([s.gql(BASE, {}, a.token), s.gql(BASE, {}, b.token)]);
    const kinds = [
      (await s.gql(REPORTS, {}, a.token)).data!.reports[0].kind,
      (await s.gql(REPORTS, {}, b.token)).data!.reports[0].kind,
    ].sort();
    expect(kinds).toEqual(['battle', 'notice']);
  });

  test('recall turns a fleet around: it flies home as long as it has flown, and nothing is fought', async () => {
    const p = await armed('Corsair6');
    const sent = (await s.gql(SEND, { x: p.pirate.x, y: p.pirate.y, u: list({ interceptor: 400 }) }, p.token)).data!
      .sendUnits;
    const flown = Math.floor((sent.arrivesAt - sent.departsAt) / 2);
    s.clock.advance(flown);
    const r = (await s.gql(`mutation($id:ID!){ recallMarch(marchId:$id){ ${MARCH} } }`, { id: sent.id }, p.token)).data!
      .recallMarch;
    expect(r.status).toBe('returning');
    expect(r.returnsAt).toBe(s.clock.now() + flown);
    expect(
      (await s.gql(`mutation($id:ID!){ recallMarch(marchId:$id){ id } }`, { id: sent.id }, p.token)).errors?.[0]
        ?.message,
    ).toBe('This march can no longer be recalled');
    await s.runDueJobs(r.returnsAt);
    expect(count((await s.gql(BASE, {}, p.token)).data!.base, 'interceptor')).toBe(400);
    expect((await s.gql(REPORTS, {}, p.token)).data!.reports).toEqual([]);
  });
});

describe('a fleet at an asteroid', () => {
  async function nearestAsteroid(p: Awaited<ReturnType<typeof armed>>) {
    const map = (
      await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:15){ items { x y type level } } }', p.home, p.token)
    ).data!.getMap;
    return map.items
      .filter((i: { type: string }) => i.type === 'astromite-asteroid')
      .sort((a: never, b: never) => distance(a, p.home) - distance(b, p.home))[0] as {
      x: number;
      y: number;
      level: number;
    };
  }

  test('mines its load at the mining rate, files a gathering report, and brings the astromite home', async () => {
    const p = await armed('Miner1', { interceptor: 10 });
    const rock = await nearestAsteroid(p);
    const sent = (await s.gql(SEND, { x: rock.x, y: rock.y, u: list({ interceptor: 10 }) }, p.token)).data!.sendUnits;
    expect(sent.kind).toBe('gather');
    await s.runDueJobs(sent.arrivesAt);
    const mining = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0];
    expect(mining.status).toBe('gathering');
    // 10 interceptors carry 1,000; a base mines 600 astromite an hour per march
    const load = Math.min(1000, 2000 * rock.level);
    expect(mining.loot.astromite).toBe(load);
    expect(mining.gatherEndsAt - sent.arrivesAt).toBe(Math.ceil((load / 600) * 3600) * 1000);

    await s.runDueJobs(mining.gatherEndsAt);
    const report = (await s.gql(REPORTS, {}, p.token)).data!.reports[0];
    expect(report).toMatchObject({ kind: 'gathering', createdAt: mining.gatherEndsAt });
    expect(JSON.parse(report.data)).toMatchObject({ resource: 'astromite', amount: load });
    const back = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0];
    expect(back.status).toBe('returning');

    const before = (await s.gql(BASE, {}, p.token)).data!.base.snapshot.amounts.astromite;
    await s.runDueJobs(back.returnsAt);
    const home = (await s.gql(BASE, {}, p.token)).data!.base;
    expect(home.snapshot.amounts.astromite - before).toBe(load);
    expect(count(home, 'interceptor')).toBe(10);
    // what gathering brought home counts towards the mining task
    const tasks = (await s.gql('{ tasks { id progress } }', {}, p.token)).data!.tasks;
    expect(tasks.find((t: { id: string }) => t.id === 'mine-astromite').progress).toBe(Math.min(2000, load));
  });

  test('mining research: a bigger load, mined faster', async () => {
    const p = await armed('Miner2', { interceptor: 10 });
    await s.db
      .updateTable('bases')
      .set({ research: { 'astromite-mining': 2, 'astromite-mining-speed': 4 } } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
    const rock = await nearestAsteroid(p);
    const sent = (await s.gql(SEND, { x: rock.x, y: rock.y, u: list({ interceptor: 10 }) }, p.token)).data!.sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    const m = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0];
    const load = Math.min(1100, 2000 * rock.level); // +10 % load
    expect(m.loot.astromite).toBe(load);
    expect(m.gatherEndsAt - sent.arrivesAt).toBe(Math.ceil((load / 720) * 3600) * 1000); // 600 × 1.2 an hour
  });

  test('recalled while mining, it brings home what it has mined so far', async () => {
    const p = await armed('Miner3', { interceptor: 10 });
    const rock = await nearestAsteroid(p);
    const sent = (await s.gql(SEND, { x: rock.x, y: rock.y, u: list({ interceptor: 10 }) }, p.token)).data!.sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    const m = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches[0];
    s.clock.set(sent.arrivesAt + Math.floor((m.gatherEndsAt - sent.arrivesAt) / 2));
    const r = (await s.gql(`mutation($id:ID!){ recallMarch(marchId:$id){ ${MARCH} } }`, { id: m.id }, p.token)).data!
      .recallMarch;
    expect(r.status).toBe('returning');
    expect(r.loot.astromite).toBe(Math.floor(m.loot.astromite / 2));
    expect(r.returnsAt - s.clock.now()).toBe(sent.arrivesAt - sent.departsAt);
    expect(JSON.parse((await s.gql(REPORTS, {}, p.token)).data!.reports[0].data)).toMatchObject({
      resource: 'astromite',
      amount: r.loot.astromite,
    });
  });
});
