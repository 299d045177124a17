/**
 * Time dilation (decision 056) through real graphile-worker jobs and the injected clock: a world
 * whose timeline falls behind slows every timer evenly (a build, a training batch, a fleet in flight
 * alike), applies the burst in order with its gaps scaled by the rule, and returns to normal speed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { distance } from '../../src/game/index.ts';
import { DILATION_TASK } from '../../src/modules/worlds/index.ts';
import { enqueue } from '../../src/platform/jobs.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const QUEUE = '{ base { x y queue { id kind dueAt startsAt } } }';
const TRAIN = 'mutation($n:Int!){ trainUnits(unitType:"ranger", count:$n){ queue { id kind startsAt dueAt } } }';
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';

async function commander(name: string) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({
      buildings: sql`buildings || '{"barracks":1}'::jsonb`,
      units: { interceptor: 400, cruiser: 100 },
      resources: { food: 90_000, steel: 90_000, energy: 90_000 },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

let worldOf = '';
/** The world's clock factor. */
const factor = async () =>
  Number((await sql<{ d: number }>`select dilation as d from worlds where id = ${worldOf}`.execute(s.db)).rows[0]?.d);

/** Runs the controller as the worker's cron does: a real job, at the clock's now. */
async function controller() {
  await enqueue(s.db, DILATION_TASK, {}, { runAt: s.clock.now() });
  await s.runDueJobs(s.clock.now());
}

/** The pending timers of a base, due order: the events the worker will apply. */
async function timers(baseOf: string) {
  const r = await sql<{ id: string; kind: string; due_at: Date; applied_at: Date | null }>`
    select e.id::text, e.kind, e.due_at, e.applied_at from timeline_events e join bases b on b.id = e.base_id
    where b.profile_id = ${baseOf} order by e.due_at, e.id`.execute(s.db);
  return r.rows.map((x) => ({
    id: x.id,
    kind: x.kind,
    due: x.due_at.getTime(),
    applied: x.applied_at?.getTime() ?? null,
  }));
}

test('a world that falls behind slows every timer evenly, applies the burst in order, and recovers', async () => {
  // a commander with a build, a training batch and a fleet in flight: three kinds of timer
  const p = await commander('Dilated1');
  worldOf = (await sql<{ w: string }>`select world_id as w from profiles where id = ${p.profileId}`.execute(s.db))
    .rows[0]!.w;
  const home = (await s.gql(QUEUE, {}, p.token)).data!.base;
  expect(
    (await s.gql('mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ id } }', {}, p.token)).errors,
  ).toBeUndefined();
  expect((await s.gql(TRAIN, { n: 3 }, p.token)).errors).toBeUndefined();
  const map = (
    await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }',
      { x: home.x, y: home.y },
      p.token,
    )
  ).data!.getMap.items.filter((i: { type: string }) => i.type === 'pirate-ship');
  const pirate = map.sort((a: never, b: never) => distance(a, home) - distance(b, home))[0];
  const sent = await s.gql(SEND, { x: pirate.x, y: pirate.y, u: [{ type: 'cruiser', count: 100 }] }, p.token);
  expect(sent.errors).toBeUndefined();
  const before = (await timers(p.profileId)).filter((e) => e.applied === null);
  expect(new Set(before.map((e) => e.kind))).toEqual(new Set(['building', 'training', 'march']));

  // another commander's batch applies 3 s late (the worker fell behind): the world is behind
  const q = await commander('Dilated2');
  const late = (await s.gql(TRAIN, { n: 1 }, q.token)).data!.trainUnits.queue[0];
  s.clock.set(late.dueAt + 3_000);
  await s.runDueJobs(s.clock.now());
  expect(await factor()).toBe(1);

  // the controller slows the world by a tenth; every pending timer stretches away from now
  const at = s.clock.now();
  await controller();
  expect(await factor()).toBe(0.9);
  // anyone, signed in or not, sees it on the status page with the last hour's lateness
  const status = (await s.gql('{ worldStatus { worldId dilation dilationSince applied lateP99Ms } }')).data!
    .worldStatus;
  expect(status.find((w: { worldId: string }) => w.worldId === worldOf)).toMatchObject({
    dilation: 0.9,
    dilationSince: at,
    lateP99Ms: expect.any(Number),
  });
  const stretched = (await timers(p.profileId)).filter((e) => e.applied === null);
  expect(stretched.map((e) => e.id)).toEqual(before.map((e) => e.id)); // order holds
  for (const [i, e] of stretched.entries()) {
    const was = before[i]!.due;
    expect(Math.abs(e.due - (at + ((was - at) * 1) / 0.9))).toBeLessThanOrEqual(1);
    if (i > 0) {
      const gapWas = was - before[i - 1]!.due;
      expect(Math.abs(e.due - stretched[i - 1]!.due - gapWas / 0.9)).toBeLessThanOrEqual(2);
    }
  }
  // the fleet's row says the same as its event: the map and the fleet list count down to the true time
  const march = stretched.find((e) => e.kind === 'march')!;
  const fleet = (await s.gql('{ getMapMarches { id arrivesAt } }', {}, p.token)).data!.getMapMarches.find(
    (m: { id: string }) => m.id === sent.data!.sendUnits.id,
  );
  expect(fleet.arrivesAt).toBe(march.due);

  // a timer started while the world runs slow takes duration / factor of real time
  const q2 = (await s.gql(TRAIN, { n: 2 }, q.token)).data!.trainUnits.queue.at(-1);
  expect(q2.dueAt - q2.startsAt).toBe(Math.round((2 * 30_000) / 0.9));
  // and a fleet sent now: the answer, the fleet's row and its event say the same, later time
  const qFleet = (await s.gql(SEND, { x: pirate.x, y: pirate.y, u: [{ type: 'cruiser', count: 50 }] }, q.token)).data!
    .sendUnits;
  const qEvent = (await timers(q.profileId)).find((e) => e.kind === 'march' && e.applied === null)!;
  expect(qFleet.arrivesAt).toBe(qEvent.due);
  const qRow = (await s.gql('{ getMapMarches { id arrivesAt } }', {}, q.token)).data!.getMapMarches.find(
    (m: { id: string }) => m.id === qFleet.id,
  );
  expect(qRow.arrivesAt).toBe(qEvent.due);

  // the worker applies the burst: each at its stretched time, in order
  const last = stretched.at(-1)!.due;
  await s.runDueJobs(last);
  const applied = (await timers(p.profileId)).filter((e) => stretched.some((x) => x.id === e.id));
  for (const e of applied) expect(e.applied).toBe(stretched.find((x) => x.id === e.id)!.due);
  const appliedOrder = [...applied].sort((a, b) => a.applied! - b.applied! || Number(a.id) - Number(b.id));
  expect(appliedOrder.map((e) => e.id)).toEqual(stretched.map((e) => e.id));

  // a minute in which the world kept up: back to normal speed, and a pending timer comes back closer
  const pendingNow = async () =>
    [...(await timers(p.profileId)), ...(await timers(q.profileId))].filter((e) => e.applied === null);
  const pendingSlow = await pendingNow();
  expect(pendingSlow.length).toBeGreaterThan(0); // the fleet's way home, flown while the world ran slow
  const back = s.clock.now();
  await controller();
  expect(await factor()).toBe(1);
  for (const e of await pendingNow()) {
    const was = pendingSlow.find((x) => x.id === e.id)!.due;
    expect(Math.abs(e.due - (back + (was - back) * 0.9))).toBeLessThanOrEqual(1);
  }
  const r = await commander('Dilated3');
  const normal = (await s.gql(TRAIN, { n: 2 }, r.token)).data!.trainUnits.queue[0];
  expect(normal.dueAt - normal.startsAt).toBe(2 * 30_000);
});
