/**
 * Rallies through GraphQL: open, join, every refusal, the wait ends and the rally flies at its
 * slowest unit and fights once as one side of several owners, loot and losses per owner, reports
 * to all, leave and cancel bring units home, leaving the alliance lets a member out; and 20 members
 * racing for the last free capacity.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createRng,
  distance,
  drawSeed,
  PLUNDER_KINDS,
  pirateLoot,
  plunderable,
  type ResourceSnapshot,
  resourcesAt,
  sharePlunder,
  simulateJointBattle,
  travelMs,
} from '../../src/game/index.ts';
import { lockAndSettleMany } from '../../src/kernel/index.ts';
import { scheduleEvent } from '../../src/platform/timeline.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const RALLY =
  'id state leader mine joined capacity units room departsAt arrivesAt target { x y kind level owner } members { name status units { type count } arrivesAt }';
const CREATE = `mutation($x:Int!,$y:Int!,$w:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:$w,units:$u){ ${RALLY} } }`;
const JOIN = `mutation($r:ID!,$u:[RallyUnitInput!]!){ joinRally(rallyId:$r,units:$u){ ${RALLY} } }`;
const LEAVE = `mutation($r:ID!){ leaveRally(rallyId:$r){ ${RALLY} } }`;
const CANCEL = `mutation($r:ID!){ cancelRally(rallyId:$r){ ${RALLY} } }`;
const LIST = `{ rallies { ${RALLY} } }`;
const DETAILS = `query($r:ID!){ rally(rallyId:$r){ ${RALLY} } }`;
const R = '{ food steel energy astromite quantarite credits }';
const BASE = `{ base { id x y units { type count } snapshot { amounts ${R} remainder ${R} ratePerHour ${R} capacity ${R} settledAt } } }`;
const MARCHES =
  '{ getMapMarches { id kind status arrivesAt departsAt returnsAt units { type count } loot { food steel energy astromite } } }';
const REPORTS = '{ reports { kind createdAt data } }';

type Units = Record<string, number>;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>> & { name: string };
const list = (u: Units) => Object.entries(u).map(([type, count]) => ({ type, count }));
const count = (units: { type: string; count: number }[], type: string) =>
  units.find((u) => u.type === type)?.count ?? 0;
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

async function commander(name: string, units: Units = {}): Promise<Player> {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ units, buildings: { ...(row.buildings as object), 'alliance-embassy': 1 } } as never)
    .where('id', '=', row.id)
    .execute();
  return { ...p, name };
}

/** The leader founds an alliance; the others are put in it as members. */
async function allied(tag: string, lead: Player, others: Player[]) {
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Rally Band ${tag}`, t: `R${tag}` },
    lead.token,
  );
  const id = made.data!.createAlliance.alliance.id as string;
  for (const o of others)
    await s.db
      .insertInto('alliance_members' as never)
      .values({ profile_id: o.profileId, alliance_id: id, role: 'member', joined_at: new Date(s.clock.now()) } as never)
      .execute();
  return id;
}

const home = async (p: Player) =>
  (await s.gql(BASE, {}, p.token)).data!.base as {
    id: string;
    x: number;
    y: number;
    units: { type: string; count: number }[];
    snapshot: ResourceSnapshot;
  };

/** Free cells around (x, y), nearest first: no object, no base. */
async function freeCells(p: Player, at: { x: number; y: number }, n: number) {
  const map = (await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:6){ items { x y type } } }', at, p.token))
    .data!.getMap.items as { x: number; y: number }[];
  const taken = new Set(map.map((i) => `${i.x}:${i.y}`));
  const bases = await s.db.selectFrom('bases').select(['x', 'y']).execute();
  for (const b of bases) taken.add(`${b.x}:${b.y}`);
  const out: { x: number; y: number }[] = [];
  for (let r = 1; out.length < n && r < 7; r++)
    for (let dx = -r; dx <= r; dx++)
      for (let dy = -r; dy <= r; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r || out.length >= n) continue;
        const c = { x: at.x + dx, y: at.y + dy };
        if (!taken.has(`${c.x}:${c.y}`)) {
          taken.add(`${c.x}:${c.y}`);
          out.push(c);
        }
      }
  return out;
}
const moveTo = (p: Player, c: { x: number; y: number }) =>
  s.db
    .updateTable('bases')
    .set(c as never)
    .where('profile_id', '=', p.profileId)
    .execute();

async function nearestPirate(p: Player) {
  const h = await home(p);
  const map = (
    await s.gql(
      'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }',
      { x: h.x, y: h.y },
      p.token,
    )
  ).data!.getMap.items as { x: number; y: number; type: string; level: number }[];
  // commanders of this file spawn near the same few pirate ships: one another test's fleet or rally is
  // still flying to may be gone before this test's rally lands (CI at d511469: no rally report)
  const used = new Set(
    (await s.sql`select target_x as x, target_y as y from marches union select target_x, target_y from rallies`).map(
      (t) => `${t.x}:${t.y}`,
    ),
  );
  return map
    .filter((i) => i.type === 'pirate-ship' && !used.has(`${i.x}:${i.y}`))
    .sort((a, b) => distance(a, h) - distance(b, h))[0]!;
}

describe('a rally against a pirate ship', () => {
  test('opened, joined, refusals in the spec’s words; the wait ends, it flies at the slowest unit, fights once as several owners; loot and losses per owner; reports to all; survivors home', async () => {
    const a = await commander('RallyLeadA', { interceptor: 400 });
    const b = await commander('RallyMateB', { cruiser: 200, ranger: 50 });
    const c = await commander('OutsiderC', { interceptor: 50 });
    await allied('A', a, [b]);
    const ha = await home(a);
    const [cb] = await freeCells(a, ha, 1);
    await moveTo(b, cb!);
    const pirate = await nearestPirate(a);

    // the leader's alliance must exist, the target must be a pirate ship or an enemy base
    expect(err(await s.gql(CREATE, { x: pirate.x, y: pirate.y, w: 10, u: list({ interceptor: 10 }) }, c.token))).toBe(
      'Rally creation failed',
    );
    expect(err(await s.gql(CREATE, { x: cb!.x, y: cb!.y, w: 10, u: list({ interceptor: 10 }) }, a.token))).toBe(
      'Rally creation failed',
    );
    expect(err(await s.gql(CREATE, { x: pirate.x, y: pirate.y, w: 7, u: list({ interceptor: 10 }) }, a.token))).toBe(
      'Rally creation failed',
    );
    expect(err(await s.gql(CREATE, { x: pirate.x, y: pirate.y, w: 10, u: list({ interceptor: 0 }) }, a.token))).toBe(
      'You have to send at least one unit',
    );
    expect(err(await s.gql(CREATE, { x: pirate.x, y: pirate.y, w: 10, u: list({ interceptor: 401 }) }, a.token))).toBe(
      'You have to have units to send them',
    );

    const made = await s.gql(CREATE, { x: pirate.x, y: pirate.y, w: 10, u: list({ interceptor: 300 }) }, a.token);
    const rally = made.data!.createRally;
    expect(rally).toMatchObject({
      state: 'created',
      leader: 'RallyLeadA',
      mine: true,
      joined: true,
      capacity: 2000,
      units: 300,
      room: 1700,
      target: { x: pirate.x, y: pirate.y, kind: 'pirate-ship' },
    });
    expect(rally.departsAt).toBe(s.clock.now() + 10 * 60_000);
    expect(count((await home(a)).units, 'interceptor')).toBe(100);
    expect((await s.gql(MARCHES, {}, a.token)).data!.getMapMarches).toMatchObject([
      { kind: 'rally', status: 'waiting' },
    ]);

    // who may join, and with what
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 5 }) }, a.token))).toBe(
      'You cannot join your own rally',
    );
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 5 }) }, c.token))).toBe('Rally not available');
    expect(err(await s.gql(DETAILS, { r: rally.id }, c.token))).toBe('Rally not available');
    expect((await s.gql(LIST, {}, c.token)).data!.rallies).toEqual([]);
    expect(
      err(await s.gql(JOIN, { r: '00000000-0000-4000-8000-000000000000', u: list({ cruiser: 5 }) }, b.token)),
    ).toBe('Rally not available');
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 0 }) }, b.token))).toBe(
      'You have to send at least one unit',
    );
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ battleship: 1 }) }, b.token))).toBe(
      'You have to have units to send them',
    );
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ ranger: 10 }) }, b.token))).toBe(
      'Not enough space ships to deploy 10 ground units',
    );
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 201 }) }, b.token))).toBe(
      'You have to have units to send them',
    );

    const joined = (await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 150, ranger: 50 }) }, b.token)).data!.joinRally;
    expect(joined).toMatchObject({ state: 'waiting', joined: true, mine: false, units: 500, room: 1500 });
    expect(joined.members.map((m: { name: string; status: string }) => [m.name, m.status])).toEqual([
      ['RallyLeadA', 'waiting'],
      ['RallyMateB', 'joining'],
    ]);
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 5 }) }, b.token))).toBe(
      'You are already in this rally',
    );
    expect((await s.gql(LIST, {}, a.token)).data!.rallies.map((r: { id: string }) => r.id)).toEqual([rally.id]);

    // the wait ends: one departure at the slowest unit (cruisers), one battle
    await s.runDueJobs(rally.departsAt);
    const marching = (await s.gql(DETAILS, { r: rally.id }, b.token)).data!.rally;
    const flight = travelMs(ha, pirate, { interceptor: 300, cruiser: 150, ranger: 50 });
    expect(flight).toBe(travelMs(ha, pirate, { cruiser: 1 }));
    expect(marching).toMatchObject({ state: 'marching', arrivesAt: rally.departsAt + flight });
    expect(marching.members.every((m: { status: string }) => m.status === 'rallying')).toBe(true);
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 5 }) }, c.token))).toBe('Rally not available');
    const d = await commander('LateD', { cruiser: 10 });
    await s.db
      .insertInto('alliance_members' as never)
      .values({
        profile_id: d.profileId,
        alliance_id: (
          (await s.db
            .selectFrom('alliance_members' as never)
            .select('alliance_id' as never)
            .where('profile_id' as never, '=', a.profileId as never)
            .executeTakeFirstOrThrow()) as { alliance_id: string }
        ).alliance_id,
        role: 'member',
        joined_at: new Date(s.clock.now()),
      } as never)
      .execute();
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 5 }) }, d.token))).toBe(
      'Rally is already in progress',
    );
    expect(err(await s.gql(LEAVE, { r: rally.id }, b.token))).toBe('Rally is already in progress');

    await s.runDueJobs(marching.arrivesAt);
    const ra = (await s.gql(REPORTS, {}, a.token)).data!.reports.filter((r: { kind: string }) => r.kind === 'rally');
    const rb = (await s.gql(REPORTS, {}, b.token)).data!.reports.filter((r: { kind: string }) => r.kind === 'rally');
    expect(ra).toHaveLength(1);
    expect(rb).toHaveLength(1);
    const da = JSON.parse(ra[0].data);
    const db = JSON.parse(rb[0].data);
    // one battle: the same seed, input and result in both reports, and it replays
    expect(db.seed).toBe(da.seed);
    expect(db.result).toEqual(da.result);
    expect(simulateJointBattle(da.input, createRng(drawSeed(da.seed)))).toEqual(da.result);
    expect(da.input.attacker.contingents.map((x: { ownerId: string }) => x.ownerId)).toEqual([
      a.profileId,
      b.profileId,
    ]);
    expect(da.result.winner).toBe('attacker');
    expect(da.mine.name).toBe('RallyLeadA');
    expect(db.mine.name).toBe('RallyMateB');
    // the loot is the rules' own: what the survivors carry of the ship's hold, shared by carry; the shares add up
    expect(
      sharePlunder(
        da.result.attacker.owners.map((o: { survivors: Record<string, number> }) => o.survivors),
        pirateLoot(pirate.level),
      ),
    ).toEqual({ total: da.loot, shares: [da.mine.plunder, db.mine.plunder] });
    for (const k of PLUNDER_KINDS) expect(da.mine.plunder[k] + db.mine.plunder[k]).toBe(da.loot[k]);
    expect(da.mine.plunder.steel).toBeGreaterThan(0);
    expect(db.mine.plunder.steel).toBeGreaterThan(0);
    expect((await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally.state).toBe('finished');
    // the ship counts as destroyed for both members (the pirate-hunting task)
    for (const p of [a, b]) {
      const row = await s.db
        .selectFrom('bases')
        .select('tally' as never)
        .where('profile_id', '=', p.profileId)
        .executeTakeFirstOrThrow();
      expect((row as { tally: { piratesDestroyed: number } }).tally.piratesDestroyed).toBe(1);
    }
    expect((await s.gql(LIST, {}, a.token)).data!.rallies).toEqual([]);

    // each member's survivors and share fly home from the target
    const back = (await s.gql(MARCHES, {}, b.token)).data!.getMapMarches[0];
    expect(back).toMatchObject({ kind: 'rally', status: 'returning', loot: { steel: db.mine.plunder.steel } });
    expect(back.returnsAt).toBe(marching.arrivesAt + travelMs(pirate, cb!, db.mine.survivors));
    s.clock.set(back.returnsAt - 1);
    const bBefore = await home(b);
    await s.runDueJobs(back.returnsAt);
    const bAfter = await home(b);
    expect(count(bAfter.units, 'cruiser')).toBe(50 + (db.mine.survivors.cruiser ?? 0));
    expect(count(bAfter.units, 'ranger')).toBe(db.mine.survivors.ranger ?? 0);
    // the stores gain exactly the share, at the instant the fleet lands
    const had = resourcesAt(bBefore.snapshot, back.returnsAt);
    const has = resourcesAt(bAfter.snapshot, back.returnsAt);
    for (const k of PLUNDER_KINDS) expect(has[k] - had[k], k).toBe(db.mine.plunder[k]);
    // the leader's fleet too (it may be home already: interceptors outfly cruisers)
    const aBack = (await s.gql(MARCHES, {}, a.token)).data!.getMapMarches as { returnsAt: number }[];
    await s.runDueJobs(Math.max(s.clock.now(), ...aBack.map((m) => m.returnsAt)));
    expect(count((await home(a)).units, 'interceptor')).toBe(100 + (da.mine.survivors.interceptor ?? 0));
    expect((await s.gql(MARCHES, {}, a.token)).data!.getMapMarches).toEqual([]);
  });
});

describe('a rally against a commander’s base', () => {
  test('fights the base’s garrison once; the defender gets a battle report, every member a rally report; the plunder leaves the base', async () => {
    const a = await commander('BaseLeadE', { interceptor: 600, cruiser: 100 });
    const b = await commander('BaseMateF', { interceptor: 300 });
    // a garrison that costs the rally units before it falls
    const v = await commander('VictimG', { guardian: 200, ranger: 150 });
    await allied('E', a, [b]);
    const ha = await home(a);
    const [cb, cv] = await freeCells(a, ha, 2);
    await moveTo(b, cb!);
    await moveTo(v, cv!);
    await s.db
      .updateTable('bases')
      .set({
        buildings: {
          'command-center': 3,
          'recovery-bay': 1,
          'resource-depot': 1,
          'hydroponic-farm': 1,
          'steel-foundry': 1,
          'energy-plant': 1,
        },
      } as never)
      .where('profile_id', '=', v.profileId)
      .execute();
    // an ally's base is no target
    expect(err(await s.gql(CREATE, { x: cb!.x, y: cb!.y, w: 5, u: list({ interceptor: 10 }) }, a.token))).toBe(
      'Rally creation failed',
    );
    const rally = (await s.gql(CREATE, { ...cv!, w: 5, u: list({ interceptor: 600, cruiser: 100 }) }, a.token)).data!
      .createRally;
    expect(rally.target).toMatchObject({ kind: 'solar-system', owner: 'VictimG' });
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 300 }) }, b.token);
    await s.runDueJobs(rally.departsAt);
    const marching = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    // the defender sees every member's units coming, and cannot teleport away meanwhile
    const incoming = (await s.gql('{ getIncomingAttacks { attacker units arrivesAt status } }', {}, v.token)).data!
      .getIncomingAttacks;
    expect(incoming.map((i: { attacker: string; units: number }) => [i.attacker, i.units]).sort()).toEqual([
      ['BaseLeadE', 700],
      ['BaseMateF', 300],
    ]);
    expect(incoming.every((i: { arrivesAt: number }) => i.arrivesAt === marching.arrivesAt)).toBe(true);
    s.clock.set(marching.arrivesAt - 1);
    const vBefore = await home(v);
    await s.runDueJobs(marching.arrivesAt);
    const defence = (await s.gql(REPORTS, {}, v.token)).data!.reports;
    expect(defence.map((r: { kind: string }) => r.kind)).toEqual(['battle']);
    const dd = JSON.parse(defence[0].data);
    expect(dd).toMatchObject({ role: 'defence', attacker: 'BaseLeadE', rally: true });
    expect(dd.result.winner).toBe('attacker');
    const ra = JSON.parse((await s.gql(REPORTS, {}, a.token)).data!.reports[0].data);
    const rb = JSON.parse((await s.gql(REPORTS, {}, b.token)).data!.reports[0].data);
    expect(ra.seed).toBe(dd.seed);
    expect(ra.members.map((m: { name: string }) => m.name)).toEqual(['BaseLeadE', 'BaseMateF']);
    // the plunder is the rules' own: what all survivors carry of the depot-protected stores, shared by carry
    const stores = resourcesAt(vBefore.snapshot, marching.arrivesAt);
    const survivors = ra.result.attacker.owners.map((o: { survivors: Record<string, number> }) => o.survivors);
    expect(sharePlunder(survivors, plunderable(stores, 1))).toEqual({
      total: dd.loot,
      shares: [ra.mine.plunder, rb.mine.plunder],
    });
    expect(dd.loot.steel).toBeGreaterThan(0);
    // and exactly that leaves the stores
    const left = resourcesAt((await home(v)).snapshot, marching.arrivesAt);
    for (const k of PLUNDER_KINDS) expect(stores[k] - left[k], k).toBe(dd.loot[k]);
    // losses per owner add up to the side's
    for (const t of ['interceptor', 'cruiser'])
      expect((ra.mine.lost[t] ?? 0) + (rb.mine.lost[t] ?? 0)).toBe(ra.result.attacker.lost[t] ?? 0);
    // and are counted where units are accounted for: the invariant checker's moves (decision 091) and
    // the economy page's units lost (decision 098), as a raider's are
    const lostBy = (o: { lost: Record<string, number> }) => Object.values(o.lost).reduce((n, x) => n + x, 0);
    expect(lostBy(ra.mine) + lostBy(rb.mine)).toBeGreaterThan(0);
    for (const [p, report] of [
      [a, ra],
      [b, rb],
    ] as const) {
      const moves = await s.sql`select destroyed from unit_moves where profile_id = ${p.profileId}`;
      expect(Number(moves[0]?.destroyed ?? 0), p.name).toBe(lostBy(report.mine));
    }
    const lostToday = await s.sql`select coalesce(sum(lost), 0)::int as n from units_lost_daily
      where world_id = (select world_id from profiles where id = ${a.profileId}) and unit in ('cruiser', 'interceptor')`;
    expect(lostToday[0]!.n).toBeGreaterThanOrEqual(lostBy(ra.mine) + lostBy(rb.mine));
  });

  test('a shielded leader cannot open one against a base; a rally reaching a shielded base turns home with every unit', async () => {
    const a = await commander('ShieldLeadH', { interceptor: 100 });
    const v = await commander('ShieldedI', { ranger: 10 });
    await allied('H', a, []);
    const ha = await home(a);
    const [cv] = await freeCells(a, ha, 1);
    await moveTo(v, cv!);
    await s.db
      .updateTable('bases')
      .set({ shield_until: new Date(s.clock.now() + 3_600_000) } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    expect(err(await s.gql(CREATE, { ...cv!, w: 5, u: list({ interceptor: 100 }) }, a.token))).toBe(
      'Your planetary shield is active, cannot send units',
    );
    await s.db
      .updateTable('bases')
      .set({ shield_until: null } as never)
      .where('profile_id', '=', a.profileId)
      .execute();
    const rally = (await s.gql(CREATE, { ...cv!, w: 5, u: list({ interceptor: 100 }) }, a.token)).data!.createRally;
    await s.db
      .updateTable('bases')
      .set({ shield_until: new Date(s.clock.now() + 3_600_000) } as never)
      .where('profile_id', '=', v.profileId)
      .execute();
    await s.runDueJobs(rally.departsAt);
    const marching = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    await s.runDueJobs(marching.arrivesAt);
    const notice = JSON.parse((await s.gql(REPORTS, {}, a.token)).data!.reports[0].data);
    expect(notice.reason).toBe('target-shielded');
    expect((await s.gql(REPORTS, {}, v.token)).data!.reports).toEqual([]);
    const back = (await s.gql(MARCHES, {}, a.token)).data!.getMapMarches[0];
    await s.runDueJobs(back.returnsAt);
    expect(count((await home(a)).units, 'interceptor')).toBe(100);
  });
});

describe('leaving, cancelling, leaving the alliance', () => {
  test('a member leaves a waiting rally (units fly home), the leader cancels (units home), a member out of the alliance is out of the rally', async () => {
    const a = await commander('CancelLeadJ', { interceptor: 100 });
    const b = await commander('LeaverK', { interceptor: 100 });
    const m = await commander('QuitterL', { interceptor: 100 });
    await allied('J', a, [b, m]);
    const ha = await home(a);
    const [cb, cm] = await freeCells(a, ha, 2);
    await moveTo(b, cb!);
    await moveTo(m, cm!);
    const pirate = await nearestPirate(a);
    const rally = (await s.gql(CREATE, { ...pirate, w: 30, u: list({ interceptor: 50 }) }, a.token)).data!.createRally;
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 40 }) }, b.token);
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 30 }) }, m.token);
    expect(err(await s.gql(LEAVE, { r: rally.id }, a.token))).toBe(
      'The leader cancels the rally instead of leaving it',
    );
    // B's units land at the leader's base, then leave: they fly home from there
    const landed = (await s.gql(MARCHES, {}, b.token)).data!.getMapMarches[0];
    await s.runDueJobs(landed.arrivesAt);
    expect((await s.gql(MARCHES, {}, b.token)).data!.getMapMarches[0].status).toBe('waiting');
    const left = (await s.gql(LEAVE, { r: rally.id }, b.token)).data!.leaveRally;
    expect(left).toMatchObject({ units: 80, joined: false });
    const going = (await s.gql(MARCHES, {}, b.token)).data!.getMapMarches[0];
    expect(going.status).toBe('returning');
    await s.runDueJobs(going.returnsAt);
    expect(count((await home(b)).units, 'interceptor')).toBe(100);

    // M leaves the alliance: the listener takes its units out of the rally
    await s.gql('mutation { leaveAlliance { myRole } }', {}, m.token);
    await s.runDueJobs(s.clock.now());
    const afterQuit = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    expect(afterQuit.members.map((x: { name: string }) => x.name)).toEqual(['CancelLeadJ']);
    expect(afterQuit.state).toBe('created');
    const mHome = (await s.gql(MARCHES, {}, m.token)).data!.getMapMarches[0];
    expect(mHome.status).toBe('returning');
    await s.runDueJobs(mHome.returnsAt);
    expect(count((await home(m)).units, 'interceptor')).toBe(100);

    // the leader calls it off: its units are home at once, the departure never happens
    expect(err(await s.gql(CANCEL, { r: rally.id }, b.token))).toBe('Only the leader can cancel the rally');
    expect((await s.gql(CANCEL, { r: rally.id }, a.token)).data!.cancelRally.state).toBe('cancelled');
    expect(count((await home(a)).units, 'interceptor')).toBe(100);
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 5 }) }, b.token))).toBe('Rally not available');
    await s.runDueJobs(rally.departsAt + 3_600_000);
    expect((await s.gql(REPORTS, {}, a.token)).data!.reports).toEqual([]);
  });

  test('a leader who leaves the alliance calls its rally off; units that cannot arrive before the departure and units over the room are refused', async () => {
    const a = await commander('GoneLeadN', { interceptor: 1990 });
    const b = await commander('FarMateO', { cruiser: 50 });
    await allied('N', a, [b]);
    const pirate = await nearestPirate(a);
    const rally = (await s.gql(CREATE, { ...pirate, w: 5, u: list({ interceptor: 1990 }) }, a.token)).data!.createRally;
    await s.db
      .updateTable('bases')
      .set({ x: (await home(a)).x + 40 } as never)
      .where('profile_id', '=', b.profileId)
      .execute();
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 11 }) }, b.token))).toBe(
      'The rally has room for 10 more units',
    );
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ cruiser: 10 }) }, b.token))).toBe(
      'Your units cannot reach the rally before it leaves',
    );
    await s.gql('mutation { leaveAlliance { myRole } }', {}, a.token);
    await s.runDueJobs(s.clock.now());
    expect(count((await home(a)).units, 'interceptor')).toBe(1990);
    expect((await s.gql(LIST, {}, b.token)).data!.rallies).toEqual([]);
  });
});

describe('race: 20 members join the last free capacity at once', () => {
  test('the total never passes the capacity; each accepted join’s units left once; each refused join kept its units', async () => {
    const lead = await commander('RaceLead', { interceptor: 1500 });
    const joiners: Player[] = [];
    for (let i = 0; i < 20; i++) joiners.push(await commander(`Racer${i}`, { interceptor: 100 }));
    await allied('Z', lead, joiners);
    const hl = await home(lead);
    const cells = await freeCells(lead, hl, 20);
    for (const [i, j] of joiners.entries()) await moveTo(j, cells[i]!);
    const pirate = await nearestPirate(lead);
    const rally = (await s.gql(CREATE, { ...pirate, w: 60, u: list({ interceptor: 1500 }) }, lead.token)).data!
      .createRally;
    expect(rally.room).toBe(500);

    const answers = await Promise.all(
      joiners.map((j) => s.gql(JOIN, { r: rally.id, u: list({ interceptor: 100 }) }, j.token)),
    );
    const accepted = joiners.filter((_, i) => answers[i]!.data?.joinRally);
    const refused = joiners.filter((_, i) => !answers[i]!.data?.joinRally);
    expect(accepted).toHaveLength(5);
    for (const [i, a] of answers.entries())
      if (!a.data?.joinRally) expect(err(a), joiners[i]!.name).toMatch(/^The rally has room for 0 more units$/);

    const after = (await s.gql(DETAILS, { r: rally.id }, lead.token)).data!.rally;
    expect(after.units).toBe(2000);
    expect(after.units).toBeLessThanOrEqual(after.capacity);
    expect(after.members).toHaveLength(6);
    for (const j of accepted) {
      expect(count((await home(j)).units, 'interceptor')).toBe(0);
      const rows = await s.db
        .selectFrom('marches' as never)
        .selectAll()
        .where('profile_id' as never, '=', j.profileId as never)
        .execute();
      expect(rows).toHaveLength(1);
    }
    for (const j of refused) {
      expect(count((await home(j)).units, 'interceptor')).toBe(100);
      expect(
        await s.db
          .selectFrom('marches' as never)
          .selectAll()
          .where('profile_id' as never, '=', j.profileId as never)
          .execute(),
      ).toEqual([]);
    }
    // and they all fly together, once
    await s.runDueJobs(rally.departsAt);
    const marching = (await s.gql(DETAILS, { r: rally.id }, lead.token)).data!.rally;
    expect(marching.members.map((m: { status: string }) => m.status)).toEqual(Array(6).fill('rallying'));
  });
});

describe('race: the leader calls off while members join', () => {
  test('every unit is accounted for: each join either was refused (units home) or was sent home by the call-off; nothing is left in the rally', async () => {
    const lead = await commander('CallOffLead', { interceptor: 100 });
    const joiners: Player[] = [];
    for (let i = 0; i < 6; i++) joiners.push(await commander(`CallOff${i}`, { interceptor: 50 }));
    await allied('C', lead, joiners);
    const hl = await home(lead);
    const cells = await freeCells(lead, hl, joiners.length);
    for (const [i, j] of joiners.entries()) await moveTo(j, cells[i]!);
    const pirate = await nearestPirate(lead);
    const rally = (await s.gql(CREATE, { ...pirate, w: 60, u: list({ interceptor: 100 }) }, lead.token)).data!
      .createRally;

    const [cancelled, ...answers] = await Promise.all([
      s.gql(CANCEL, { r: rally.id }, lead.token),
      ...joiners.map((j) => s.gql(JOIN, { r: rally.id, u: list({ interceptor: 50 }) }, j.token)),
    ]);
    expect(cancelled.data!.cancelRally.state).toBe('cancelled');
    for (const a of answers) if (!a.data?.joinRally) expect(err(a)).toBe('Rally not available');
    expect(count((await home(lead)).units, 'interceptor')).toBe(100);
    // whoever got in before the call-off flies home; then everyone has all 50
    const latest = Math.max(
      0,
      ...(
        await Promise.all(
          joiners.map(async (j) =>
            (await s.gql(MARCHES, {}, j.token)).data!.getMapMarches.map((m: { returnsAt: number }) => m.returnsAt),
          ),
        )
      ).flat(),
    );
    await s.runDueJobs(Math.max(latest, s.clock.now()));
    for (const j of joiners) {
      expect(count((await home(j)).units, 'interceptor')).toBe(50);
      expect((await s.gql(MARCHES, {}, j.token)).data!.getMapMarches).toEqual([]);
    }
    expect((await s.gql(DETAILS, { r: rally.id }, lead.token)).data!.rally).toMatchObject({
      state: 'cancelled',
      units: 0,
      members: [],
    });
  });
});

describe('march slots and a leave racing the departure', () => {
  const SEND = 'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id } }';

  test('a rally march holds a slot of its member: the leader cannot send another fleet, a member with no slot free cannot join', async () => {
    const a = await commander('SlotLeadP', { interceptor: 200 });
    const b = await commander('SlotMateQ', { interceptor: 200 });
    await allied('P', a, [b]);
    const [cb] = await freeCells(a, await home(a), 1);
    await moveTo(b, cb!);
    const pirate = await nearestPirate(a);
    const rally = (await s.gql(CREATE, { ...pirate, w: 30, u: list({ interceptor: 100 }) }, a.token)).data!.createRally;
    // the leader's units in the rally are one of its unit groups
    const groups = (await s.gql('{ getUnitGroups { type units { type count } } }', {}, a.token)).data!.getUnitGroups;
    expect(groups).toContainEqual({ type: 'waiting rally', units: [{ type: 'interceptor', count: 100 }] });
    expect(err(await s.gql(SEND, { ...pirate, u: list({ interceptor: 10 }) }, a.token))).toBe(
      'All march slots are in use',
    );
    expect((await s.gql(SEND, { ...pirate, u: list({ interceptor: 10 }) }, b.token)).data?.sendUnits).toBeTruthy();
    expect(err(await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 10 }) }, b.token))).toBe(
      'All march slots are in use',
    );
  });

  test('a member leaving as the wait ends either leaves (and is not in the battle) or is told it is in progress (and fights): no unit lost either way', async () => {
    const a = await commander('EdgeLeadR', { interceptor: 300 });
    const b = await commander('EdgeMateS', { interceptor: 200 });
    await allied('R', a, [b]);
    const [cb] = await freeCells(a, await home(a), 1);
    await moveTo(b, cb!);
    const pirate = await nearestPirate(a);
    const rally = (await s.gql(CREATE, { ...pirate, w: 5, u: list({ interceptor: 300 }) }, a.token)).data!.createRally;
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 200 }) }, b.token);
    s.clock.set(rally.departsAt);
    const [left] = await Promise.all([s.gql(LEAVE, { r: rally.id }, b.token), s.runDueJobs(rally.departsAt)]);
    const details = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    expect(details.state).toBe('marching');
    await s.runDueJobs(details.arrivesAt);
    const report = JSON.parse(
      (await s.gql(REPORTS, {}, a.token)).data!.reports.find((r: { kind: string }) => r.kind === 'rally').data,
    );
    const owners = report.input.attacker.contingents.map((c: { ownerId: string }) => c.ownerId);
    let expected = 200;
    if (left.data?.leaveRally) expect(owners).toEqual([a.profileId]);
    else {
      expect(err(left)).toBe('Rally is already in progress');
      expect(owners).toEqual([a.profileId, b.profileId]);
      expected = 200 - (report.members[1].lost.interceptor ?? 0);
    }
    const back = (await s.gql(MARCHES, {}, b.token)).data!.getMapMarches as { returnsAt: number }[];
    await s.runDueJobs(Math.max(s.clock.now(), ...back.map((m) => m.returnsAt)));
    expect(count((await home(b)).units, 'interceptor')).toBe(expected);
  });
});

describe('exactly once', () => {
  test('a departure and an arrival written twice (a retried job, a bug) still give one departure, one battle, one report each, and every unit home once', async () => {
    const a = await commander('OnceLeadT', { interceptor: 300 });
    const b = await commander('OnceMateU', { interceptor: 200 });
    const v = await commander('OnceTargetV', { ranger: 20 });
    await allied('T', a, [b]);
    const [cb, cv] = await freeCells(a, await home(a), 2);
    await moveTo(b, cb!);
    await moveTo(v, cv!);
    const rally = (await s.gql(CREATE, { ...cv!, w: 5, u: list({ interceptor: 300 }) }, a.token)).data!.createRally;
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 200 }) }, b.token);
    const [la, lb, lv] = [(await home(a)).id, (await home(b)).id, (await home(v)).id];
    const twice = (on: string, leg: 'depart' | 'arrive', dueAt: number) =>
      s.db.transaction().execute(async (trx) => {
        await lockAndSettleMany(trx, [la, lb, lv], s.clock.now());
        await scheduleEvent(trx, {
          baseId: on,
          kind: 'rally',
          payload: { rallyId: rally.id, leg },
          startsAt: s.clock.now(),
          dueAt,
          touches: [la, lb, lv],
        });
      });
    await twice(la, 'depart', rally.departsAt);
    await s.runDueJobs(rally.departsAt);
    const marching = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    expect(marching.arrivesAt).toBe(rally.departsAt + travelMs(await home(a), cv!, { interceptor: 1 }));
    await twice(lv, 'arrive', marching.arrivesAt);
    await s.runDueJobs(marching.arrivesAt);
    for (const p of [a, b])
      expect(
        (await s.gql(REPORTS, {}, p.token)).data!.reports.filter((r: { kind: string }) => r.kind === 'rally'),
      ).toHaveLength(1);
    expect((await s.gql(REPORTS, {}, v.token)).data!.reports).toHaveLength(1);
    const report = JSON.parse(
      (await s.gql(REPORTS, {}, a.token)).data!.reports.find((r: { kind: string }) => r.kind === 'rally').data,
    );
    const later = Math.max(
      ...(
        await Promise.all(
          [a, b].map(async (p) =>
            (await s.gql(MARCHES, {}, p.token)).data!.getMapMarches.map((m: { returnsAt: number }) => m.returnsAt),
          ),
        )
      ).flat(),
      s.clock.now(),
    );
    await s.runDueJobs(later);
    expect(count((await home(a)).units, 'interceptor')).toBe(report.members[0].survivors.interceptor);
    expect(count((await home(b)).units, 'interceptor')).toBe(report.members[1].survivors.interceptor);
  });

  test('against an occupied object: a free one is no target; one held by a stranger is, the rally fights the holder’s fleet and frees the object; the holder is told', async () => {
    const a = await commander('ObjLeadA', { interceptor: 300 });
    const b = await commander('ObjMateB', { interceptor: 300 });
    const c = await commander('ObjHolderC', { interceptor: 40 });
    await allied('O', a, [b]);
    const ha = await home(a);
    const map = (
      await s.gql(
        'query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type } } }',
        { x: ha.x, y: ha.y },
        a.token,
      )
    ).data!.getMap.items as { x: number; y: number; type: string }[];
    const rock = map
      .filter((i) => i.type === 'astromite-asteroid')
      .sort((p, q) => distance(p, ha) - distance(q, ha))[0]!;
    const [cb, cc] = await freeCells(a, rock, 2);
    await moveTo(b, cb!);
    await moveTo(c, cc!);
    expect(err(await s.gql(CREATE, { x: rock.x, y: rock.y, w: 5, u: list({ interceptor: 100 }) }, a.token))).toBe(
      'Rally creation failed',
    );
    const held = (
      await s.gql(
        'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:40}],mode:occupy){ arrivesAt } }',
        rock,
        c.token,
      )
    ).data!.sendUnits;
    await s.runDueJobs(held.arrivesAt);
    const rally = (await s.gql(CREATE, { x: rock.x, y: rock.y, w: 5, u: list({ interceptor: 200 }) }, a.token)).data!
      .createRally;
    expect(rally.target.kind).toBe('astromite-asteroid');
    await s.gql(JOIN, { r: rally.id, u: list({ interceptor: 100 }) }, b.token);
    await s.runDueJobs(rally.departsAt);
    const flying = (await s.gql(DETAILS, { r: rally.id }, a.token)).data!.rally;
    await s.runDueJobs(flying.arrivesAt);
    const holderReport = ((await s.gql(REPORTS, {}, c.token)).data!.reports as { kind: string; data: string }[]).find(
      (r) => r.kind === 'occupied-object' && JSON.parse(r.data).rally,
    );
    expect(JSON.parse(holderReport!.data)).toMatchObject({ outcome: 'taken', attacker: 'ObjLeadA', role: 'defence' });
    for (const p of [a, b])
      expect(
        ((await s.gql(REPORTS, {}, p.token)).data!.reports as { kind: string }[]).some((r) => r.kind === 'rally'),
      ).toBe(true);
    // the object is free again
    expect(
      (await s.gql('query($x:Int!,$y:Int!){ occupations(x:$x,y:$y,radius:1){ holder } }', rock, a.token)).data!
        .occupations,
    ).toEqual([]);
  });
});
