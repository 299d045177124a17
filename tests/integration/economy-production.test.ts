/**
 * The economy page's production and upkeep (decision 090): a base left alone for hours and then saved
 * by a command adds what it produced and what its units ate to the day's rows, with the figures of
 * src/game's production function; a read that saves nothing adds nothing, and a state saved twice in
 * one transaction counts its time once.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  flowsOf,
  HOUR_MS,
  RESOURCES,
  type ResourceSnapshot,
  resourcesAt,
  upkeepPerHour,
} from '../../src/game/index.ts';
import { lockAndSettleProfile, saveState } from '../../src/kernel/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let p: { profileId: string; token: string };
let world: string;
beforeAll(async () => {
  s = await createTestStack();
  p = await s.newPlayerWithProfile('Cropper');
  // a garrison at home: it eats food every hour
  await s.sql`update bases set units = ${s.sql.json({ interceptor: 40 })} where profile_id = ${p.profileId}`;
  world = (await s.sql`select world_id::text as id from bases where profile_id = ${p.profileId}`)[0]!.id;
}, 120_000);
afterAll(async () => s?.close());

const R = '{ food steel energy astromite quantarite credits }';
const ECONOMY = `query($w:ID!,$d:String!){ adminEconomy(worldId:$w, day:$d){
  faucets { kind resource amount } sinks { kind resource amount } totals { resource created destroyed } } }`;
type Flow = { kind: string; resource: string; amount: number };

/** The page's production and upkeep per resource, summed over these days. */
async function pageFlows(days: string[]) {
  const out = { produced: {} as Record<string, number>, eaten: {} as Record<string, number> };
  const admin = await s.adminToken();
  for (const d of days) {
    const r = await s.gql(ECONOMY, { w: world, d }, admin);
    expect(r.errors).toBeUndefined();
    for (const f of r.data!.adminEconomy.faucets as Flow[])
      if (f.kind === 'production') out.produced[f.resource] = (out.produced[f.resource] ?? 0) + f.amount;
    for (const f of r.data!.adminEconomy.sinks as Flow[])
      if (f.kind === 'upkeep') out.eaten[f.resource] = (out.eaten[f.resource] ?? 0) + f.amount;
  }
  return out;
}

/** A command that saves the base and leaves its rates as they were: an upgrade started and cancelled. */
async function startAndCancel() {
  const up = await s.gql(
    'mutation { startBuildingUpgrade(buildingId:"hydroponic-farm"){ queue { id } } }',
    {},
    p.token,
  );
  expect(up.errors).toBeUndefined();
  const id = up.data!.startBuildingUpgrade.queue[0].id;
  const c = await s.gql('mutation($q:ID!){ cancelQueueItem(queueItemId:$q){ id } }', { q: id }, p.token);
  expect(c.errors).toBeUndefined();
}

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const daysBetween = (a: number, b: number) => [...new Set([dayOf(a), dayOf(b)])];
const minus = (a: Record<string, number>, b: Record<string, number>): Record<string, number> =>
  Object.fromEntries(RESOURCES.map((k) => [k, (a[k] ?? 0) - (b[k] ?? 0)]));

test('a base settled across five hours adds its production and upkeep to the day, as src/game computes them', async () => {
  await startAndCancel(); // the stored snapshot is now
  const t0 = s.clock.now();
  const base = (
    await s.gql(
      `{ base { units { type count } snapshot { amounts ${R} remainder ${R} ratePerHour ${R} capacity ${R} settledAt } } }`,
      {},
      p.token,
    )
  ).data!.base;
  const snap = base.snapshot as ResourceSnapshot;
  expect(snap.settledAt).toBe(t0);
  const upkeep = upkeepPerHour(
    Object.fromEntries(base.units.map((u: { type: string; count: number }) => [u.type, u.count])),
  );
  expect(upkeep).toBeGreaterThan(0);
  const t1 = t0 + 5 * HOUR_MS;
  const days = daysBetween(t0, t1);
  const before = await pageFlows(days);

  s.clock.set(t1);
  // a read saves nothing: nothing is counted yet
  await s.gql('{ base { id } }', {}, p.token);
  expect(await pageFlows(days)).toEqual(before);

  await startAndCancel();
  const after = await pageFlows(days);
  const expected = flowsOf(snap, { food: upkeep }, resourcesAt(snap, t1), t1);
  const produced = minus(after.produced, before.produced);
  const eaten = minus(after.eaten, before.eaten);
  // steel and energy grow by whole units: exactly what the stores gained
  for (const k of RESOURCES.filter((r) => r !== 'food'))
    expect({ k, n: produced[k] }).toEqual({ k, n: expected.produced[k] });
  expect(expected.produced.steel).toBeGreaterThan(0);
  // food: the farms' gross output and the garrison's five hours of meals
  expect(eaten.food).toBeCloseTo(upkeep * 5, 6);
  expect(eaten.food).toBeCloseTo(expected.eaten.food, 6);
  expect(produced.food).toBeCloseTo(expected.produced.food, 6);
  // what was made minus what was eaten is what the stores gained
  expect(produced.food! - eaten.food!).toBeCloseTo(resourcesAt(snap, t1).food - snap.amounts.food, 6);
});

test('a state saved twice in one transaction counts its time once', async () => {
  await startAndCancel();
  const t0 = s.clock.now();
  const t1 = t0 + 2 * HOUR_MS;
  const days = daysBetween(t0, t1);
  const before = await pageFlows(days);
  s.clock.set(t1);
  await s.db.transaction().execute(async (trx) => {
    const b = await lockAndSettleProfile(trx, p.profileId, t1);
    await saveState(trx, b.row.id, b.state);
    await saveState(trx, b.row.id, { ...b.state });
  });
  const after = await pageFlows(days);
  expect(minus(after.eaten, before.eaten).food).toBeCloseTo(upkeepPerHour({ interceptor: 40 }) * 2, 6);
});
