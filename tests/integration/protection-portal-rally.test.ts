/**
 * Protection beyond the beginner's shield (decision 067) for the other two attacks on a commander's
 * base: a raid through the portal and a rally. Each is refused at the send (strength protection and
 * the bash limit, with the time it frees) and, when the facts changed while it flew, turned back at
 * its arrival with a notice (no battle on the base).
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
const THROUGH = 'mutation($a:String!,$u:[UnitCountInput!]!){ sendThroughPortal(address:$a,units:$u){ id arrivesAt } }';
const RALLY =
  'mutation($x:Int!,$y:Int!,$u:[RallyUnitInput!]!){ createRally(x:$x,y:$y,waitMinutes:5,units:$u){ id departsAt } }';
const RALLIES = '{ rallies { id arrivesAt } }';
const FEW = [{ type: 'interceptor', count: 20 }];
const utc = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

let seq = 0;
/** A strong attacker: a portal with energy, an embassy, an alliance of their own, many interceptors. */
async function attacker(tag: string) {
  const p = await s.newPlayerWithProfile(`Prot${tag}${seq++}`);
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings', 'x', 'y'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      units: { interceptor: 3000 },
      buildings: { ...(row.buildings as object), portal: 2, 'alliance-embassy': 1 },
    } as never)
    .where('id', '=', row.id)
    .execute();
  await energise(row.id);
  const made = await s.gql(
    'mutation($n:String!,$t:String!){ createAlliance(name:$n,tag:$t){ alliance { id } } }',
    { n: `Protected Band ${seq}`, t: `P${seq}` },
    p.token,
  );
  expect(made.errors).toBeUndefined();
  return { ...p, baseId: row.id, at: { x: row.x as number, y: row.y as number } };
}
type Attacker = Awaited<ReturnType<typeof attacker>>;

const energise = (baseId: string) =>
  s.db
    .updateTable('portals' as never)
    .set({ energy: 10, energy_at: new Date(s.clock.now()) } as never)
    .where('base_id' as never, '=', baseId as never)
    .execute();
const energy = async (p: Player) => (await s.gql('{ portal { energy } }', {}, p.token)).data!.portal.energy as number;

/** A weak target two or more cells from `near`, founded `ageDays` ago, with a portal and no garrison. */
async function target(tag: string, near: Attacker, ageDays: number) {
  const d = await s.newPlayerWithProfile(`Prey${tag}${seq++}`);
  let at = { x: near.at.x + 2, y: near.at.y };
  for (const dx of [2, -2, 3, -3, 4, -4]) {
    at = { x: near.at.x + dx, y: near.at.y };
    const taken = await s.db.selectFrom('bases').select('id').where('x', '=', at.x).where('y', '=', at.y).execute();
    if (taken.length === 0) break;
  }
  const row = await s.db
    .selectFrom('bases')
    .select(['id', 'buildings', 'world_id'])
    .where('profile_id', '=', d.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({
      ...at,
      units: {},
      buildings: { ...(row.buildings as object), portal: 2 },
      created_at: new Date(s.clock.now() - ageDays * DAY),
    } as never)
    .where('id', '=', row.id)
    .execute();
  const address = (await s.gql('{ portal { address } }', {}, d.token)).data!.portal.address as string;
  return { ...d, at, address, baseId: row.id, worldId: row.world_id as string, created: s.clock.now() - ageDays * DAY };
}
type Target = Awaited<ReturnType<typeof target>>;

/** Six attacks of `a` landed on the base in the last hours: the next one is the 7th of the day. */
async function sixLanded(a: Attacker, d: Target) {
  const alliance = (await s.db
    .selectFrom('alliance_members' as never)
    .select('alliance_id' as never)
    .where('profile_id' as never, '=', a.profileId as never)
    .executeTakeFirst()) as { alliance_id: string } | undefined;
  const first = s.clock.now() - 6 * H;
  for (let i = 0; i < 6; i++)
    await s.db
      .insertInto('attack_landings' as never)
      .values({
        world_id: d.worldId,
        base_id: d.baseId,
        attacker_profile_id: a.profileId,
        alliance_id: alliance?.alliance_id ?? null,
        landed_at: new Date(first + i * H),
      } as never)
      .execute();
  return first;
}

const signedIn = (p: Player, at: number) =>
  s.db
    .updateTable('accounts' as never)
    .set({ last_login: new Date(at) } as never)
    .where('id' as never, '=', p.accountId as never)
    .execute();

const notices = async (p: Player) =>
  ((await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports as { kind: string; data: string }[])
    .filter((r) => r.kind === 'notice')
    .map((r) => JSON.parse(r.data).reason as string);
const battles = async (p: Player) =>
  ((await s.gql('{ reports { kind } }', {}, p.token)).data!.reports as { kind: string }[]).filter(
    (r) => r.kind === 'battle',
  ).length;

describe('a raid through the portal', () => {
  test('on a young, far weaker base: refused before the portal opens, naming the end', async () => {
    const a = await attacker('Pw');
    const d = await target('Pw', a, 2);
    const r = await s.gql(THROUGH, { a: d.address, u: FEW }, a.token);
    expect(message(r)).toBe(`This commander is under strength protection until ${utc(d.created + 14 * DAY)} UTC`);
    expect(code(r)).toBe('TOO_WEAK');
    expect(await energy(a)).toBe(10);
  });

  test('the 7th of the day: refused before the portal opens, naming the time a slot frees', async () => {
    const a = await attacker('Pb');
    const d = await target('Pb', a, 30);
    const first = await sixLanded(a, d);
    const r = await s.gql(THROUGH, { a: d.address, u: FEW }, a.token);
    expect(message(r)).toBe(`Attack limit reached for this base, next attack can land at ${utc(first + DAY)} UTC`);
    expect(await energy(a)).toBe(10);
  });

  test('at its arrival: over the limit, or the commander back and protected, it turns back without a battle', async () => {
    const a = await attacker('Pa');
    const d = await target('Pa', a, 30);
    const sent = await s.gql(THROUGH, { a: d.address, u: FEW }, a.token);
    expect(sent.errors).toBeUndefined();
    // six attacks of the attacker's land meanwhile (seeded): this one would be the 7th
    await sixLanded(a, d);
    await s.runDueJobs(sent.data!.sendThroughPortal.arrivesAt);
    s.clock.set(sent.data!.sendThroughPortal.arrivesAt);
    expect(await notices(a)).toEqual(['bash-limit']);
    expect(await battles(d)).toBe(0);

    // a young base whose commander was away (no protection) signs in while the fleet crosses
    const b = await attacker('Pc');
    const w = await target('Pc', b, 2);
    await signedIn(w, s.clock.now() - 8 * DAY);
    const flying = await s.gql(THROUGH, { a: w.address, u: FEW }, b.token);
    expect(flying.errors).toBeUndefined();
    await signedIn(w, s.clock.now());
    await s.runDueJobs(flying.data!.sendThroughPortal.arrivesAt);
    s.clock.set(flying.data!.sendThroughPortal.arrivesAt);
    expect(await notices(b)).toEqual(['target-too-weak']);
    expect(await battles(w)).toBe(0);
  });
});

describe('a rally at a base', () => {
  test('on a young, far weaker base, and as the 7th of the day: refused at its creation', async () => {
    const a = await attacker('Rw');
    const d = await target('Rw', a, 2);
    const weak = await s.gql(RALLY, { ...d.at, u: FEW }, a.token);
    expect(message(weak)).toBe(`This commander is under strength protection until ${utc(d.created + 14 * DAY)} UTC`);
    const e = await target('Rb', a, 30);
    const first = await sixLanded(a, e);
    const seventh = await s.gql(RALLY, { ...e.at, u: FEW }, a.token);
    expect(message(seventh)).toBe(
      `Attack limit reached for this base, next attack can land at ${utc(first + DAY)} UTC`,
    );
    expect((await s.gql(RALLIES, {}, a.token)).data!.rallies).toEqual([]);
  });

  test('at its arrival: over the limit, or the commander back and protected, it turns back without a battle', async () => {
    const a = await attacker('Ra');
    const d = await target('Ra', a, 30);
    const made = await s.gql(RALLY, { ...d.at, u: FEW }, a.token);
    expect(made.errors).toBeUndefined();
    await sixLanded(a, d);
    await arrive(a, made.data!.createRally);
    expect(await notices(a)).toEqual(['bash-limit']);
    expect(await battles(d)).toBe(0);

    const b = await attacker('Rc');
    const w = await target('Rc', b, 2);
    await signedIn(w, s.clock.now() - 8 * DAY);
    const open = await s.gql(RALLY, { ...w.at, u: FEW }, b.token);
    expect(open.errors).toBeUndefined();
    await signedIn(w, s.clock.now());
    await arrive(b, open.data!.createRally);
    expect(await notices(b)).toEqual(['target-too-weak']);
    expect(await battles(w)).toBe(0);
  });
});

describe('a base on vacation (decision 055)', () => {
  const onVacation = (d: Target) =>
    s.db
      .updateTable('bases')
      .set({ frozen_since: new Date(s.clock.now()) } as never)
      .where('id', '=', d.baseId)
      .execute();

  test('a raid through the portal and a rally are refused at the send, the portal’s energy untouched', async () => {
    const a = await attacker('Va');
    const d = await target('Va', a, 30);
    expect((await s.gql('mutation { startVacation { active } }', {}, d.token)).errors).toBeUndefined();
    const through = await s.gql(THROUGH, { a: d.address, u: FEW }, a.token);
    expect(message(through)).toBe('This commander is on vacation');
    expect(await energy(a)).toBe(10);
    expect(code(await s.gql(RALLY, { ...d.at, u: FEW }, a.token))).toBe('TARGET_ON_VACATION');
    expect((await s.gql(RALLIES, {}, a.token)).data!.rallies).toEqual([]);
    // nor can its portal be dialled: it answers as a protected portal, the dial's energy spent as any dial's
    const dial = await s.gql('mutation($a:String!){ openPortal(address:$a){ commander } }', { a: d.address }, a.token);
    expect(message(dial)).toBe('Portal is protected, cannot connect');
    expect(await energy(a)).toBe(8);
  });

  test('a rally whose target went on vacation meanwhile turns back at its arrival without a battle', async () => {
    const a = await attacker('Vr');
    const d = await target('Vr', a, 30);
    const made = await s.gql(RALLY, { ...d.at, u: FEW }, a.token);
    expect(made.errors).toBeUndefined();
    await onVacation(d);
    await arrive(a, made.data!.createRally);
    expect(await notices(a)).toEqual(['target-on-vacation']);
    expect(await battles(d)).toBe(0);
  });
});

/** The rally's wait ends, it flies, and it reaches its target. */
async function arrive(a: Attacker, rally: { id: string; departsAt: number }) {
  await s.runDueJobs(rally.departsAt);
  s.clock.set(rally.departsAt);
  const flying = ((await s.gql(RALLIES, {}, a.token)).data!.rallies as { id: string; arrivesAt: number }[]).find(
    (r) => r.id === rally.id,
  );
  expect(flying?.arrivesAt).toBeGreaterThan(rally.departsAt);
  await s.runDueJobs(flying!.arrivesAt);
  s.clock.set(flying!.arrivesAt);
}
