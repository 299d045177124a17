/**
 * Occupying through GraphQL: a fleet holds an asteroid and it pays its holder each hour of game
 * time; another commander takes it in battle and the loser flies home; two fleets landing at once
 * leave one holder; a recall lets go.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { occupationPayout, payoutEveryMs, distance } from '../../src/game/index.ts';
import { RETURN_LEG_TASK } from '../../src/modules/marches/occupying.ts';
import { enqueue } from '../../src/platform/jobs.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
beforeAll(async () => {
  s = await createTestStack();
});
afterAll(async () => s?.close());

type Player = Awaited<ReturnType<TestStack['newPlayerWithProfile']>>;
type Spot = { x: number; y: number };
const SEND =
  'mutation($x:Int!,$y:Int!,$u:[UnitCountInput!]!,$m:MarchMode){ sendUnits(x:$x,y:$y,units:$u,mode:$m){ id kind status arrivesAt departsAt } }';
const HELD = 'query($x:Int!,$y:Int!){ occupations(x:$x,y:$y,radius:3){ x y kind holder own units } }';
const BASE = '{ base { x y units { type count } snapshot { amounts { astromite } } } }';
const err = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message;
const count = (u: { type: string; count: number }[], type: string) => u.find((x) => x.type === type)?.count ?? 0;

async function commander(name: string, units: Record<string, number>) {
  const p = await s.newPlayerWithProfile(name);
  const row = await s.db
    .selectFrom('bases')
    .select(['buildings'])
    .where('profile_id', '=', p.profileId)
    .executeTakeFirstOrThrow();
  await s.db
    .updateTable('bases')
    .set({ units, buildings: { ...(row.buildings as object), 'command-center': 6 } } as never)
    .where('profile_id', '=', p.profileId)
    .execute();
  return p;
}
const base = async (p: Player) =>
  (await s.gql(BASE, {}, p.token)).data!.base as {
    x: number;
    y: number;
    units: { type: string; count: number }[];
    snapshot: { amounts: { astromite: number } };
  };

/**
 * The astromite asteroid nearest p that no fleet holds or is flying to (an earlier test's holder may
 * be near: bases spawn where there is room), and free cells around it (no object, no base).
 */
async function rockNear(p: Player) {
  const h = await base(p);
  const map = (
    await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:12){ items { x y type level } } }', h, p.token)
  ).data!.getMap.items as (Spot & { type: string; level: number })[];
  const busy = new Set(
    (
      (await s.db
        .selectFrom('marches' as never)
        .select(['target_x', 'target_y'] as never)
        .where('status' as never, 'in', ['occupying', 'marching'] as never)
        .execute()) as { target_x: number; target_y: number }[]
    ).map((m) => `${m.target_x}:${m.target_y}`),
  );
  const rock = map
    .filter((i) => i.type === 'astromite-asteroid' && !busy.has(`${i.x}:${i.y}`))
    .sort((a, b) => distance(a, h) - distance(b, h))[0]!;
  return rock;
}
async function freeAround(p: Player, at: Spot) {
  const map = (await s.gql('query($x:Int!,$y:Int!){ getMap(x:$x,y:$y,radius:3){ items { x y } } }', at, p.token)).data!
    .getMap.items as Spot[];
  const taken = new Set(map.map((i) => `${i.x}:${i.y}`));
  for (const b of await s.db.selectFrom('bases').select(['x', 'y']).execute()) taken.add(`${b.x}:${b.y}`);
  const out: Spot[] = [];
  for (let dx = -3; dx <= 3; dx++) {
    for (let dy = -3; dy <= 3; dy++) {
      const c = { x: at.x + dx, y: at.y + dy };
      if ((dx !== 0 || dy !== 0) && !taken.has(`${c.x}:${c.y}`)) out.push(c);
    }
  }
  // nearest first
  return out.sort((a, b) => distance(a, at) - distance(b, at));
}
const moveTo = (p: Player, c: Spot) =>
  s.db
    .updateTable('bases')
    .set(c as never)
    .where('profile_id', '=', p.profileId)
    .execute();

describe('occupying', () => {
  test('a fleet holds an asteroid; each hour of game time it pays exactly the table’s amount, gathered on one report to claim', async () => {
    const p = await commander('Holder1', { interceptor: 20 });
    const rock = await rockNear(p);
    const [cell] = await freeAround(p, rock);
    await moveTo(p, cell!);
    const sent = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 20 }], m: 'occupy' }, p.token)).data!
      .sendUnits;
    expect(sent.kind).toBe('occupy');
    await s.runDueJobs(sent.arrivesAt);
    expect((await s.gql(HELD, rock, p.token)).data!.occupations).toEqual([
      { x: rock.x, y: rock.y, kind: 'astromite-asteroid', holder: 'Holder1', own: true, units: 20 },
    ]);
    const before = (await base(p)).snapshot.amounts.astromite;
    const every = payoutEveryMs(1);
    const per = occupationPayout('astromite-asteroid', rock.level).astromite;
    await s.runDueJobs(sent.arrivesAt + 2 * every);
    const rewards = (
      (await s.gql('{ reports { kind data rewards claimedAt } }', {}, p.token)).data!.reports as {
        kind: string;
        data: string;
        rewards: string;
        claimedAt: number | null;
      }[]
    ).filter((r) => r.kind === 'occupied-reward');
    // two hours, one report: the second hour gathered on the first's
    expect(rewards).toHaveLength(1);
    expect(JSON.parse(rewards[0]!.data)).toMatchObject({ hours: 2, paid: { astromite: 2 * per } });
    // the pay waits in the report until claimed
    expect(JSON.parse(rewards[0]!.rewards).resources.astromite).toBe(2 * per);
    expect(rewards.map((r) => r.claimedAt)).toEqual([null]);
    expect((await base(p)).snapshot.amounts.astromite).toBe(before);
    const claimed = (await s.gql('mutation { claimAllRewards { reports resources { type count } } }', {}, p.token))
      .data!.claimAllRewards;
    expect(claimed).toEqual({ reports: 1, resources: [{ type: 'astromite', count: 2 * per }] });
    const after = (await base(p)).snapshot.amounts.astromite;
    expect(after - before).toBe(2 * per);
    // the next hour, after the claim, starts a new report: nothing gathers on a claimed one
    await s.runDueJobs(sent.arrivesAt + 3 * every);
    const next = (
      (await s.gql('{ reports { kind rewards claimedAt } }', {}, p.token)).data!.reports as {
        kind: string;
        rewards: string;
        claimedAt: number | null;
      }[]
    ).filter((r) => r.kind === 'occupied-reward' && r.claimedAt === null);
    expect(next.map((r) => JSON.parse(r.rewards).resources.astromite)).toEqual([per]);
  });

  test('a holding over three game days files at most three reports, and claiming them pays every hour held', async () => {
    const p = await commander('Holder7', { interceptor: 20 });
    const rock = await rockNear(p);
    const [cell] = await freeAround(p, rock);
    await moveTo(p, cell!);
    const sent = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 20 }], m: 'occupy' }, p.token)).data!
      .sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    const before = (await base(p)).snapshot.amounts.astromite;
    const every = payoutEveryMs(1);
    const per = occupationPayout('astromite-asteroid', rock.level).astromite;
    for (let day = 1; day <= 3; day++) await s.runDueJobs(sent.arrivesAt + day * 24 * every);
    const rewards = (
      (await s.gql('{ reports(limit: 100) { kind data } }', {}, p.token)).data!.reports as {
        kind: string;
        data: string;
      }[]
    ).filter((r) => r.kind === 'occupied-reward');
    expect(rewards.length).toBeLessThanOrEqual(3);
    const hours = rewards.reduce((n, r) => n + JSON.parse(r.data).hours, 0);
    expect(hours).toBe(72);
    const claimed = (await s.gql('mutation { claimAllRewards { reports resources { type count } } }', {}, p.token))
      .data!.claimAllRewards;
    expect(claimed).toEqual({ reports: rewards.length, resources: [{ type: 'astromite', count: 72 * per }] });
    expect((await base(p)).snapshot.amounts.astromite - before).toBe(72 * per);
  }, 120_000);

  test('another commander takes it in battle: reports to both, the holder’s survivors fly home, the winner holds it; nothing duplicated', async () => {
    const a = await commander('Holder2', { interceptor: 30 });
    const b = await commander('Taker2', { interceptor: 300 });
    const rock = await rockNear(a);
    const [ca, cb] = await freeAround(a, rock);
    await moveTo(a, ca!);
    await moveTo(b, cb!);
    const held = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 30 }], m: 'occupy' }, a.token)).data!
      .sendUnits;
    await s.runDueJobs(held.arrivesAt);
    const take = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 300 }], m: 'occupy' }, b.token)).data!
      .sendUnits;
    await s.runDueJobs(take.arrivesAt);
    const reportOf = async (p: Player) =>
      JSON.parse(
        (
          (await s.gql('{ reports { kind data } }', {}, p.token)).data!.reports as { kind: string; data: string }[]
        ).find((r) => r.kind === 'occupied-object' && JSON.parse(r.data).outcome !== 'occupied')!.data,
      );
    const [ra, rb] = [await reportOf(a), await reportOf(b)];
    expect([ra.role, rb.role, ra.outcome]).toEqual(['defence', 'attack', 'taken']);
    expect((await s.gql(HELD, rock, a.token)).data!.occupations.map((o: { holder: string }) => o.holder)).toEqual([
      'Taker2',
    ]);
    // the loser's survivors come home (a job writes their way home on their own timeline)
    const survivors = ra.result.defender.survivors.interceptor ?? 0;
    await s.runDueJobs(take.arrivesAt + 3_600_000);
    expect(count((await base(a)).units, 'interceptor')).toBe(survivors);
    const marches = (await s.gql('{ getMapMarches { kind status units { count } } }', {}, a.token)).data!.getMapMarches;
    expect(marches).toEqual([]);
  });

  test('two fleets landing at a free object at the same instant: one holds it, the other fights it; never two holders', async () => {
    const a = await commander('Twin3a', { interceptor: 50 });
    const b = await commander('Twin3b', { interceptor: 50 });
    const rock = await rockNear(a);
    const cells = await freeAround(a, rock);
    // two free cells at the same distance from the rock (the nearest such pair): both fleets take as long
    const pair = cells
      .filter((c) => cells.filter((d) => distance(d, rock) === distance(c, rock)).length >= 2)
      .slice(0, 2);
    expect(pair).toHaveLength(2);
    expect(distance(pair[0]!, rock)).toBe(distance(pair[1]!, rock));
    await moveTo(a, pair[0]!);
    await moveTo(b, pair[1]!);
    const [sa, sb] = await Promise.all([
      s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 50 }], m: 'occupy' }, a.token),
      s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 50 }], m: 'occupy' }, b.token),
    ]);
    const arrive = Math.max(sa.data!.sendUnits.arrivesAt, sb.data!.sendUnits.arrivesAt);
    await s.runDueJobs(arrive);
    const holders = await s.db
      .selectFrom('marches' as never)
      .select('profile_id' as never)
      .where('status' as never, '=', 'occupying' as never)
      .where('target_x' as never, '=', rock.x as never)
      .where('target_y' as never, '=', rock.y as never)
      .execute();
    expect(holders).toHaveLength(1);
    // nothing was parked: both arrivals were applied
    const parked = await s.db
      .selectFrom('timeline_events' as never)
      .select('id' as never)
      .where('parked_at' as never, 'is not', null as never)
      .execute();
    expect(parked).toHaveLength(0);
  });

  test('a recall lets go: the object is free, the fleet flies home with every unit, and the next payout never comes', async () => {
    const p = await commander('Holder4', { interceptor: 10 });
    const rock = await rockNear(p);
    const [cell] = await freeAround(p, rock);
    await moveTo(p, cell!);
    const sent = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 10 }], m: 'occupy' }, p.token)).data!
      .sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    s.clock.set(sent.arrivesAt + 1000);
    const back = (
      await s.gql('mutation($m:ID!){ recallMarch(marchId:$m){ status returnsAt } }', { m: sent.id }, p.token)
    ).data!.recallMarch;
    expect(back.status).toBe('returning');
    expect((await s.gql(HELD, rock, p.token)).data!.occupations).toEqual([]);
    await s.runDueJobs(back.returnsAt + payoutEveryMs(1));
    expect(count((await base(p)).units, 'interceptor')).toBe(10);
    const kinds = ((await s.gql('{ reports { kind } }', {}, p.token)).data!.reports as { kind: string }[]).map(
      (r) => r.kind,
    );
    expect(kinds.filter((k) => k === 'occupied-reward')).toHaveLength(0);
    expect(err(await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 1 }], m: 'fly' }, p.token))).toBe(
      'Mode must be one of: gather, occupy',
    );
  });

  test('a holder driven off with survivors: its way home is written on its own timeline by a job, once even when the job runs twice', async () => {
    const p = await commander('Holder5', { interceptor: 12 });
    const rock = await rockNear(p);
    const [cell] = await freeAround(p, rock);
    await moveTo(p, cell!);
    const sent = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 12 }], m: 'occupy' }, p.token)).data!
      .sendUnits;
    await s.runDueJobs(sent.arrivesAt);
    // as the winner's arrival leaves it (the battle engine rarely lets a beaten side keep units)
    const at = s.clock.now();
    await s.db
      .updateTable('marches' as never)
      .set({ status: 'returning', units: { interceptor: 7 }, returns_at: new Date(at + 5000) } as never)
      .where('id' as never, '=', sent.id as never)
      .execute();
    await enqueue(s.db, RETURN_LEG_TASK, { marchId: sent.id });
    await enqueue(s.db, RETURN_LEG_TASK, { marchId: sent.id });
    await s.runDueJobs(at);
    const legs = (await s.db
      .selectFrom('timeline_events' as never)
      .select('payload' as never)
      .where('kind' as never, '=', 'march' as never)
      .execute()) as { payload: { marchId: string; leg: string } }[];
    expect(legs.filter((e) => e.payload.marchId === sent.id && e.payload.leg === 'return')).toHaveLength(1);
    await s.runDueJobs(at + 5000);
    expect(count((await base(p)).units, 'interceptor')).toBe(7);
  });

  test('a takeover applied before a payout due earlier (timelines apply in their own order): the hour held is paid; none after the fleet let go', async () => {
    const pay = async (name: string, releasedAfterDue: boolean) => {
      const p = await commander(name, { interceptor: 10 });
      const rock = await rockNear(p);
      const [cell] = await freeAround(p, rock);
      await moveTo(p, cell!);
      const sent = (await s.gql(SEND, { ...rock, u: [{ type: 'interceptor', count: 10 }], m: 'occupy' }, p.token)).data!
        .sendUnits;
      await s.runDueJobs(sent.arrivesAt);
      const due = sent.arrivesAt + payoutEveryMs(1);
      // as the attacker's arrival leaves the holder (wiped out) when it is applied first
      await s.db
        .updateTable('marches' as never)
        .set({
          status: 'done',
          units: {},
          released_at: new Date(releasedAfterDue ? due + 60_000 : due - 60_000),
        } as never)
        .where('id' as never, '=', sent.id as never)
        .execute();
      const before = (await base(p)).snapshot.amounts.astromite;
      await s.runDueJobs(due + 3 * payoutEveryMs(1));
      const rewards = ((await s.gql('{ reports { kind } }', {}, p.token)).data!.reports as { kind: string }[]).filter(
        (r) => r.kind === 'occupied-reward',
      );
      if (rewards.length > 0) await s.gql('mutation { claimAllRewards { reports } }', {}, p.token);
      return {
        rewards: rewards.length,
        gained: (await base(p)).snapshot.amounts.astromite - before,
        per: occupationPayout('astromite-asteroid', rock.level).astromite,
      };
    };
    const owed = await pay('Holder6a', true);
    expect(owed.rewards).toBe(1);
    expect(owed.gained).toBe(owed.per);
    const gone = await pay('Holder6b', false);
    expect(gone).toMatchObject({ rewards: 0, gained: 0 });
  });
});
