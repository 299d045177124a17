/**
 * Sitting end to end (decisions 055, 066): an owner names sitters within the limits; a sitter acts
 * on the owner's base from their own sign-in (the `x-sit-as` header) for the allowed commands only,
 * every one in the owner's sitting log; a revoke ends it at once; linked accounts cannot sit.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sittingGate } from '../../src/modules/sitting/gate.ts';
import type { AppContext } from '../../src/platform/trpc.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

const H = 3_600_000;
const NAME =
  'mutation($c:String!,$h:Int!){ nameSitter(commander:$c,hours:$h){ sitters { sitterId commander until } } }';
const REVOKE = 'mutation($id:String!){ revokeSitter(sitterId:$id){ sitters { commander } } }';
const OVERVIEW = '{ sitting { sitters { commander until } budgetUsedMs log { commander action detail at } } }';
const SEATS = '{ sittingSeats { ownerId commander until } }';
const BASE = '{ base { id x y queue { id } buildings { id level } snapshot { amounts { steel } } } }';
const UPGRADE = 'mutation($b:String!){ startBuildingUpgrade(buildingId:$b){ id queue { id } } }';
const SEND = 'mutation($x:Int!,$y:Int!){ sendUnits(x:$x,y:$y,units:[{type:"interceptor",count:5}]){ id } }';
const SCOUT = 'mutation($x:Int!,$y:Int!){ scout(x:$x,y:$y){ id } }';
const BUY_QUEUE = 'mutation { buyExtraQueue(kind:"building"){ id } }';

let seq = 0;
/** A commander signing in from an address of their own (no shared sign-in with the others). */
async function commander(tag: string, sharedAddress = false) {
  const p = await s.newPlayerWithProfile(`Sit${tag}${seq++}`);
  if (!sharedAddress)
    await s.db
      .updateTable('sessions')
      .set({ ip: `10.9.${seq}.1` } as never)
      .where('account_id', '=', p.accountId)
      .execute();
  await s.db
    .updateTable('bases')
    .set({ resources: { food: 9000, steel: 9000, energy: 9000, credits: 500 }, units: { interceptor: 10 } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  const name = (
    await s.db.selectFrom('profiles').select('username').where('id', '=', p.profileId).executeTakeFirstOrThrow()
  ).username;
  return { ...p, name };
}
type Commander = Awaited<ReturnType<typeof commander>>;

/** How many sessions wait on a lock now. */
const lockWaiters = async () =>
  Number(
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(s.db)
    ).rows[0]?.n ?? 0,
  );
const until = async (what: () => Promise<boolean>) => {
  while (!(await what())) await new Promise((r) => setTimeout(r, 5));
};

/** Holds the profile's base row locked (as a command does) until the returned `release` is called. */
async function holdBase(profileId: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const done = s.db.transaction().execute(async (trx) => {
    await sql`select id from bases where profile_id = ${profileId} for no key update`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

const as = (owner: Commander) => ({ 'x-sit-as': owner.profileId });
const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;

describe('sitting', () => {
  test('the limits: 1 to 48 hours, not oneself, two sitters at a time, 10 days in any 30', async () => {
    const [a, b, c, d] = [await commander('A'), await commander('B'), await commander('C'), await commander('D')];
    expect(message(await s.gql(NAME, { c: b.name, h: 49 }, a.token))).toBe('A sitter is named for 1 to 48 hours');
    expect(message(await s.gql(NAME, { c: b.name, h: 0 }, a.token))).toBe('A sitter is named for 1 to 48 hours');
    expect(message(await s.gql(NAME, { c: a.name, h: 5 }, a.token))).toBe('You cannot sit your own base');
    expect(message(await s.gql(NAME, { c: 'NoSuchOne', h: 5 }, a.token))).toBe(
      'There is no commander of that name in this world',
    );
    expect(message(await s.gql(NAME, { c: b.name, h: 48 }, a.token))).toBeUndefined();
    expect(message(await s.gql(NAME, { c: b.name, h: 4 }, a.token))).toBe(
      'This commander is sitting your base already',
    );
    expect(message(await s.gql(NAME, { c: c.name, h: 48 }, a.token))).toBeUndefined();
    expect(message(await s.gql(NAME, { c: d.name, h: 1 }, a.token))).toBe('A base has at most 2 sitters at a time');
    // 10 days in any 30, two sitters at once spending it once: a base sat 9 days of the last 20
    const e = await commander('E');
    const day = 24 * H;
    for (const [from, days] of [
      [20, 2],
      [16, 2],
      [12, 2],
      [8, 2],
      [4, 1],
    ] as const)
      await s.db
        .insertInto('sitting_grants' as never)
        .values({
          owner_id: e.profileId,
          sitter_id: d.profileId,
          world_id: (
            await s.db.selectFrom('profiles').select('world_id').where('id', '=', e.profileId).executeTakeFirstOrThrow()
          ).world_id,
          starts_at: new Date(s.clock.now() - from * day),
          ends_at: new Date(s.clock.now() - (from - days) * day),
        } as never)
        .execute();
    expect((await s.gql(OVERVIEW, {}, e.token)).data!.sitting.budgetUsedMs).toBe(9 * day);
    expect(message(await s.gql(NAME, { c: b.name, h: 24 }, e.token))).toBeUndefined();
    expect((await s.gql(OVERVIEW, {}, e.token)).data!.sitting.budgetUsedMs).toBe(10 * day);
    // a second sitter inside the first one's hours spends nothing more
    expect(message(await s.gql(NAME, { c: c.name, h: 2 }, e.token))).toBeUndefined();
    s.clock.advance(day);
    expect(message(await s.gql(NAME, { c: d.name, h: 1 }, e.token))).toBe('A base is sat at most 10 days in any 30');
  });

  test('a sitter builds on the owner base from their own sign-in, logged; attacks, scouts and credits are refused', async () => {
    const [a, b, c] = [await commander('Own'), await commander('Sit'), await commander('Tgt')];
    // no grant: refused, whatever the command
    expect(message(await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, as(a)))).toBe(
      'You are not sitting this base (the grant has ended or was revoked)',
    );
    const named = await s.gql(NAME, { c: b.name, h: 12 }, a.token);
    expect(named.data!.nameSitter.sitters).toEqual([
      { sitterId: b.profileId, commander: b.name, until: s.clock.now() + 12 * H },
    ]);
    expect((await s.gql(SEATS, {}, b.token)).data!.sittingSeats).toEqual([
      { ownerId: a.profileId, commander: a.name, until: s.clock.now() + 12 * H },
    ]);

    // B reads A's base and builds there; B's own base stays as it was
    const aBase = (await s.gql(BASE, {}, a.token)).data!.base;
    expect((await s.gql(BASE, {}, b.token, as(a))).data!.base.id).toBe(aBase.id);
    const built = await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, as(a));
    expect(built.errors).toBeUndefined();
    expect((await s.gql(BASE, {}, a.token)).data!.base.queue).toHaveLength(1);
    expect((await s.gql(BASE, {}, b.token)).data!.base.queue).toHaveLength(0);

    // the owner-only commands: an attack and a scout on a player, credits, naming sitters
    const target = (await s.gql(BASE, {}, c.token)).data!.base;
    const refused = 'A sitter cannot do this';
    expect(message(await s.gql(SEND, { x: target.x, y: target.y }, b.token, as(a)))).toBe(refused);
    expect(message(await s.gql(SCOUT, { x: target.x, y: target.y }, b.token, as(a)))).toBe(refused);
    expect(message(await s.gql(BUY_QUEUE, {}, b.token, as(a)))).toBe(refused);
    expect(message(await s.gql(NAME, { c: c.name, h: 2 }, b.token, as(a)))).toBe(refused);
    expect(message(await s.gql('mutation { startVacation { active } }', {}, b.token, as(a)))).toBe(refused);
    // nothing left A's base
    expect((await s.gql('{ getMapMarches { id } }', {}, a.token)).data!.getMapMarches).toEqual([]);

    // the owner sees who did what
    const log = (await s.gql(OVERVIEW, {}, a.token)).data!.sitting.log;
    expect(log).toEqual([
      { commander: b.name, action: 'bases.startUpgrade', detail: '{"buildingId":"steel-foundry"}', at: s.clock.now() },
    ]);
  });

  test('revoking ends the sitter access at once', async () => {
    const [a, b] = [await commander('Rv'), await commander('Rs')];
    await s.gql(NAME, { c: b.name, h: 24 }, a.token);
    expect(message(await s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, as(a)))).toBeUndefined();
    const revoked = await s.gql(REVOKE, { id: b.profileId }, a.token);
    expect(revoked.data!.revokeSitter.sitters).toEqual([]);
    expect(message(await s.gql(UPGRADE, { b: 'hydroponic-farm' }, b.token, as(a)))).toBe(
      'You are not sitting this base (the grant has ended or was revoked)',
    );
    expect((await s.gql(SEATS, {}, b.token)).data!.sittingSeats).toEqual([]);
    // and a grant that runs out ends the same way
    await s.gql(NAME, { c: b.name, h: 1 }, a.token);
    s.clock.advance(H);
    expect(message(await s.gql(UPGRADE, { b: 'hydroponic-farm' }, b.token, as(a)))).toBe(
      'You are not sitting this base (the grant has ended or was revoked)',
    );
  });

  test('accounts linked by shared sign-ins cannot sit for each other', async () => {
    const [a, b] = [await commander('La', true), await commander('Lb', true)];
    expect(message(await s.gql(NAME, { c: b.name, h: 5 }, a.token))).toBe(
      'Accounts linked by shared sign-ins or a shared network cannot sit for each other',
    );
  });

  test('race: the owner and the sitter upgrade at once: exactly one is queued and paid, nothing duplicated', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await commander(`Ra${round}`), await commander(`Rb${round}`)];
      await s.gql(NAME, { c: b.name, h: 5 }, a.token);
      // enough for one upgrade of the foundry, not for two
      await s.db
        .updateTable('bases')
        .set({ resources: { food: 0, steel: 0, energy: 0, credits: 0 } } as never)
        .where('profile_id', '=', a.profileId)
        .execute();
      const cost = await s.gql(UPGRADE, { b: 'steel-foundry' }, a.token);
      expect(message(cost)).toBe("You don't have enough resources");
      await s.db
        .updateTable('bases')
        .set({ resources: { food: 3000, steel: 3000, energy: 3000, credits: 0 } } as never)
        .where('profile_id', '=', a.profileId)
        .execute();
      const [mine, sat] = await Promise.all([
        s.gql(UPGRADE, { b: 'steel-foundry' }, a.token),
        s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, as(a)),
      ]);
      const ok = [mine, sat].filter((r) => !r.errors);
      const base = (await s.gql(BASE, {}, a.token)).data!.base;
      // each success is one queued item, paid once: never two answers for one item
      expect(base.queue).toHaveLength(ok.length);
      // one building queue, resources for one upgrade: the second waits for the lock and is refused
      expect(ok).toHaveLength(1);
      const log = (await s.gql(OVERVIEW, {}, a.token)).data!.sitting.log;
      expect(log).toHaveLength(sat.errors ? 0 : 1);
    }
  }, 180_000);

  test('race: a revoke that commits while the sitter command waits for the base lock refuses it', async () => {
    const [a, b] = [await commander('Qa'), await commander('Qb')];
    await s.gql(NAME, { c: b.name, h: 5 }, a.token);
    // the command passes the gate (grant in force), then waits for A's base, held by another command
    const release = await holdBase(a.profileId);
    const sat = s.gql(UPGRADE, { b: 'steel-foundry' }, b.token, as(a));
    await until(async () => (await lockWaiters()) > 0);
    // the owner revokes meanwhile: done at once (it does not wait for the base)
    expect(message(await s.gql(REVOKE, { id: b.profileId }, a.token))).toBeUndefined();
    await release();
    // the command, now under the lock, finds the grant ended: nothing queued, paid or logged
    expect(message(await sat)).toBe('You are not sitting this base (the grant has ended or was revoked)');
    expect((await s.gql(BASE, {}, a.token)).data!.base.queue).toEqual([]);
    expect((await s.gql(OVERVIEW, {}, a.token)).data!.sitting.log).toEqual([]);
  }, 60_000);

  test('race: a revoke that comes while a sitter command holds the base waits until it is done', async () => {
    const [a, b] = [await commander('Wa'), await commander('Wb')];
    await s.gql(NAME, { c: b.name, h: 5 }, a.token);
    // a sitter's command past its check under the lock (what the kernel runs once it holds the base)
    const ctx = { db: s.db, clock: s.clock, profileId: b.profileId } as unknown as AppContext & { profileId: string };
    let finish!: () => void;
    const finished = new Promise<void>((r) => {
      finish = r;
    });
    let checked!: () => void;
    const isChecked = new Promise<void>((r) => {
      checked = r;
    });
    const command = s.db.transaction().execute(async (trx) => {
      await sittingGate.recheck(ctx, a.profileId, trx);
      checked();
      await finished;
    });
    await isChecked;
    let revoked = false;
    const revoke = s.gql(REVOKE, { id: b.profileId }, a.token).then((r) => {
      revoked = true;
      return r;
    });
    // the revoke answers or waits on a lock, whichever comes first: it must wait
    await until(async () => revoked || (await lockWaiters()) > 0);
    expect(revoked).toBe(false);
    finish();
    await command;
    expect(message(await revoke)).toBeUndefined();
  }, 60_000);
});
