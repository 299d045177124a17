/**
 * Nothing is created in a fight between commanders, across random armies, stores and bays,
 * through the real server paths (GraphQL, the bases' timelines, graphile-worker on the manual clock):
 * - a raid, with an ally's reinforcement standing in the base or none: what the defender's stores lose
 *   at the battle's instant is exactly the plunder the reports name, and exactly what the attacker's
 *   stores gain the instant its fleet is home; for every side, units before = units after + dead +
 *   injured (only the host's injured, and they are in its recovery bay);
 * - a rally of two on a base: the same, the members' shares adding up to the defender's loss;
 * - taking an occupied object: both fleets' units before = units after + dead; no stores change.
 * Written against amounts (stores, garrisons, fleets, the reports' dead), never against a seed.
 *
 * Runs per property: CONSERVATION_RUNS (default 5); CONSERVATION_SEED repeats a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distance, RESOURCES, type ResourceSnapshot, resourcesAt, UNIT_IDS } from '../../src/game/index.ts';
import { findViolations } from '../../src/modules/invariants/index.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

const RUNS = Number(process.env.CONSERVATION_RUNS ?? 5);
const SEED = process.env.CONSERVATION_SEED ? Number(process.env.CONSERVATION_SEED) : undefined;

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
  for (const [role, username] of [
    ['lead', 'EvenLead'],
    ['mate', 'EvenMate'],
    ['keeper', 'EvenKeeper'],
    ['helper', 'EvenHelper'],
  ] as const)
    cast[role] = await s.newPlayerWithProfile(username);
  for (const p of Object.values(cast)) await prepare(p, {});
  await allied(cast.lead, [cast.mate]);
  await allied(cast.keeper, [cast.helper]);
  leadHome = await base(cast.lead);
  near = await freeCells(cast.lead, leadHome, 3);
  await moveTo(cast.mate, near[0]!);
  await moveTo(cast.keeper, near[1]!);
  await moveTo(cast.helper, near[2]!);
}, 120_000);
afterAll(async () => s?.close());

type Units = Record<string, number>;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
type Cell = { x: number; y: number };
type Counts = { type: string; count: number }[];
type Base = {
  id: string;
  x: number;
  y: number;
  units: Counts;
  injured: Counts;
  guests: Counts;
  snapshot: ResourceSnapshot;
};
type Outcome = { before: Units; lost: Units; injured: Units; survivors: Units };

const R = '{ food steel energy astromite quantarite credits }';
const BASE = `{ base { id x y units { type count } injured { type count } guests { type count } snapshot { amounts ${R} remainder ${R} ratePerHour ${R} capacity ${R} settledAt } } }`;
const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!,$m:MarchMode){ sendUnits(x:$x,y:$y,units:$u,mode:$m){ id arrivesAt } }';
const MARCHES = `{ getMapMarches { id kind status arrivesAt returnsAt units { type count } loot { food steel energy astromite quantarite } } }`;
const REPORTS = '{ reports { kind createdAt data } }';
const RALLY = 'id state departsAt arrivesAt';

const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const units = (c: Counts): Units => Object.fromEntries(c.filter((u) => u.count > 0).map((u) => [u.type, u.count]));
const n = (u: Units | undefined, id: string) => u?.[id] ?? 0;
const nonzero = (u: Units): Units => Object.fromEntries(Object.entries(u).filter(([, v]) => v > 0));
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

const base = async (p: Player) => (await s.gql(BASE, {}, p.token)).data!.base as Base;

/**
 * One cast for every run (an account costs seconds of password hashing): `lead` raids, leads rallies
 * and holds objects; `mate` rallies with it; `keeper` is raided, is the rallies' target and takes
 * objects; `helper`, the keeper's ally, reinforces it. Each run sets their bases anew (`prepare`).
 */
const cast = {} as Record<'lead' | 'mate' | 'keeper' | 'helper', Player>;
let leadHome: Cell;
let near: Cell[];

/** A base as a run wants it: these units at home, an empty bay, no guest, no shield, these stores. */
async function prepare(p: Player, garrison: Units, buildings: Record<string, number> = {}, stores: Units = {}) {
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'resources'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units: nonzero(garrison),
      injured: {},
      guests: {},
      shield_until: null,
      buildings: { 'command-center': 3, 'alliance-embassy': 1, ...buildings },
      resources: { ...(row.resources as object), ...stores },
    } as never)
    .where('id', '=', row.id)
    .execute();
}

/** What the last run left standing (an ally's fleet in a base, a fleet holding an object) is ended. */
async function clearFleets() {
  await s.db
    .updateTable('marches' as never)
    .set({ status: 'done', units: {}, released_at: new Date(s.clock.now()) } as never)
    .where('status' as never, '<>', 'done' as never)
    .execute();
  // every run attacks the same base: the bash limit (decision 067) is not what these runs test
  await s.db.deleteFrom('attack_landings' as never).execute();
}

/** Free cells around `at`, nearest first: no object, no base. */
async function freeCells(p: Player, at: Cell, count: number) {
  const map = (await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:6){ items { x y } } }', at, p.token)).data!
    .getMap.items as Cell[];
  const taken = new Set(map.map((i) => `${i.x}:${i.y}`));
  for (const b of await s.db.selectFrom('bases').select(['x', 'y']).execute()) taken.add(`${b.x}:${b.y}`);
  const out: Cell[] = [];
  for (let r = 1; out.length < count && r < 7; r++)
    for (let dx = -r; dx <= r; dx++)
      for (let dy = -r; dy <= r; dy++) {
        const c = { x: at.x + dx, y: at.y + dy };
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r || out.length >= count || taken.has(`${c.x}:${c.y}`)) continue;
        taken.add(`${c.x}:${c.y}`);
        out.push(c);
      }
  return out;
}
const moveTo = (p: Player, c: Cell) =>
  s.db
    .updateTable('bases')
    .set(c as never)
    .where('profile_id', '=', p.profileId)
    .execute();

async function allied(lead: Player, others: Player[]) {
  const tag = lead === cast.lead ? 'EVL' : 'EVK';
  const r = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Even Keel ${tag}`, t: tag },
    lead.token,
  );
  const id = r.data!.createAlliance.alliance.id as string;
  for (const o of others)
    await s.db
      .insertInto('alliance_members' as never)
      .values({ profile_id: o.profileId, alliance_id: id, role: 'member', joined_at: new Date(s.clock.now()) } as never)
      .execute();
}

/** The newest report of a kind a commander got. */
async function report(p: Player, kind: string) {
  const all = (await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string; data: string }[];
  const r = all.find((x) => x.kind === kind);
  expect(r, `${kind} report`).toBeDefined();
  return JSON.parse(r!.data);
}

/** Stores lost between the snapshot read a moment before `at` and the one read at `at`, by kind. */
const storesLost = (before: ResourceSnapshot, after: ResourceSnapshot, at: number) => {
  const was = resourcesAt(before, at);
  const is = resourcesAt(after, at);
  return Object.fromEntries(RESOURCES.map((k) => [k, was[k] - is[k]]));
};
const asStores = (loot: Partial<Record<string, number>> | undefined) =>
  Object.fromEntries(RESOURCES.map((k) => [k, loot?.[k] ?? 0]));
const negate = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, 0 - v]));

/** units before = units after + dead + injured, type by type */
function expectBalanced(label: string, before: Units, after: Units, o: Pick<Outcome, 'lost' | 'injured'>) {
  for (const id of UNIT_IDS)
    expect(n(after, id) + n(o.lost, id) + n(o.injured, id), `${label}: ${id}`).toBe(n(before, id));
}

/**
 * Brings every returning fleet of `players` home, one arrival instant after another: each
 * commander's stores read a millisecond before and at the instant its fleet lands. Returns, per
 * commander, what the landing added to its stores and its units at home afterwards.
 */
async function bringHome(players: Player[]) {
  const fleets = await Promise.all(
    players.map(async (p) => {
      const marches = (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches as {
        status: string;
        returnsAt: number;
      }[];
      const back = marches.filter((m) => m.status === 'returning');
      expect(back.length, 'one fleet on its way home at most').toBeLessThanOrEqual(1);
      return { p, at: back[0]?.returnsAt ?? null };
    }),
  );
  const out = new Map<Player, { gained: Record<string, number>; home: Units }>();
  const times = [...new Set(fleets.map((f) => f.at).filter((t): t is number => t !== null))].sort((a, b) => a - b);
  for (const t of times) {
    const landing = fleets.filter((f) => f.at === t).map((f) => f.p);
    s.clock.set(t - 1);
    const before = await Promise.all(landing.map(base));
    await s.runDueJobs(t);
    for (const [i, p] of landing.entries()) {
      const after = await base(p);
      out.set(p, { gained: negate(storesLost(before[i]!.snapshot, after.snapshot, t)), home: units(after.units) });
    }
  }
  for (const f of fleets)
    if (f.at === null) out.set(f.p, { gained: asStores({}), home: units((await base(f.p)).units) });
  for (const p of players)
    expect(
      ((await s.gql(MARCHES, {}, p.token)).data!.getMapMarches as unknown[]).length,
      'every fleet home or fallen',
    ).toBe(0);
  return out;
}

// ---- random armies, stores and bays --------------------------------------------------------------

const fleet = (max: number) =>
  fc
    .record({ interceptor: fc.integer({ min: 1, max }), cruiser: fc.integer({ min: 0, max: Math.ceil(max / 6) }) })
    .map(nonzero);
const garrison = fc
  .record({
    guardian: fc.integer({ min: 0, max: 150 }),
    ranger: fc.integer({ min: 0, max: 80 }),
    interceptor: fc.integer({ min: 0, max: 60 }),
  })
  .map(nonzero);
const stores = fc.record({
  food: fc.integer({ min: 0, max: 30_000 }),
  steel: fc.integer({ min: 0, max: 30_000 }),
  energy: fc.integer({ min: 0, max: 30_000 }),
  astromite: fc.integer({ min: 0, max: 4_000 }),
  quantarite: fc.integer({ min: 0, max: 400 }),
});
const keep = (bay: number, depot: number) => ({
  'command-center': 3,
  'recovery-bay': bay,
  'resource-depot': depot,
  'hydroponic-farm': 1,
  'steel-foundry': 1,
  'energy-plant': 1,
});
const params = { numRuns: RUNS, seed: SEED, endOnFailure: true };
const TIMEOUT = 60_000 + RUNS * 30_000;

describe('a raid', () => {
  let plundered = 0;
  test(
    'the defender loses exactly the plunder and the attacker brings exactly that home; every unit is alive, dead or injured',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fleet(600),
          garrison,
          stores,
          fc.integer({ min: 0, max: 2 }),
          fc.integer({ min: 0, max: 2 }),
          fc.integer({ min: 0, max: 120 }),
          async (army, guard, held, bay, depot, help) => {
            const { lead: a, keeper: d } = cast;
            await clearFleets();
            await prepare(a, army);
            await prepare(d, guard, keep(bay, depot), held);
            const cd = near[1]!;
            await moveTo(d, cd);
            // an ally's fleet stands in the defender's base (or none does)
            let r: Player | null = null;
            if (help > 0) {
              r = cast.helper;
              await prepare(r, { interceptor: help });
              const sent = await s.gql(SEND, { ...cd, u: list({ interceptor: help }) }, r.token);
              expect(err(sent)).toBeUndefined();
              await s.runDueJobs(sent.data!.sendUnits.arrivesAt);
            }

            const sent = await s.gql(SEND, { ...cd, u: list(army) }, a.token);
            expect(err(sent)).toBeUndefined();
            const at = sent.data!.sendUnits.arrivesAt as number;
            s.clock.set(at - 1);
            const before = await base(d);
            await s.runDueJobs(at);
            const after = await base(d);
            const dd = await report(d, 'battle');
            const host = dd.result.defender.owners[0] as Outcome;

            // the stores lose the plunder, to the unit, and nothing else
            expect(storesLost(before.snapshot, after.snapshot, at)).toEqual(asStores(dd.loot));
            expect((await report(a, 'battle')).loot).toEqual(dd.loot);
            // the host: garrison before = at home + dead + injured; the injured are in the bay
            expect(host.before).toEqual(units(before.units));
            expectBalanced('host', units(before.units), units(after.units), host);
            for (const id of UNIT_IDS)
              expect(n(units(after.injured), id) - n(units(before.injured), id), `bay: ${id}`).toBe(
                n(host.injured, id),
              );
            // the ally's fleet in the base: before = still standing + dead (no bay of its own)
            expectBalanced('reinforcement', units(before.guests), units(after.guests), {
              lost: (dd.result.defender.owners[1] as Outcome | undefined)?.lost ?? {},
              injured: {},
            });
            if (r) expect(units(after.guests)).toEqual(nonzero((dd.result.defender.owners[1] as Outcome).survivors));

            // the attacker: what it sent = what comes home + dead; its stores gain exactly the plunder
            const raider = dd.result.attacker.owners[0] as Outcome;
            expect(raider.before).toEqual(army);
            const back = (await bringHome([a])).get(a)!;
            expect(back.gained).toEqual(asStores(dd.loot));
            expectBalanced('attacker', army, back.home, { lost: raider.lost, injured: {} });
            // the ally calls its fleet back: what stood in the base comes home, less its dead, and nothing more
            const standing = nonzero((dd.result.defender.owners[1] as Outcome | undefined)?.survivors ?? {});
            if (r && Object.keys(standing).length === 0)
              expect((await s.gql(MARCHES, {}, r.token)).data!.getMapMarches).toEqual([]);
            else if (r) {
              const stationed = (await s.gql(MARCHES, {}, r.token)).data!.getMapMarches as { id: string }[];
              expect(stationed).toHaveLength(1);
              const called = await s.gql(
                'mutation($m:ID!){ withdrawReinforcement(marchId:$m){ id } }',
                { m: stationed[0]!.id },
                r.token,
              );
              expect(err(called)).toBeUndefined();
              const helped = (await bringHome([r])).get(r)!;
              expect(helped.gained).toEqual(asStores({}));
              expectBalanced('reinforcement home', { interceptor: help }, helped.home, {
                lost: (dd.result.defender.owners[1] as Outcome).lost,
                injured: {},
              });
            }
            if (Object.values(dd.loot as Record<string, number>).some((v) => v > 0)) plundered++;
          },
        ),
        params,
      );
      // the runs did test plunder, not only battles the garrison held
      expect(plundered).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe('a rally on a base', () => {
  test(
    'the members’ shares add up to what the defender lost, each brings its share home; every unit is alive, dead or injured',
    async () => {
      let plundered = 0;
      await fc.assert(
        fc.asyncProperty(
          fleet(500),
          fleet(300),
          garrison,
          stores,
          fc.integer({ min: 0, max: 2 }),
          async (leadArmy, mateArmy, guard, held, bay) => {
            const { lead, mate, keeper: v } = cast;
            await clearFleets();
            await prepare(lead, leadArmy);
            await prepare(mate, mateArmy);
            await prepare(v, guard, keep(bay, 1), held);
            const cv = near[1]!;
            await moveTo(v, cv);
            const made = await s.gql(
              `mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:5,units:$u){ ${RALLY} } }`,
              { ...cv, u: list(leadArmy) },
              lead.token,
            );
            expect(err(made)).toBeUndefined();
            const rally = made.data!.createRally;
            const joined = await s.gql(
              `mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r,units:$u){ ${RALLY} } }`,
              { r: rally.id, u: list(mateArmy) },
              mate.token,
            );
            expect(err(joined)).toBeUndefined();
            await s.runDueJobs(rally.departsAt);
            const flying = (await s.gql(`query($r:ID!){ rally(rallyId:$r){ ${RALLY} } }`, { r: rally.id }, lead.token))
              .data!.rally;
            expect(flying.state).toBe('marching');
            s.clock.set(flying.arrivesAt - 1);
            const before = await base(v);
            await s.runDueJobs(flying.arrivesAt);
            const after = await base(v);
            const dd = await report(v, 'battle');
            const host = dd.result.defender.owners[0] as Outcome;

            expect(storesLost(before.snapshot, after.snapshot, flying.arrivesAt)).toEqual(asStores(dd.loot));
            expectBalanced('defender', units(before.units), units(after.units), host);
            for (const id of UNIT_IDS)
              expect(n(units(after.injured), id) - n(units(before.injured), id), `bay: ${id}`).toBe(
                n(host.injured, id),
              );

            const mine = [await report(lead, 'rally'), await report(mate, 'rally')].map(
              (x) => x.mine as { plunder: Record<string, number>; lost: Units; survivors: Units },
            );
            for (const k of RESOURCES)
              expect(n(mine[0]!.plunder, k) + n(mine[1]!.plunder, k), `shares of ${k}`).toBe(n(dd.loot, k));
            const home = await bringHome([lead, mate]);
            for (const [i, [p, army]] of [
              [lead, leadArmy],
              [mate, mateArmy],
            ].entries()) {
              const back = home.get(p as Player)!;
              expect(back.gained, `member ${i}'s stores`).toEqual(asStores(mine[i]!.plunder));
              expectBalanced(`member ${i}`, army as Units, back.home, { lost: mine[i]!.lost, injured: {} });
            }
            if (Object.values(dd.loot as Record<string, number>).some((x) => x > 0)) plundered++;
          },
        ),
        params,
      );
      expect(plundered).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});

describe('taking an occupied object', () => {
  test(
    'holder and attacker: units before = units after + dead, whoever wins; nobody’s stores change in the fight',
    async () => {
      await fc.assert(
        fc.asyncProperty(fleet(200), fleet(200), async (holds, takes) => {
          const { lead: c, keeper: e } = cast;
          await clearFleets();
          await prepare(c, holds);
          await prepare(e, takes);
          const hc = leadHome;
          const map = (
            await s.gql(
              'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }',
              { x: hc.x, y: hc.y },
              c.token,
            )
          ).data!.getMap.items as (Cell & { type: string })[];
          const rock = map
            .filter((i) => i.type === 'astromite-asteroid')
            .sort((p, q) => distance(p, hc) - distance(q, hc))[0]!;
          // the same rock each run: the last run's holder was ended (clearFleets), so it is free
          const [ce] = await freeCells(c, rock, 1);
          await moveTo(e, ce!);

          const held = await s.gql(SEND, { ...rock, u: list(holds), m: 'occupy' }, c.token);
          expect(err(held)).toBeUndefined();
          await s.runDueJobs(held.data!.sendUnits.arrivesAt);
          const sent = await s.gql(SEND, { ...rock, u: list(takes), m: 'occupy' }, e.token);
          expect(err(sent)).toBeUndefined();
          const at = sent.data!.sendUnits.arrivesAt as number;
          s.clock.set(at - 1);
          const storesBefore = [await base(c), await base(e)];
          await s.runDueJobs(at);
          const storesAfter = [await base(c), await base(e)];
          for (const i of [0, 1])
            expect(storesLost(storesBefore[i]!.snapshot, storesAfter[i]!.snapshot, at), `stores ${i}`).toEqual(
              asStores({}),
            );
          const r = await report(e, 'occupied-object');
          expect((await report(c, 'occupied-object')).result).toEqual(r.result);
          const taker = r.result.attacker as Outcome;
          const holder = r.result.defender as Outcome;
          expect(taker.before).toEqual(takes);
          expect(holder.before).toEqual(holds);

          // the winner's fleet holds the object with its survivors; the loser's survivors come home
          const [stays, goes] = r.outcome === 'taken' ? [e, c] : [c, e];
          const holding = (
            (await s.gql(MARCHES, {}, stays.token)).data!.getMapMarches as { status: string; units: Counts }[]
          ).filter((m) => m.status === 'occupying');
          expect(holding).toHaveLength(1);
          const winner = r.outcome === 'taken' ? taker : holder;
          expect(units(holding[0]!.units)).toEqual(nonzero(winner.survivors));
          // the driven-off holder's way home is written by a job: let it run, then the fleet land
          await s.runDueJobs(s.clock.now());
          const home = (await bringHome([goes])).get(goes)!;
          expect(home.gained).toEqual(asStores({}));
          expectBalanced('taker', takes, r.outcome === 'taken' ? units(holding[0]!.units) : home.home, {
            lost: taker.lost,
            injured: taker.injured ?? {},
          });
          expectBalanced('holder', holds, r.outcome === 'taken' ? home.home : units(holding[0]!.units), {
            lost: holder.lost,
            injured: holder.injured,
          });
          // neither has anything left at home: all was sent
          expect(units((await base(stays)).units)).toEqual({});
        }),
        params,
      );
    },
    TIMEOUT,
  );
});

describe('the world these fights left', () => {
  test('the invariant checker finds nothing in it (no false alarm)', async () => {
    await s.runDueJobs(s.clock.now());
    const [w] = await s.sql`select world_id::text as id from bases limit 1`;
    const [counts] = await s.sql`select (select count(*)::int from marches) as marches,
      (select count(*)::int from timeline_events where applied_at is not null) as applied`;
    expect(counts!.marches).toBeGreaterThan(0);
    expect(counts!.applied).toBeGreaterThan(0);
    expect(await findViolations(s.db, w!.id)).toEqual([]);
  });
});
