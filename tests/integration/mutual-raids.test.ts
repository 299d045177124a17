/**
 * Across bases under real workers: pairs of commanders raid each other at the same instant, round
 * after round, while two graphile-worker processes (with their alarms) apply the legs at their due
 * times. Each arrival settles both bases of its pair (the fight on the defender's timeline, the way
 * home on the attacker's), so the two arrivals of a pair race for the same two locks from opposite
 * sides: taken in id order, nothing deadlocks and nothing applies twice. Every unit is accounted
 * for: at home, injured in the bay, or lost in a battle a report names.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SETTLE_TASK } from '../../src/platform/timeline.ts';
import { taskList } from '../../src/server/tasks.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';
const GARRISON = { interceptor: 400, cruiser: 80, guardian: 40 };
const WAVE = [
  { type: 'interceptor', count: 60 },
  { type: 'cruiser', count: 12 },
];
const PAIRS = 6;
const ROUNDS = 4;

function startWorker() {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: s.url, WORKER_CONCURRENCY: '4' };
  delete env.VITEST;
  return spawn('bun', ['src/server/worker.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function waitFor(what: string, ok: () => Promise<boolean>, ms = 30_000) {
  const until = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Counts = Record<string, number>;
const add = (into: Counts, from: Counts | undefined) => {
  for (const [k, v] of Object.entries(from ?? {})) into[k] = (into[k] ?? 0) + v;
};

/** Commanders in pairs side by side on one row of the map, each with a garrison; a fast world makes a flight last about a second. */
async function pairs(tag: string, n: number) {
  const players = [];
  for (let i = 0; i < n * 2; i++) players.push(await s.newPlayerWithProfile(`${tag}${i}`));
  // pairs stand side by side on one row; a fast world makes each flight last about a second
  const first = await s.db
    .selectFrom('bases')
    .select(['x', 'y'])
    .where('profile_id', '=', players[0]!.profileId)
    .executeTakeFirstOrThrow();
  for (const [i, p] of players.entries()) {
    await s.db
      .updateTable('bases')
      .set({
        x: first.x + i * 3 - (i % 2),
        y: first.y + 40,
        speed: 5000,
        units: GARRISON,
        buildings: {
          'command-center': 5,
          'recovery-bay': 2,
          'resource-depot': 1,
          'hydroponic-farm': 1,
          'steel-foundry': 1,
          'energy-plant': 1,
        },
      } as never)
      .where('profile_id', '=', p.profileId)
      .execute();
  }
  const spots = await Promise.all(
    players.map((p) =>
      s.db.selectFrom('bases').select(['id', 'x', 'y']).where('profile_id', '=', p.profileId).executeTakeFirstOrThrow(),
    ),
  );
  return { players, spots, partner: (i: number) => spots[i % 2 === 0 ? i + 1 : i - 1]! };
}

/** Every unit of each commander is at home, injured in its bay, or lost in a battle one of its reports names; one report per battle. */
async function expectAccounted(players: { profileId: string }[], battles: number) {
  for (const [i, p] of players.entries()) {
    const reports = await s.db
      .selectFrom('reports')
      .select(['data'])
      .where('profile_id', '=', p.profileId)
      .where('kind', '=', 'battle')
      .execute();
    const data = reports.map(
      (r) =>
        r.data as { role: string; result: { attacker: { lost: Counts }; defender: { lost: Counts; injured: Counts } } },
    );
    expect(
      data.filter((d) => d.role === 'attack'),
      `battles commander ${i} fought as the attacker`,
    ).toHaveLength(battles);
    expect(
      data.filter((d) => d.role === 'defence'),
      `battles commander ${i} fought as the defender`,
    ).toHaveLength(battles);
    const lost: Counts = {};
    for (const d of data) add(lost, d.role === 'attack' ? d.result.attacker.lost : d.result.defender.lost);
    const base = await s.db
      .selectFrom('bases')
      .select(['units', 'injured'])
      .where('profile_id', '=', p.profileId)
      .executeTakeFirstOrThrow();
    const accounted: Counts = {};
    add(accounted, base.units as Counts);
    add(accounted, base.injured as Counts);
    add(accounted, lost);
    for (const [type, n] of Object.entries(GARRISON)) expect(accounted[type] ?? 0, `${type} of commander ${i}`).toBe(n);
  }
}

test('pairs raiding each other at the same instant, round after round, under two workers: no deadlock, each leg once, every unit accounted for', async () => {
  const { players, partner } = await pairs('Mutual', PAIRS);
  const errors: string[] = [];
  const workers = [startWorker(), startWorker()];
  for (const w of workers) w.stderr?.on('data', (d) => errors.push(String(d)));
  const pending = async () =>
    Number((await s.sql`select count(*)::int as n from timeline_events where applied_at is null`)[0]?.n);
  let sent = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // every commander sends at the same instant: a pair's two arrivals fall due together
      s.clock.set(Date.now() + 300);
      const marches = await Promise.all(
        players.map((p, i) => s.gql(SEND, { x: partner(i).x, y: partner(i).y, u: WAVE }, p.token)),
      );
      for (const m of marches) expect(m.errors).toBeUndefined();
      expect(new Set(marches.map((m) => m.data!.sendUnits.arrivesAt)).size).toBe(1);
      sent += marches.length;
      await waitFor(`round ${round + 1} to come home`, async () => (await pending()) === 0);
    }
  } finally {
    for (const w of workers) {
      w.kill('SIGTERM');
      await new Promise((r) => w.once('exit', r));
    }
  }
  expect(errors.join('')).not.toMatch(/deadlock|could not serialize/i);
  const failing =
    await s.sql`select task_identifier, last_error from graphile_worker.jobs where last_error is not null`;
  expect(failing).toEqual([]);
  expect(await s.db.selectFrom('timeline_events').select('id').where('parked_at', 'is not', null).execute()).toEqual(
    [],
  );
  const marches = await s.db.selectFrom('marches').select(['status']).execute();
  expect(marches).toHaveLength(sent);
  expect(marches.every((m) => m.status === 'done')).toBe(true);
  await expectAccounted(players, ROUNDS);
}, 120_000);

test('both arrivals of every pair settled at once from both sides, twice over, by the jobs and both commanders: no deadlock, each battle once', async () => {
  const { players, spots, partner } = await pairs('Clash', 8);
  s.clock.set(Date.now());
  const marches = await Promise.all(
    players.map((p, i) => s.gql(SEND, { x: partner(i).x, y: partner(i).y, u: WAVE }, p.token)),
  );
  for (const m of marches) expect(m.errors).toBeUndefined();
  const arrive = marches[0]!.data!.sendUnits.arrivesAt as number;
  const back = arrive + (arrive - s.clock.now());
  s.clock.set(back + 1);
  // every base's settle job twice and every commander's read, all at once: each pair's two settles lock the same two bases
  const settle = taskList({ db: s.db, clock: s.clock })[SETTLE_TASK] as (p: unknown) => Promise<void>;
  const results = await Promise.allSettled([
    ...spots.flatMap((b) => [settle({ baseId: b.id }), settle({ baseId: b.id })]),
    ...players.map((p) => s.gql('{ base { units { type count } } }', {}, p.token)),
  ]);
  const failures = results
    .filter((r) => r.status === 'rejected')
    .map((r) => String((r as PromiseRejectedResult).reason));
  const refused = results
    .filter((r) => r.status === 'fulfilled' && (r.value as { errors?: unknown[] } | undefined)?.errors)
    .map((r) => JSON.stringify((r as PromiseFulfilledResult<unknown>).value));
  expect([...failures, ...refused]).toEqual([]);
  expect(Number((await s.sql`select count(*)::int as n from timeline_events where applied_at is null`)[0]?.n)).toBe(0);
  await expectAccounted(players, 1);
}, 60_000);
