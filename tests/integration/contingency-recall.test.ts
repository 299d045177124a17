/**
 * A contingency rule that calls the gathering fleets home (decision 073), with the test clock: at the
 * rule's moment before a stronger raid lands, every fleet mining for the base turns home with what it
 * mined, once, however many settles race at that moment.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const list = (u: Record<string, number>) => Object.entries(u).map(([type, count]) => ({ type, count }));
const BASE = '{ base { x y units { type count } } }';
const RULE = 'mutation($m:Int!,$a:ContingencyAction!){ addContingencyRule(minutes:$m,action:$a){ id action } }';
const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!,$mode:MarchMode){ sendUnits(x:$x,y:$y,units:$u,mode:$mode){ id kind arrivesAt } }';
const MARCHES = '{ getMapMarches { id kind status returnsAt } }';
const REPORTS = '{ reports { kind createdAt data } }';

test('the gatherers turn home at the rule’s moment, once, with what they mined', async () => {
  const raider = await s.newPlayerWithProfile('RaiderG');
  const d = await s.newPlayerWithProfile('MinerG');
  await s.db
    .updateTable('bases')
    .set({ units: { interceptor: 600, cruiser: 100 } } as never)
    .where('profile_id', '=', raider.profileId)
    .execute();
  const home = (await s.gql(BASE, {}, raider.token)).data!.base;
  const at = { x: home.x + 20, y: home.y + 5 };
  await s.db
    .updateTable('bases')
    .set({ ...at, units: { interceptor: 40, guardian: 10 } } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  const items = (
    await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }', at, d.token)
  ).data!.getMap.items as { x: number; y: number; type: string }[];
  const rock = items.filter((i) => i.type.endsWith('-asteroid')).sort((a, b) => distance(a, at) - distance(b, at))[0]!;
  const mining = await s.gql(SEND, { ...rock, u: list({ interceptor: 40 }), mode: 'gather' }, d.token);
  expect(mining.errors).toBeUndefined();
  // the gatherers land and mine
  await s.runDueJobs(mining.data!.sendUnits.arrivesAt + 1000);
  expect((await s.gql(MARCHES, {}, d.token)).data!.getMapMarches[0].status).toBe('gathering');
  expect((await s.gql(RULE, { m: 5, a: 'recall' }, d.token)).errors).toBeUndefined();
  const raid = await s.gql(SEND, { ...at, u: list({ interceptor: 600, cruiser: 100 }) }, raider.token);
  expect(raid.errors).toBeUndefined();
  const moment = raid.data!.sendUnits.arrivesAt - 5 * 60_000;
  // three settles race at the rule's moment: the defender's reads twice and the worker
  s.clock.set(moment + 1000);
  await Promise.all([s.gql(BASE, {}, d.token), s.gql(MARCHES, {}, d.token), s.runDueJobs(moment + 1000)]);
  const out = (await s.gql(MARCHES, {}, d.token)).data!.getMapMarches;
  expect(out.map((m: { status: string }) => m.status)).toEqual(['returning']);
  await s.runDueJobs(raid.data!.sendUnits.arrivesAt + 60 * 60_000);
  const reports = (await s.gql(REPORTS, {}, d.token)).data!.reports as {
    kind: string;
    createdAt: number;
    data: string;
  }[];
  const said = reports
    .map((r) => ({ ...JSON.parse(r.data), createdAt: r.createdAt }))
    .filter((r) => r.reason === 'contingency');
  expect(said).toHaveLength(1);
  expect(said[0]).toMatchObject({ action: 'recall', by: 'rule', fleets: 1, createdAt: moment });
  // the gathering report says what they brought from the asteroid
  expect(reports.some((r) => r.kind === 'gathering' || JSON.parse(r.data).reason === 'gathered')).toBe(true);
  expect((await s.gql(MARCHES, {}, d.token)).data!.getMapMarches).toEqual([]);
});
