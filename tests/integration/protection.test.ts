/**
 * Protection beyond the beginner's shield (decisions 055, 067) through GraphQL: the bash limit (6
 * attacks of one attacker or one alliance on one base in any 24 hours, counted by landing time, the
 * 7th refused with the first landing time that fits, at the send and again at the arrival) and
 * strength protection (a young, far weaker base cannot be raided, unless its commander is inactive
 * or has attacked a player).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const DAY = 24 * H;
type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!){ sendUnits(x:$x,y:$y,units:$u){ id kind arrivesAt departsAt } }';
const REPORTS = '{ reports { kind data } }';
const FEW = [{ type: 'interceptor', count: 5 }];
const utc = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** An attacker with a fleet (and `slots` march slots). */
async function attacker(name: string, slots = 1) {
  const p = await s.newPlayerWithProfile(name);
  await s.db
    .updateTable('bases')
    .set({
      units: { interceptor: 2000 },
      buildings: { 'command-center': (slots - 1) * 5 || 1, 'alliance-embassy': 1 },
    } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}

/** A target two cells east of `near`, founded `ageDays` ago, with no garrison. */
async function target(name: string, near: Player, ageDays = 30) {
  const d = await s.newPlayerWithProfile(name);
  const home = (await s.gql('{ base { x y } }', {}, near.token)).data!.base;
  // the first free cell two or more east or west
  let at = { x: home.x + 2, y: home.y };
  for (const dx of [2, -2, 3, -3, 4, -4]) {
    at = { x: home.x + dx, y: home.y };
    const taken = await s.db.selectFrom('bases').select('id').where('x', '=', at.x).where('y', '=', at.y).execute();
    if (taken.length === 0) break;
  }
  await s.db
    .updateTable('bases')
    .set({ ...at, units: {}, created_at: new Date(s.clock.now() - ageDays * DAY) } as never)
    .where('profile_id', '=', d.profileId)
    .execute();
  return { d, at };
}

/** Sends a small raid and lets it land and come home; returns its landing time. */
async function raidOnce(a: Player, at: { x: number; y: number }) {
  const sent = await s.gql(SEND, { ...at, u: FEW }, a.token);
  expect(sent.errors).toBeUndefined();
  const m = sent.data!.sendUnits;
  const back = m.arrivesAt + (m.arrivesAt - m.departsAt);
  await s.runDueJobs(back);
  s.clock.set(back);
  return m.arrivesAt as number;
}

async function alliance(tag: string, lead: Player, others: Player[]) {
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Bash Band ${tag}`, t: `B${tag}` },
    lead.token,
  );
  expect(made.errors).toBeUndefined();
  const id = made.data!.createAlliance.alliance.id as string;
  for (const o of others) await join(o, id);
  return id;
}
const join = (o: Player, id: string) =>
  s.db
    .insertInto('alliance_members' as never)
    .values({ profile_id: o.profileId, alliance_id: id, role: 'member', joined_at: new Date(s.clock.now()) } as never)
    .execute();

describe('the bash limit', () => {
  test('the 7th attack of a day is refused before it leaves, naming the first landing time that fits', async () => {
    const a = await attacker('BashOne');
    const { at } = await target('BashedOne', a);
    const landings: number[] = [];
    for (let i = 0; i < 6; i++) landings.push(await raidOnce(a, at));
    // what the send dialog previews with: the six landings
    const facts = await s.gql('query($x:Int!,$y:Int!){ attackProtection(x:$x,y:$y){ landings } }', at, a.token);
    expect(facts.data!.attackProtection.landings).toEqual(landings);
    const seventh = await s.gql(SEND, { ...at, u: FEW }, a.token);
    const until = landings[0]! + DAY;
    expect(seventh.errors?.[0]?.message).toBe(
      `Attack limit reached for this base, next attack can land at ${utc(until)} UTC`,
    );
    expect(seventh.errors?.[0]?.extensions?.code).toBe('BASH_LIMIT');
    // nothing left: the fleet is home, no march
    expect((await s.gql('{ getMapMarches { id } }', {}, a.token)).data!.getMapMarches).toEqual([]);
    // counted by landing time: a send that lands exactly when the first landing's window closes goes
    const travel = await travelTime(a);
    s.clock.set(until - travel - 1000);
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors?.[0]?.extensions?.code).toBe('BASH_LIMIT');
    s.clock.set(until - travel);
    const eighth = await s.gql(SEND, { ...at, u: FEW }, a.token);
    expect(eighth.errors).toBeUndefined();
    expect(eighth.data!.sendUnits.arrivesAt).toBe(until);
  });

  test('an alliance counts together, attacks in flight count, and an arrival over the limit turns back', async () => {
    const a = await attacker('BandLead', 6);
    const b = await attacker('BandMate');
    const c = await attacker('Loner');
    const { at, d } = await target('BandTarget', a);
    await alliance('X', a, [b]);
    // five landed, the sixth in flight
    for (let i = 0; i < 5; i++) await raidOnce(a, at);
    const sixth = await s.gql(SEND, { ...at, u: FEW }, a.token);
    expect(sixth.errors).toBeUndefined();
    // the ally's would be the alliance's 7th: refused; a commander of no alliance has their own count
    const bAt = { x: at.x, y: at.y };
    const byAlly = await s.gql(SEND, { ...bAt, u: FEW }, b.token);
    expect(byAlly.errors?.[0]?.extensions?.code).toBe('BASH_LIMIT');
    const byLoner = await s.gql(SEND, { ...bAt, u: FEW }, c.token);
    expect(byLoner.errors).toBeUndefined();
    // the loner joins the alliance while flying: at its arrival it is the alliance's 7th and turns back
    const allianceId = (
      (await s.db
        .selectFrom('alliance_members' as never)
        .select('alliance_id' as never)
        .where('profile_id' as never, '=', a.profileId as never)
        .executeTakeFirstOrThrow()) as { alliance_id: string }
    ).alliance_id;
    await join(c, allianceId);
    const lands = byLoner.data!.sendUnits.arrivesAt as number;
    await s.runDueJobs(lands + 1);
    s.clock.set(lands + 1);
    const notices = ((await s.gql(REPORTS, {}, c.token)).data!.reports as { kind: string; data: string }[])
      .filter((r) => r.kind === 'notice')
      .map((r) => JSON.parse(r.data).reason);
    expect(notices).toEqual(['bash-limit']);
    // the defender saw six battles, not seven
    const defended = ((await s.gql(REPORTS, {}, d.token)).data!.reports as { kind: string }[]).filter(
      (r) => r.kind === 'battle',
    );
    expect(defended).toHaveLength(6);
  });

  test('race: two sends at once that would be the 6th and the 7th: exactly one leaves', async () => {
    const a = await attacker('RaceLead');
    const b = await attacker('RaceMate');
    const { at } = await target('RaceTarget', a);
    await alliance('R', a, [b]);
    for (let i = 0; i < 5; i++) await raidOnce(a, at);
    for (let round = 0; round < 3; round++) {
      const both = await Promise.all([
        s.gql(SEND, { ...at, u: FEW }, a.token),
        s.gql(SEND, { ...at, u: FEW }, b.token),
      ]);
      const left = both.filter((r) => !r.errors);
      expect(left).toHaveLength(1);
      expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'BASH_LIMIT')).toHaveLength(1);
      // take it back for the next round
      const m = left[0]!.data!.sendUnits;
      const who = both[0]!.errors ? b : a;
      await s.gql('mutation($id:ID!){ recallMarch(marchId:$id){ id } }', { id: m.id }, who.token);
      await s.runDueJobs(s.clock.now() + H);
      s.clock.set(s.clock.now() + H);
    }
  });
});

describe('strength protection', () => {
  test('a young, far weaker base cannot be raided until it is 14 days old', async () => {
    const a = await attacker('Bully');
    const { at, d } = await target('Newcomer', a, 2);
    const created = await createdAt(d);
    const refused = await s.gql(SEND, { ...at, u: FEW }, a.token);
    const ends = created + 14 * DAY;
    expect(refused.errors?.[0]?.message).toBe(`This commander is under strength protection until ${utc(ends)} UTC`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_WEAK');
    // the map marks it, with the same end
    const around = await s.gql(
      'query($x:Int!,$y:Int!){ shelteredBases(x:$x,y:$y,radius:3){ x y until } }',
      at,
      a.token,
    );
    expect(around.data!.shelteredBases).toEqual([{ ...at, until: ends }]);
    // its commander still active: protected through its 14th day (as the raid would land), not after
    await founded(d, s.clock.now() - 13 * DAY);
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors?.[0]?.extensions?.code).toBe('TOO_WEAK');
    await founded(d, s.clock.now() - 14 * DAY);
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors).toBeUndefined();
  });

  test('it ends early for an inactive commander and for one who attacked a player', async () => {
    const a = await attacker('BullyTwo');
    const { at, d } = await target('Sleeper', a, 2);
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors?.[0]?.extensions?.code).toBe('TOO_WEAK');
    // 9 days since the last sign-in, 3 of them on vacation: 6 count (the same count as the markers'),
    // still protected, on the map too
    const now = s.clock.now();
    await s.db
      .updateTable('accounts' as never)
      .set({ last_login: new Date(now - 9 * DAY) } as never)
      .where('id' as never, '=', d.accountId as never)
      .execute();
    const world = (
      await s.db.selectFrom('bases').select('world_id').where('profile_id', '=', d.profileId).executeTakeFirstOrThrow()
    ).world_id;
    await s.db
      .insertInto('vacations' as never)
      .values({
        profile_id: d.profileId,
        world_id: world,
        started_at: new Date(now - 8 * DAY),
        ends_by: new Date(now - 1 * DAY),
        ended_at: new Date(now - 5 * DAY),
      } as never)
      .execute();
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors?.[0]?.extensions?.code).toBe('TOO_WEAK');
    const sheltered = await s.gql('query($x:Int!,$y:Int!){ shelteredBases(x:$x,y:$y,radius:3){ x y } }', at, a.token);
    expect(sheltered.data!.shelteredBases).toEqual([at]);
    // a day more: 7 counted days without a sign-in, inactive, no protection (nor a mark on the map)
    await s.db
      .updateTable('accounts' as never)
      .set({ last_login: new Date(now - 10 * DAY) } as never)
      .where('id' as never, '=', d.accountId as never)
      .execute();
    expect((await s.gql(SEND, { ...at, u: FEW }, a.token)).errors).toBeUndefined();
    expect(
      (await s.gql('query($x:Int!,$y:Int!){ shelteredBases(x:$x,y:$y,radius:3){ x y } }', at, a.token)).data!
        .shelteredBases,
    ).toEqual([]);

    // one who strikes can be struck: the weak commander raids a player, then is raided
    const e = await attacker('BullyThree');
    const { at: wAt, d: weak } = await target('Striker', e, 2);
    await s.db
      .updateTable('bases')
      .set({ units: { interceptor: 10 } } as never)
      .where('profile_id', '=', weak.profileId)
      .execute();
    expect((await s.gql(SEND, { ...wAt, u: FEW }, e.token)).errors?.[0]?.extensions?.code).toBe('TOO_WEAK');
    const victim = await target('StrikerVictim', weak, 30);
    await raidOnce(weak, victim.at);
    expect((await s.gql(SEND, { ...wAt, u: FEW }, e.token)).errors).toBeUndefined();
  });
});

const founded = (p: Player, at: number) =>
  s.db
    .updateTable('bases')
    .set({ created_at: new Date(at) } as never)
    .where('profile_id', '=', p.profileId)
    .execute();

async function createdAt(p: Player) {
  const row = (await s.db
    .selectFrom('bases')
    .select('created_at')
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow()) as { created_at: Date };
  return row.created_at.getTime();
}

/** How long `a`'s small raids took to fly out (every one the same distance). */
async function travelTime(a: Player) {
  const rows = (await s.db
    .selectFrom('marches' as never)
    .select(['arrives_at', 'departs_at'] as never)
    .where('profile_id' as never, '=', a.profileId as never)
    .execute()) as { arrives_at: Date; departs_at: Date }[];
  const r = rows[0]!;
  return r.arrives_at.getTime() - r.departs_at.getTime();
}
