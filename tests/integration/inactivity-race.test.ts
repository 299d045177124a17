/**
 * A ghosting step racing an attack (issue 28, decision 068): a raid lands on a sleeper's base in the
 * very instant its ghost step falls due, and the raid's settle and the inactivity look run in two
 * transactions at once. Whatever order the locks give them, nothing is duplicated or lost: what the
 * raid carries off plus what stays in the base is what the base held, the raid lands once, and the
 * ghost step is taken once.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { travelMs } from '../../src/game/index.ts';
import { lockAndSettle } from '../../src/kernel/index.ts';
import { lookAt } from '../../src/modules/inactivity/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const D = 24 * 3_600_000;
const KINDS = ['food', 'steel', 'energy', 'astromite', 'quantarite', 'credits'] as const;
const STORES = { food: 90_000, steel: 80_000, energy: 70_000, astromite: 6_000, quantarite: 5_000, credits: 400 };
const WAVE = { interceptor: 400, cruiser: 120 };
const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id arrivesAt } }';

/** A sleeper beside a raider; the sleeper's stores far over its depot (nothing produced, nothing lost) and no garrison. */
async function pair(tag: string) {
  const sleeper = await s.newPlayerWithProfile(`Zz${tag}`);
  const raider = await s.newPlayerWithProfile(`Rd${tag}`);
  const home = (await s.gql('{ base { x y } }', {}, raider.token)).data!.base as { x: number; y: number };
  const spot = { x: home.x + 1, y: home.y };
  await sql`update bases set x = ${spot.x}, y = ${spot.y}, units = '{}'::jsonb, resources = ${sql.lit(JSON.stringify(STORES))}::jsonb
    where profile_id = ${sleeper.profileId}`.execute(s.db);
  await sql`update bases set units = ${sql.lit(JSON.stringify(WAVE))}::jsonb where profile_id = ${raider.profileId}`.execute(
    s.db,
  );
  const baseId = (
    await s.db.selectFrom('bases').select('id').where('profile_id', '=', sleeper.profileId).executeTakeFirstOrThrow()
  ).id;
  return { sleeper, raider, raiderName: `Rd${tag}`, home, spot, baseId };
}

/** Lets the days pass to just before the ghost step; the raider signs in and sends a raid that lands in that instant. */
async function raidLandingWithTheGhostStep(p: Awaited<ReturnType<typeof pair>>) {
  await s.runDueJobs(s.clock.now() + 34 * D);
  const watch = await s.db
    .selectFrom('inactivity_watches')
    .select('next_due_at')
    .where('profile_id', '=', p.sleeper.profileId)
    .executeTakeFirstOrThrow();
  const ghostAt = watch.next_due_at!.getTime();
  const flight = travelMs(p.home, p.spot, WAVE);
  await s.runDueJobs(ghostAt - flight);
  const token = await s.login(p.raiderName, 'Secret123');
  await s.gql('mutation($p:ID!){ enterProfile(profileId:$p){ id } }', { p: p.raider.profileId }, token);
  const units = Object.entries(WAVE).map(([type, count]) => ({ type, count }));
  const sent = await s.gql(SEND, { ...p.spot, u: units }, token);
  if (!sent.data) throw new Error(JSON.stringify(sent.errors));
  expect(sent.data.sendUnits.arrivesAt).toBe(ghostAt);
  // the clock reaches the instant; nothing due has run yet
  s.clock.set(ghostAt);
  return { ghostAt, marchId: sent.data.sendUnits.id as string };
}

/** The raid's settle of the target (what the timeline's alarm runs at the arrival), in a transaction of its own. */
const raidSettle = (baseId: string, at: number, hold: () => Promise<void> = async () => {}) =>
  s.db.transaction().execute(async (trx) => {
    await lockAndSettle(trx, baseId, at);
    await hold();
  });

/** Backends of this database waiting for a lock another transaction holds. */
async function waitingOnALock(): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(s.db);
  return r.rows[0]!.n;
}

async function until(what: string, ok: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The books after the race: loot carried off, what stays, the landings and the steps. */
async function books(p: Awaited<ReturnType<typeof pair>>, marchId: string, ghostAt: number) {
  const base = await s.db
    .selectFrom('bases')
    .select(['resources', 'ghost_since'])
    .where('id', '=', p.baseId)
    .executeTakeFirstOrThrow();
  const attacks = await sql<{ loot: Record<string, number> }>`select data->'loot' as loot from reports
    where profile_id = ${p.raider.profileId} and kind = 'battle' and data->>'marchId' = ${marchId}`.execute(s.db);
  const march = await s.db
    .selectFrom('marches')
    .select(['loot', 'status'])
    .where('id', '=', marchId)
    .executeTakeFirstOrThrow();
  const steps = await sql<{ n: number }>`select count(*)::int as n from inactivity_steps
    where profile_id = ${p.sleeper.profileId} and moment = 'ghost'`.execute(s.db);
  const loot = attacks.rows[0]?.loot ?? {};
  const remaining = base.resources as Record<string, number>;
  return {
    landings: attacks.rows.length,
    ghostSteps: steps.rows[0]!.n,
    ghostSince: base.ghost_since?.getTime() ?? null,
    carried: march.loot ?? {},
    loot,
    // per kind: carried off + still in the base − what it held (0: nothing made, nothing lost)
    drift: Object.fromEntries(KINDS.map((k) => [k, (loot[k] ?? 0) + Math.floor(remaining[k] ?? 0) - STORES[k]])),
    ghostAt,
  };
}

const NO_DRIFT = Object.fromEntries(KINDS.map((k) => [k, 0]));

describe('a ghosting step racing an attack', () => {
  test('the look waits for the raid holding the lock: the raid lands once, the step once, every unit of stores accounted for', async () => {
    const p = await pair('H1');
    const { ghostAt, marchId } = await raidLandingWithTheGhostStep(p);
    let look: Promise<void> | undefined;
    // the raid's settle takes the base's lock and lands; the look starts meanwhile and must wait for it
    await raidSettle(p.baseId, ghostAt, async () => {
      look = lookAt(s.db, p.sleeper.profileId, ghostAt);
      await until('the look to wait for the lock', async () => (await waitingOnALock()) > 0);
    });
    await look;
    // the job queue runs afterwards too (its look and its settle find nothing left to do)
    await s.runDueJobs(ghostAt);
    const b = await books(p, marchId, ghostAt);
    expect(b.drift).toEqual(NO_DRIFT);
    expect(b.landings).toBe(1);
    expect(b.ghostSteps).toBe(1);
    expect(b.ghostSince).toBe(ghostAt);
    expect(b.carried).toEqual(b.loot);
    expect(b.loot.steel).toBeGreaterThan(0);
  }, 180_000);

  test('both at once, started together, and the job queue after: the same books', async () => {
    const p = await pair('F1');
    const { ghostAt, marchId } = await raidLandingWithTheGhostStep(p);
    await Promise.all([
      raidSettle(p.baseId, ghostAt),
      lookAt(s.db, p.sleeper.profileId, ghostAt),
      lookAt(s.db, p.sleeper.profileId, ghostAt),
      raidSettle(p.baseId, ghostAt),
    ]);
    await s.runDueJobs(ghostAt);
    const b = await books(p, marchId, ghostAt);
    expect(b.drift).toEqual(NO_DRIFT);
    expect(b.landings).toBe(1);
    expect(b.ghostSteps).toBe(1);
    expect(b.ghostSince).toBe(ghostAt);
    expect(b.carried).toEqual(b.loot);
  }, 180_000);
});
