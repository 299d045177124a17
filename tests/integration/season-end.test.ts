/**
 * After a world's end nothing moves (decision 069): the settle applies no event due after the end —
 * a fleet landing, a building or a training batch finishing — and the bases produce up to the end
 * only, however late anyone looks; what fell due before the end applies, once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { basesWithOverdueEvents } from '../../src/platform/timeline-upkeep.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const D = 24 * H;
const CREATE_WORLD = `mutation($n:String!,$o:DateTime!,$l:Int,$v:String,$h:Int){
  createWorld(name:$n, opensAt:$o, lengthDays:$l, victoryKind:$v, holdDays:$h){ id season { endsAt } } }`;
const JOIN = 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }';
const R = '{ food steel energy }';
const BASE = `{ base { x y buildings { id level } units { type count }
  snapshot { amounts ${R} ratePerHour ${R} settledAt } queue { id kind target dueAt } } }`;
const TRAIN = 'mutation($u:String!,$n:Int!){ trainUnits(unitType:$u, count:$n){ queue { id kind dueAt } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ queue { id target dueAt } } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind arrivesAt } }';

async function joiner(name: string, worldId: string) {
  const p = await s.newPlayer(name);
  const r = await s.gql(JOIN, { w: worldId, u: name }, p.token);
  expect(r.errors).toBeUndefined();
  return { ...p, name, profileId: r.data!.createProfile.id as string };
}

/** Signs in again after days of game time (sessions lapse) and enters the profile. */
async function again(p: { name: string; profileId: string }) {
  const token = await s.login(p.name, 'Secret123');
  const r = await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: p.profileId }, token);
  expect(r.errors).toBeUndefined();
  return token;
}

const base = async (token: string) => {
  const r = await s.gql(BASE, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data!.base;
};
const units = (b: { units: { type: string; count: number }[] }, type: string) =>
  b.units.find((u) => u.type === type)?.count ?? 0;
const level = (b: { buildings: { id: string; level: number }[] }, id: string) =>
  b.buildings.find((x) => x.id === id)?.level ?? 0;

describe('a closed world stands still', () => {
  test('a fleet landing and queues finishing after the end change nothing; what fell due before it applies once', async () => {
    const t0 = s.clock.now();
    const admin = await s.adminToken();
    const made = await s.gql(
      CREATE_WORLD,
      { n: 'Frozen Reach', o: new Date(t0).toISOString(), l: 3, v: 'top-alliance-influence', h: 1 },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const worldId = made.data!.createWorld.id as string;
    const end = made.data!.createWorld.season.endsAt as number;
    expect(end).toBe(t0 + 3 * D);
    const a = await joiner('FrostAda', worldId);
    const d = await joiner('FrostDag', worldId);
    // an hour before the end: a raider with a fleet and a barracks; its neighbour two cells east,
    // unshielded, with a garrison; both with full stores
    s.clock.set(end - H);
    a.token = await again(a);
    d.token = await again(d);
    const home = await base(a.token);
    const stores = sql`resources || '{"food": 20000, "steel": 20000, "energy": 20000}'::jsonb`;
    await sql`update bases set units = '{"interceptor": 600, "cruiser": 100}'::jsonb, resources = ${stores},
      settled_at = ${new Date(end - H)}, buildings = buildings || '{"barracks": 1}'::jsonb, shield_until = null,
      created_at = ${new Date(t0 - 30 * D)} where profile_id = ${a.profileId}`.execute(s.db);
    await sql`update bases set x = ${home.x + 2}, y = ${home.y}, units = '{"guardian": 60}'::jsonb,
      resources = ${stores}, settled_at = ${new Date(end - H)},
      buildings = buildings || '{"barracks": 1, "command-center": 3}'::jsonb, shield_until = null,
      created_at = ${new Date(t0 - 30 * D)} where profile_id = ${d.profileId}`.execute(s.db);

    // a batch that finishes before the end
    const trained = await s.gql(TRAIN, { u: 'ranger', n: 5 }, a.token);
    expect(trained.errors).toBeUndefined();
    const early = trained.data!.trainUnits.queue[0];
    expect(early.dueAt).toBeLessThan(end);

    // ten seconds before the end: a building, a batch and a raid that would land after it
    s.clock.set(end - 10_000);
    const aBefore = await base(a.token);
    expect(units(aBefore, 'ranger')).toBe(5);
    const foundry = level(aBefore, 'steel-foundry');
    const upgrade = await s.gql(UPGRADE, { b: 'steel-foundry' }, a.token);
    expect(upgrade.errors).toBeUndefined();
    expect(
      upgrade.data!.startBuildingUpgrade.queue.find((q: { target: string }) => q.target === 'steel-foundry').dueAt,
    ).toBeGreaterThan(end);
    const late = await s.gql(TRAIN, { u: 'ranger', n: 5 }, d.token);
    expect(late.errors).toBeUndefined();
    expect(late.data!.trainUnits.queue[0].dueAt).toBeGreaterThan(end);
    const raid = await s.gql(SEND, { x: home.x + 2, y: home.y, u: [{ type: 'interceptor', count: 100 }] }, a.token);
    expect(raid.errors).toBeUndefined();
    expect(raid.data!.sendUnits).toMatchObject({ kind: 'raid' });
    expect(raid.data!.sendUnits.arrivesAt).toBeGreaterThan(end);

    // at the end: what the world holds then
    s.clock.set(end);
    await s.runDueJobs(end);
    const aAtEnd = await base(a.token);
    const dAtEnd = await base(d.token);
    expect(units(aAtEnd, 'ranger')).toBe(5);

    // a day later, every job run (twice: a retry, a second worker): nothing moved
    s.clock.set(end + D);
    await s.runDueJobs(end + D);
    await s.runDueJobs(end + D);
    a.token = await again(a);
    d.token = await again(d);
    const aLater = await base(a.token);
    const dLater = await base(d.token);
    const figures = (x: typeof aLater, y: typeof dLater) => ({
      raiderRangers: units(x, 'ranger'),
      raiderFoundry: level(x, 'steel-foundry'),
      raiderInterceptorsHome: units(x, 'interceptor'),
      neighbourRangers: units(y, 'ranger'),
      neighbourGuardians: units(y, 'guardian'),
    });
    expect(figures(aLater, dLater)).toEqual({
      raiderRangers: 5,
      raiderFoundry: foundry,
      raiderInterceptorsHome: 500,
      neighbourRangers: 0,
      neighbourGuardians: 60,
    });
    // no production after the end: the stores are what they were at it
    expect(aLater.snapshot.amounts).toEqual(aAtEnd.snapshot.amounts);
    expect(dLater.snapshot.amounts).toEqual(dAtEnd.snapshot.amounts);
    expect(aLater.snapshot.settledAt).toBe(end);
    const reports = await sql<{ n: string }>`select count(*) as n from reports
      where profile_id in (${a.profileId}, ${d.profileId})`.execute(s.db);
    expect(Number(reports.rows[0]?.n)).toBe(0);

    // the early batch applied once; the three late events are frozen, never applied, and no sweep
    // comes back for them
    const events = await sql<{ kind: string; applied: boolean; frozen: boolean; due_at: Date }>`
      select e.kind, e.applied_at is not null as applied, e.frozen_at is not null as frozen, e.due_at
      from timeline_events e join bases b on b.id = e.base_id
      where b.profile_id in (${a.profileId}, ${d.profileId}) and e.kind <> 'plan-check'
      order by e.due_at`.execute(s.db);
    const before = events.rows.filter((e) => e.due_at.getTime() <= end);
    const after = events.rows.filter((e) => e.due_at.getTime() > end);
    expect(before.every((e) => e.applied && !e.frozen)).toBe(true);
    expect(after.length).toBeGreaterThanOrEqual(3);
    expect(after.every((e) => !e.applied)).toBe(true);
    expect(after.filter((e) => e.due_at.getTime() <= end + D).every((e) => e.frozen)).toBe(true);
    const ids = await sql<{ id: string }>`select id from bases
      where profile_id in (${a.profileId}, ${d.profileId})`.execute(s.db);
    const overdue = await basesWithOverdueEvents(s.db, s.clock.now(), 0, 10_000);
    for (const r of ids.rows) expect(overdue).not.toContain(r.id);
  });
});
