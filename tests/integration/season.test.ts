/**
 * A world's season end to end (decision 069): created by an admin with a length and a victory
 * condition, its closing sequence run by graphile-worker at the test clock's instants — registration
 * closes, the final week, the end — each step once, and the hall of fame it leaves. And the late
 * joiner's catch-up bonus: in production, only for a new account, gone at its first attack on a player.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { enqueue } from '../../src/platform/jobs.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let admin: string;
beforeAll(async () => {
  s = await createTestStack();
});
beforeEach(async () => {
  admin = await s.adminToken();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const D = 24 * H;
const CREATE_WORLD = `mutation($n:String!,$o:DateTime!,$l:Int,$v:String,$h:Int){
  createWorld(name:$n, opensAt:$o, lengthDays:$l, victoryKind:$v, holdDays:$h){
    id season { lengthDays victoryKind holdDays registrationClosesAt finalWeekAt endsAt } } }`;
const JOIN = 'mutation($w:ID!,$u:String!){ createProfile(worldId:$w, username:$u){ id } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id } }';
const HALL = `query($w:ID!){ hallOfFame(worldId:$w){
  world { name winnerName winnerId commanders lengthDays }
  alliances { name rank } commanders { name allianceName rank records { category score rank } } } }`;
const BOOSTS =
  '{ base { boosts { effect amount endsAt source } snapshot { amounts { steel } ratePerHour { steel } capacity { steel } settledAt } } }';

async function world(name: string, opensAt: number, season: { l: number; v: string; h: number } | null) {
  const r = await s.gql(CREATE_WORLD, { n: name, o: new Date(opensAt).toISOString(), ...(season ?? {}) }, admin);
  expect(r.errors).toBeUndefined();
  return r.data!.createWorld as { id: string; season: Record<string, number> | null };
}

async function joiner(name: string, worldId: string) {
  const p = await s.newPlayer(name);
  const r = await s.gql(JOIN, { w: worldId, u: name }, p.token);
  expect(r.errors).toBeUndefined();
  return { ...p, profileId: r.data!.createProfile.id as string };
}

/** Signs in again after days of game time (sessions lapse) and enters the profile. */
async function again(name: string, profileId?: string) {
  const token = await s.login(name, 'Secret123');
  if (profileId) {
    const r = await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: profileId }, token);
    expect(r.errors).toBeUndefined();
  }
  return token;
}

const steps = async (worldId: string) =>
  (
    await sql<{
      step: string;
    }>`select step from season_steps where world_id = ${worldId} order by done_at, step`.execute(s.db)
  ).rows.map((r) => r.step);

const count = async (table: string, worldId: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where world_id = ${worldId}`.execute(s.db))
      .rows[0]?.n,
  );

describe('the season', () => {
  test('a 20-day world: registration closes, the final week, the end — each once — and its hall of fame', async () => {
    const start = s.clock.now();
    const w = await world('Season Twenty', start, { l: 20, v: 'top-alliance-influence', h: 2 });
    expect(w.season).toMatchObject({
      lengthDays: 20,
      holdDays: 2,
      registrationClosesAt: start + 10 * D,
      finalWeekAt: start + 13 * D,
      endsAt: start + 20 * D,
    });
    const a = await joiner('SeasonAda', w.id);
    const b = await joiner('SeasonBo', w.id);
    await s.newPlayer('SeasonLate');
    await sql`update bases set buildings = buildings || '{"alliance-embassy": 1}'::jsonb
      where profile_id = ${a.profileId}`.execute(s.db);
    const made = await s.gql('mutation{ createAlliance(name:"First Light", tag:"FL"){ __typename } }', {}, a.token);
    expect(made.errors).toBeUndefined();

    // day 10: registration closes by the worker's step (and by the clock for anyone asking)
    s.clock.set(start + 10 * D);
    await s.runDueJobs(s.clock.now());
    expect(await steps(w.id)).toContain('registration-closes');
    const refused = await s.gql(JOIN, { w: w.id, u: 'SeasonLate' }, await again('SeasonLate'));
    expect(refused.errors?.[0]?.message).toBe(
      'Registration for this world has closed: join a world that is still open',
    );
    expect((await s.gql('{ worlds { id registrationOpen } }')).data!.worlds).toContainEqual({
      id: w.id,
      registrationOpen: false,
    });
    // orders still go
    expect((await s.gql(UPGRADE, { b: 'steel-foundry' }, await again('SeasonBo', b.profileId))).errors).toBeUndefined();

    // day 13: the final week
    s.clock.set(start + 13 * D);
    await s.runDueJobs(s.clock.now());
    expect(await steps(w.id)).toContain('final-week');
    expect(await steps(w.id)).not.toContain('end');

    // day 20: the world closes
    s.clock.set(start + 20 * D);
    await s.runDueJobs(s.clock.now());
    const done = await steps(w.id);
    expect(done).toContain('end');
    expect(done.filter((x) => x.startsWith('day:'))).toHaveLength(19);
    const aToken = await again('SeasonAda', a.profileId);
    const closed = await s.gql(UPGRADE, { b: 'hydroponic-farm' }, aToken);
    expect(closed.errors?.[0]?.message).toBe('This world has ended: its hall of fame keeps the final rankings');
    // reads still work
    expect((await s.gql('{ base { id } }', {}, aToken)).errors).toBeUndefined();

    // the hall of fame: public, with the winner (led every day) and each commander's record
    const hall = await s.gql(HALL, { w: w.id });
    expect(hall.errors).toBeUndefined();
    const h = hall.data!.hallOfFame;
    expect(h.world).toMatchObject({
      name: 'Season Twenty',
      winnerName: '[FL] First Light',
      commanders: 2,
      lengthDays: 20,
    });
    expect(h.alliances).toEqual([{ name: '[FL] First Light', rank: 1 }]);
    const ada = h.commanders.find((c: { name: string }) => c.name === 'SeasonAda');
    expect(ada.allianceName).toBe('[FL] First Light');
    expect(ada.records.find((r: { category: string }) => r.category === 'influence').score).toBeGreaterThan(0);
    expect(h.commanders.map((c: { name: string }) => c.name).sort()).toEqual(['SeasonAda', 'SeasonBo']);
    expect((await s.gql('{ hallsOfFame { worldId winnerName } }')).data!.hallsOfFame).toContainEqual({
      worldId: w.id,
      winnerName: '[FL] First Light',
    });

    // each step exactly once: the jobs run again (a retry, a second worker) change nothing and fail nothing
    const before = { steps: await steps(w.id), entries: await count('hall_of_fame_entries', w.id) };
    for (const step of ['registration-closes', 'final-week', 'end', 'day:3'])
      await enqueue(s.db, 'season/step', { worldId: w.id, step });
    await s.runDueJobs(s.clock.now());
    const failed = await sql<{ n: string }>`select count(*) as n from graphile_worker.jobs
      where task_identifier = 'season/step' and last_error is not null`.execute(s.db);
    expect(Number(failed.rows[0]?.n)).toBe(0);
    expect(await steps(w.id)).toEqual(before.steps);
    expect(await count('hall_of_fame_entries', w.id)).toBe(before.entries);
    expect(await count('hall_of_fame_worlds', w.id)).toBe(1);
  });

  test('a 3-day world is in its final week from the start, yet open to newcomers until its half', async () => {
    const w = await world('Short Season', s.clock.now(), { l: 3, v: 'top-alliance-influence', h: 1 });
    expect(w.season!.finalWeekAt).toBe(s.clock.now());
    await joiner('ShortEarly', w.id);
  });

  test('a world without a season never closes; a hold longer than the world is refused', async () => {
    const w = await world('Endless Reach', s.clock.now(), null);
    expect(w.season).toBeNull();
    const r = await s.gql(
      CREATE_WORLD,
      { n: 'Too Long', o: new Date().toISOString(), l: 5, v: 'vault-ranking', h: 6 },
      admin,
    );
    expect(r.errors?.[0]?.message).toBe('Hold days is not valid');
    const bad = await s.gql(
      CREATE_WORLD,
      { n: 'Bad Kind', o: new Date().toISOString(), l: 5, v: 'conquest', h: 1 },
      admin,
    );
    expect(bad.errors?.[0]?.message).toBe('Victory kind must be one of: top-alliance-influence, vault-ranking');
  });
});

describe('the catch-up bonus', () => {
  test('a new account joining on day 7 produces 35 % more, shown as it fades; an old account gets none; it ends at the first attack on a player', async () => {
    const opened = s.clock.now() - 7 * D - H;
    const w = await world('Late Reach', opened, { l: 90, v: 'top-alliance-influence', h: 7 });
    const fresh = await joiner('LateNew', w.id);
    // an account that already plays elsewhere: no bonus
    const home = (await s.gql('{ worlds { id name } }')).data!.worlds.find(
      (x: { id: string; name: string }) => x.id !== w.id && !x.name.includes('Season'),
    );
    const veteran = await joiner('LateVet', home.id);
    const second = await s.gql(JOIN, { w: w.id, u: 'LateVet2' }, veteran.token);
    expect(second.errors).toBeUndefined();

    const mine = (await s.gql(BOOSTS, {}, fresh.token)).data!.base;
    const catchUp = mine.boosts.filter((b: { source: string | null }) => b.source === 'catch-up');
    const steelNow = catchUp
      .filter((b: { effect: string }) => b.effect === 'steel-output')
      .reduce((n: number, b: { amount: number }) => n + b.amount, 0);
    expect(Math.round(steelNow * 1000) / 1000).toBe(0.35);
    expect(Math.max(...catchUp.map((b: { endsAt: number }) => b.endsAt))).toBe(s.clock.now() + 14 * D);
    const vet = (await s.gql(BOOSTS, {}, veteran.token)).data!.base;
    expect(vet.boosts).toEqual([]);

    // production through the one modifier system: the newcomer's steel grows 1.35 times as fast, and
    // over an hour the amounts show it
    const rate = async (token: string) => {
      const snap = (await s.gql(BOOSTS, {}, token)).data!.base.snapshot;
      return { rate: snap.ratePerHour.steel as number, steel: snap.amounts.steel as number };
    };
    const [n0, o0] = [await rate(fresh.token), await rate(veteran.token)];
    expect(n0.rate / o0.rate).toBeCloseTo(1.35, 1);
    s.clock.advance(H);
    const [n1, o1] = [await rate(fresh.token), await rate(veteran.token)];
    expect(n1.steel - n0.steel).toBeGreaterThan(o1.steel - o0.steel);

    // the first attack on a player ends it for good
    await sql`update bases set units = '{"interceptor": 50}'::jsonb where profile_id = ${fresh.profileId}`.execute(
      s.db,
    );
    const target = (
      await sql<{ x: number; y: number }>`select b.x, b.y from bases b join profiles p on p.id = b.profile_id
        where p.world_id = ${w.id} and p.username = 'LateVet2'`.execute(s.db)
    ).rows[0]!;
    const sent = await s.gql(
      'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:10}]){ id } }',
      target,
      fresh.token,
    );
    expect(sent.errors).toBeUndefined();
    const after = (await s.gql(BOOSTS, {}, fresh.token)).data!.base;
    expect(after.boosts.filter((b: { source: string | null }) => b.source === 'catch-up')).toEqual([]);
  });
});
